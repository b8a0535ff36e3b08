/**
 * Holders per owner wallet (token_holders): one row per (mint, owner) holding a non-zero sum; the
 * mint's holder_count counts them. Each batch recomputes every touched pair from its accounts, so
 * owner changes and several accounts per wallet stay exact; fork rollback rebuilds per mint.
 */
import { amountKey } from '../db/schema';
import type { SqlExec, SqlValue } from './sql';
import { deleteKeys, selectIn } from './write/select';
import { inKeyOrder } from './write/tables';

/** A token account's mint, owner (address ids) and amount. */
export interface AccountState {
  mint: number;
  owner: number;
  amount: string;
}

/** One token account's change in a batch: its stored state before and its state after (null = none). */
export interface AccountChange {
  /** the token account's address id */
  address: number;
  before: AccountState | null;
  after: AccountState | null;
  slot: number;
}

export interface HolderWrites {
  upserts: SqlValue[][];
  /** (mint id, owner id) pairs that hold nothing any more */
  deletes: Array<[number, number]>;
  /** mint id → change of its holder count, with the last slot that changed it */
  deltas: Map<number, { delta: number; slot: number }>;
}

const HOLDER_COLS = ['mint_id', 'owner_id', 'amount', 'amount_key', 'accounts'];
const HOLDER_UPSERT = `ON CONFLICT (mint_id, owner_id) DO UPDATE SET amount = excluded.amount,
  amount_key = excluded.amount_key, accounts = excluded.accounts`;

const pairKey = (mint: number, owner: number) => `${mint} ${owner}`;

interface Sum {
  amount: bigint;
  accounts: number;
}

/** Sums positive token accounts per (mint, owner). */
function sumPairs(rows: Iterable<AccountState>, want: Set<string>): Map<string, Sum> {
  const sums = new Map<string, Sum>();
  for (const r of rows) {
    const k = pairKey(r.mint, r.owner);
    if (!want.has(k)) continue;
    const amount = BigInt(r.amount);
    if (amount <= 0n) continue;
    const s = sums.get(k) ?? { amount: 0n, accounts: 0 };
    s.amount += amount;
    s.accounts++;
    sums.set(k, s);
  }
  return sums;
}

type StoredAccount = {
  address_id: number | string;
  mint_id: number | string;
  owner_id: number | string;
  amount: string;
};

/** What a batch's token-account changes do to token_holders, read before the batch's own writes. */
export async function resolveHolders(exec: SqlExec, changes: AccountChange[]): Promise<HolderWrites> {
  const out: HolderWrites = { upserts: [], deletes: [], deltas: new Map() };
  const pairs = new Map<string, { mint: number; owner: number; slot: number }>();
  for (const c of changes)
    for (const s of [c.before, c.after])
      if (s) {
        const k = pairKey(s.mint, s.owner);
        const p = pairs.get(k);
        pairs.set(k, { mint: s.mint, owner: s.owner, slot: Math.max(p?.slot ?? 0, c.slot) });
      }
  if (pairs.size === 0) return out;
  const want = new Set(pairs.keys());
  const owners = [...new Set([...pairs.values()].map((p) => p.owner))];
  // The touched owners' accounts as stored, then this batch's changes on top.
  const accounts = new Map<number, AccountState>();
  for (const r of await selectIn<StoredAccount>(
    exec,
    'SELECT address_id, mint_id, owner_id, amount FROM token_accounts WHERE owner_id IN',
    owners,
  ))
    accounts.set(Number(r.address_id), storedState(r));
  for (const c of changes) {
    if (c.after) accounts.set(c.address, c.after);
    else accounts.delete(c.address);
  }
  const after = sumPairs(accounts.values(), want);
  const stored = new Set<string>();
  for (const r of await selectIn<{ mint_id: number | string; owner_id: number | string }>(
    exec,
    'SELECT mint_id, owner_id FROM token_holders WHERE owner_id IN',
    owners,
  ))
    stored.add(pairKey(Number(r.mint_id), Number(r.owner_id)));
  for (const [k, p] of pairs) {
    const was = stored.has(k);
    const s = after.get(k);
    if (s) {
      const amount = s.amount.toString();
      out.upserts.push([p.mint, p.owner, amount, amountKey(amount), s.accounts]);
    } else if (was) out.deletes.push([p.mint, p.owner]);
    const is = Boolean(s);
    if (was !== is) {
      const d = out.deltas.get(p.mint) ?? { delta: 0, slot: 0 };
      d.delta += is ? 1 : -1;
      d.slot = Math.max(d.slot, p.slot);
      out.deltas.set(p.mint, d);
    }
  }
  return out;
}

/** A stored token account row's state (ids come back as text from some drivers). */
export function storedState(r: Omit<StoredAccount, 'address_id'>): AccountState {
  return { mint: Number(r.mint_id), owner: Number(r.owner_id), amount: String(r.amount) };
}

export async function writeHolders(exec: SqlExec, w: HolderWrites): Promise<void> {
  if (w.upserts.length)
    await exec.insert('token_holders', HOLDER_COLS, inKeyOrder(w.upserts, 2), HOLDER_UPSERT);
  await deleteKeys(exec, 'token_holders', ['mint_id', 'owner_id'], w.deletes);
}

/** Recomputes one mint's holder rows from its token accounts; returns its holder count. */
export async function rebuildMintHolders(exec: SqlExec, mint: number): Promise<number> {
  const rows = await exec.all<Omit<StoredAccount, 'address_id'>>(
    "SELECT mint_id, owner_id, amount FROM token_accounts WHERE mint_id = ? AND amount_key > '00000000000000000000'",
    [mint],
  );
  const states = rows.map(storedState);
  const sums = sumPairs(states, new Set(states.map((r) => pairKey(r.mint, r.owner))));
  await exec.run('DELETE FROM token_holders WHERE mint_id = ?', [mint]);
  const upserts: SqlValue[][] = [];
  for (const [k, s] of sums) {
    const owner = Number(k.slice(k.indexOf(' ') + 1));
    const amount = s.amount.toString();
    upserts.push([mint, owner, amount, amountKey(amount), s.accounts]);
  }
  for (let i = 0; i < upserts.length; i += 500)
    await exec.insert('token_holders', HOLDER_COLS, upserts.slice(i, i + 500), HOLDER_UPSERT);
  return sums.size;
}
