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
    // A transfer to oneself moves no GOR in or out.
    if (r.mint !== null || r.kind !== 'transfer' || r.source === r.destination) continue;
    const amount = BigInt(r.amount);
    if (r.source) of(r.source).sent += amount;
    if (r.destination) of(r.destination).received += amount;
  }
  return out;
}

interface AccountState {
  lamports: string;
  sent: bigint;
  received: bigint;
  owner: string | null;
  first: number;
  last: number;
  time: number | null;
  count: number;
}

export class AccountStates {
  private readonly states = new Map<string, AccountState>();

  add(t: WrittenTransaction): void {
    const seen = new Set<string>();
    for (let i = 0; i < t.accountKeys.length; i++) {
      const pubkey = t.accountKeys[i];
      const lamports = t.postBalances[i];
      if (seen.has(pubkey)) continue;
      seen.add(pubkey);
      const cur = this.states.get(pubkey);
      if (cur) {
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
        });
      }
    }
    for (const [address, f] of nativeFlows(t)) {
      const acc = this.states.get(address);
      if (!acc) continue;
      acc.sent += f.sent;
      acc.received += f.received;
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
    return [...this.states].map(([address, a]) => ({
      address_id: book.idOf(address),
      lamports: a.lamports,
      lamports_key: amountKey(a.lamports),
      owner: a.owner,
      first_slot: a.first,
      last_slot: a.last,
      last_block_time: a.time,
      tx_count: a.count,
      sent: a.sent.toString(),
      received: a.received.toString(),
    }));
  }

  /** Accounts touched (rows the upsert rewrites). */
  get size(): number {
    return this.states.size;
  }

  async upsert(exec: SqlExec, book: AddressBook): Promise<void> {
    await insertRows(exec, ACCOUNTS, this.rows(book));
  }
}
