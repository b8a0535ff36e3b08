/**
 * Current native state of every account a batch touches (balance, owner program, first/last slot,
 * block time, transaction count), merged into `accounts` by upsert.
 */
import { amountKey, ZERO_AMOUNT_KEY } from '../../db/schema';
import { historyIndexed } from '../../db/hot';
import { addToTotal, fundedAmong } from '../../db/totals';
import { nativeFlows } from '../../walletHistory/wrapped';
import type { WrittenTransaction } from '../writtenBlock';
import type { SqlExec } from '../sql';
import type { AddressBook } from './addresses';
import { ACCOUNTS, insertRows, type AccountRow } from './tables';

/** GOR each address sent and received in a transaction, by the wallet history's rule. */
export { nativeFlows };

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
  /** of `count`, the transactions its address history lists */
  history: number;
  /** the last transaction (by AccountStates' count) that named it */
  serial: number;
}

export class AccountStates {
  private readonly states = new Map<string, AccountState>();
  /** Transactions added so far: an account named twice in one transaction counts once. */
  private serial = 0;

  add(t: WrittenTransaction): void {
    const serial = ++this.serial;
    // The address history leaves votes out, and the addresses whose history is not kept.
    const listed = (address: string) => (!t.isVote && historyIndexed(address) ? 1 : 0);
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
        cur.history += listed(pubkey);
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
          history: listed(pubkey),
          serial,
        });
      }
    }
    // The transaction's native flows straight into its accounts' totals.
    if (t.transfers.length > 0)
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
        history_count: a.history,
        sent: a.sent.toString(),
        received: a.received.toString(),
      };
    });
  }

  /** Accounts touched (rows the upsert rewrites). */
  get size(): number {
    return this.states.size;
  }

  /** Writes the batch's accounts, and the change in how many are funded to the kept total. */
  async upsert(exec: SqlExec, book: AddressBook): Promise<void> {
    const rows = this.rows(book);
    // An address numbered in this batch has no row yet: only the others can have been funded.
    const before = await fundedAmong(
      exec,
      rows.filter((r) => !book.isNew(r.address_id)).map((r) => r.address_id),
    );
    await insertRows(exec, ACCOUNTS, rows);
    const after = rows.reduce((n, r) => (r.lamports_key > ZERO_AMOUNT_KEY ? n + 1 : n), 0);
    await addToTotal(exec, 'funded_accounts', after - before);
  }
}
