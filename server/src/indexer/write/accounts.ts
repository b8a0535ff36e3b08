/**
 * Current native state of every account a batch touches: last balance, owner program (when a
 * System createAccount names it), first/last slot, last block time and how many transactions
 * referenced it. Merged into `accounts` by upsert (tx_count adds up).
 */
import { amountKey } from '../../db/schema';
import type { DerivedTransaction } from '../../decode/types';
import type { SqlExec } from '../sql';
import { ACCOUNTS, insertRows, type AccountRow } from './tables';

interface AccountState {
  lamports: string;
  owner: string | null;
  first: number;
  last: number;
  time: number | null;
  count: number;
}

export class AccountStates {
  private readonly states = new Map<string, AccountState>();

  add(t: DerivedTransaction): void {
    const seen = new Set<string>();
    for (const a of t.accounts) {
      if (seen.has(a.pubkey)) continue;
      seen.add(a.pubkey);
      const cur = this.states.get(a.pubkey);
      if (cur) {
        cur.lamports = a.postBalance;
        cur.last = t.slot;
        cur.time = t.blockTime;
        cur.count++;
      } else {
        this.states.set(a.pubkey, {
          lamports: a.postBalance,
          owner: null,
          first: t.slot,
          last: t.slot,
          time: t.blockTime,
          count: 1,
        });
      }
    }
    for (const c of t.creations) {
      const acc = this.states.get(c.address);
      if (acc && c.kind === 'account' && c.owner) acc.owner = c.owner;
    }
  }

  rows(): AccountRow[] {
    return [...this.states].map(([address, a]) => ({
      address,
      lamports: a.lamports,
      lamports_key: amountKey(a.lamports),
      owner: a.owner,
      first_slot: a.first,
      last_slot: a.last,
      last_block_time: a.time,
      tx_count: a.count,
    }));
  }

  async upsert(exec: SqlExec): Promise<void> {
    await insertRows(exec, ACCOUNTS, this.rows());
  }
}
