/**
 * Current native state of every account a batch touches: last balance, owner program (when a
 * System createAccount names it), first/last slot, last block time and how many transactions
 * referenced it. Merged into `accounts` by upsert (tx_count adds up).
 */
import { amountKey } from '../../db/schema';
import type { DerivedTransaction } from '../../decode/types';
import type { WrittenTransaction } from '../writtenBlock';
import type { SqlExec } from '../sql';
import type { AddressBook } from './addresses';
import { ACCOUNTS, insertRows, type AccountRow } from './tables';

type Transfer = DerivedTransaction['transfers'][number];

/** The lamports a transfer moves as GOR from one address to another, else null. */
function nativeAmount(r: Transfer): bigint | null {
  // A transfer to oneself moves no GOR in or out.
  if (r.mint !== null || r.kind !== 'transfer' || r.source === r.destination) return null;
  return BigInt(r.amount);
}

/** GOR each address sent and received in a transaction's native transfers, lamports. */
export function nativeFlows(
  t: Pick<DerivedTransaction, 'transfers'>,
): Map<string, { sent: bigint; received: bigint }> {
  const out = new Map<string, { sent: bigint; received: bigint }>();
  const of = (a: string) => {
    let f = out.get(a);
    if (!f) out.set(a, (f = { sent: 0n, received: 0n }));
    return f;
  };
  for (const r of t.transfers) {
    const amount = nativeAmount(r);
    if (amount === null) continue;
    if (r.source) of(r.source).sent += amount;
    if (r.destination) of(r.destination).received += amount;
  }
  return out;
}

/** Lamports as text, exactly: a number from the node's JSON is an integer, possibly past 2^53. */
function lamportsText(n: number): string {
  return Number.isSafeInteger(n) ? String(n) : BigInt(n).toString();
}

interface AccountState {
  lamports: number;
  sent: bigint;
  received: bigint;
  owner: string | null;
  first: number;
  last: number;
  time: number | null;
  count: number;
  /** the last transaction (by AccountStates' count) that named it */
  serial: number;
}

export class AccountStates {
  private readonly states = new Map<string, AccountState>();
  /** Transactions added so far: an account named twice in one transaction counts once. */
  private serial = 0;

  add(t: WrittenTransaction): void {
    const serial = ++this.serial;
    for (let i = 0; i < t.accountKeys.length; i++) {
      const pubkey = t.accountKeys[i];
      const lamports = t.postBalances[i];
      const cur = this.states.get(pubkey);
      if (cur) {
        if (cur.serial === serial) continue;
        cur.serial = serial;
        cur.lamports = lamports;
        cur.last = t.slot;
        cur.time = t.blockTime;
        cur.count++;
      } else {
        this.states.set(pubkey, {
          lamports,
          sent: 0n,
          received: 0n,
          owner: null,
          first: t.slot,
          last: t.slot,
          time: t.blockTime,
          count: 1,
          serial,
        });
      }
    }
    // The transaction's native flows (nativeFlows) straight into its accounts' totals.
    for (const r of t.transfers) {
      const amount = nativeAmount(r);
      if (amount === null) continue;
      const from = r.source ? this.states.get(r.source) : undefined;
      if (from) from.sent += amount;
      const to = r.destination ? this.states.get(r.destination) : undefined;
      if (to) to.received += amount;
    }
    for (const c of t.creations) {
      const acc = this.states.get(c.address);
      if (acc && c.kind === 'account' && c.owner) acc.owner = c.owner;
    }
  }

  /** Every address the batch's accounts are (for the address book's look-up). */
  candidates(out: string[]): void {
    for (const address of this.states.keys()) out.push(address);
  }

  rows(book: AddressBook): AccountRow[] {
    return [...this.states].map(([address, a]) => {
      const lamports = lamportsText(a.lamports);
      return {
        address_id: book.idOf(address),
        lamports,
        lamports_key: amountKey(lamports),
        owner: a.owner,
        first_slot: a.first,
        last_slot: a.last,
        last_block_time: a.time,
        tx_count: a.count,
        sent: a.sent.toString(),
        received: a.received.toString(),
      };
    });
  }

  /** Accounts touched (rows the upsert rewrites). */
  get size(): number {
    return this.states.size;
  }

  async upsert(exec: SqlExec, book: AddressBook): Promise<void> {
    await insertRows(exec, ACCOUNTS, this.rows(book));
  }
}
