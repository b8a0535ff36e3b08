/**
 * A database indexed before wrapped legs (wrapped.ts) lacks the GOR leg of swaps paid through a
 * wrapped account. When migration 0100 leaves its note, the indexer derives again the transactions
 * that moved wrapped native (through `transfers_mint`, so the work follows the swaps) and replaces
 * their wallets' Transfers entries and totals, in one transaction with the note's removal.
 *   const done = await backfillWrappedLegs(exec);   // null when there was nothing to do
 */
import { NATIVE_MINT } from 'shared-api/programs';
import type { SqlExec, SqlValue } from '../db/sqlExec';
import { storeQueriesOfSql, TransactionStore, type StoredRow } from '../db/txstore';
import type { DerivedTransaction } from '../decode/types';
import { directionCode, walletActionCode, walletKindCode } from './codes';
import { visitWalletRows } from './extract';
import { packEntries, unpackEntries, type WalletEntry } from './postings';
import { flowOf, nativeFlows, wrappedNative, type Flows } from './wrapped';

/** The `settings` key migration 0100 writes when stored transactions need their legs. */
export const WRAPPED_LEGS_PENDING = 'pending_wrapped_native_legs';

const TRANSFERS = walletKindCode('wallet_transfers');
/** Transactions read at a time, and addresses or rows named in one statement. */
const READ = 200;
const IN_LIST = 400;

/** The totals as the writer kept them before: every native transfer, on both of its sides. */
function transferFlows(tx: Pick<DerivedTransaction, 'transfers'>): Flows {
  const out: Flows = new Map();
  for (const r of tx.transfers) {
    if (r.mint !== null || r.kind !== 'transfer' || r.source === r.destination) continue;
    if (r.source) flowOf(out, r.source).sent += BigInt(r.amount);
    if (r.destination) flowOf(out, r.destination).received += BigInt(r.amount);
  }
  return out;
}

async function idsOf(exec: SqlExec, addresses: Iterable<string>): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  const all = [...new Set(addresses)];
  for (let i = 0; i < all.length; i += IN_LIST) {
    const part = all.slice(i, i + IN_LIST);
    const rows = await exec.all<{ id: number; address: string }>(
      `SELECT id, address FROM addresses WHERE address IN (${part.map(() => '?').join(',')})`,
      part,
    );
    for (const r of rows) out.set(r.address, Number(r.id));
  }
  return out;
}

/** A wallet's Transfers movements of one transaction as the rules give them now. */
interface Redone {
  tx: number;
  wallet: string;
  moves: { position: number; mint: string | null; action: string; direction: string }[];
}

/**
 * Writes each wallet's entries of these transactions in place of the stored ones: each spanning row
 * is rewritten once; a transaction no row spans gets its own (rows never overlap).
 */
async function rewriteEntries(exec: SqlExec, redone: Redone[]): Promise<void> {
  const names = new Set<string>();
  for (const r of redone) {
    names.add(r.wallet);
    for (const m of r.moves) if (m.mint !== null) names.add(m.mint);
  }
  const ids = await idsOf(exec, names);
  const byWallet = new Map<number, Map<number, WalletEntry[]>>();
  for (const r of redone) {
    const id = ids.get(r.wallet);
    if (id === undefined) continue;
    const entries: WalletEntry[] = [];
    for (const m of r.moves) {
      const mint = m.mint === null ? null : ids.get(m.mint);
      if (mint === undefined) continue;
      const action = walletActionCode(m.action);
      entries.push({ tx: r.tx, position: m.position, mint, action, direction: directionCode(m.direction) });
    }
    let txs = byWallet.get(id);
    if (!txs) byWallet.set(id, (txs = new Map()));
    txs.set(r.tx, entries);
  }
  if (byWallet.size === 0) return;
  const lo = Math.min(...redone.map((r) => r.tx));
  const hi = Math.max(...redone.map((r) => r.tx));
  const wallets = [...byWallet.keys()];
  const rows: { address_id: number; last_tx: number; first_tx: number; entries: Buffer }[] = [];
  for (let i = 0; i < wallets.length; i += IN_LIST) {
    const part = wallets.slice(i, i + IN_LIST);
    rows.push(
      ...(await exec.all<{ address_id: number; last_tx: number; first_tx: number; entries: Buffer }>(
        `SELECT address_id, last_tx, first_tx, entries FROM wallet_history
          WHERE kind = ? AND address_id IN (${part.map(() => '?').join(',')}) AND last_tx >= ? AND first_tx <= ?`,
        [TRANSFERS, ...part, lo, hi],
      )),
    );
  }
  const gone: [number, number][] = [];
  const written: SqlValue[][] = [];
  const write = (id: number, entries: WalletEntry[]) => {
    if (entries.length === 0) return;
    const p = packEntries(entries);
    written.push([id, TRANSFERS, p.last, p.first, p.n, p.entries]);
  };
  const placed = new Set<string>();
  for (const r of rows) {
    const id = Number(r.address_id);
    const last = Number(r.last_tx);
    const first = Number(r.first_tx);
    const txs = byWallet.get(id);
    if (!txs) continue;
    const inside = [...txs.keys()].filter((tx) => tx >= first && tx <= last);
    if (inside.length === 0) continue;
    const replaced = new Set(inside);
    const kept = unpackEntries(last, r.entries).filter((e) => !replaced.has(e.tx));
    for (const tx of inside) placed.add(`${id}:${tx}`);
    gone.push([id, last]);
    write(id, [...kept, ...inside.flatMap((tx) => txs.get(tx) ?? [])]);
  }
  for (const [id, txs] of byWallet)
    for (const [tx, entries] of txs) if (!placed.has(`${id}:${tx}`)) write(id, entries);
  for (let i = 0; i < gone.length; i += IN_LIST) {
    const part = gone.slice(i, i + IN_LIST);
    await exec.run(
      `DELETE FROM wallet_history WHERE kind = ? AND (${part.map(() => '(address_id = ? AND last_tx = ?)').join(' OR ')})`,
      [TRANSFERS, ...part.flat()],
    );
  }
  for (let i = 0; i < written.length; i += IN_LIST)
    await exec.insert(
      'wallet_history',
      ['address_id', 'kind', 'last_tx', 'first_tx', 'n', 'entries'],
      written.slice(i, i + IN_LIST),
    );
}

/** Moves each account's GOR totals by its difference (NULL totals, never counted, stay unknown). */
async function moveTotals(exec: SqlExec, delta: Flows): Promise<void> {
  const changed = [...delta].filter(([, d]) => d.sent !== 0n || d.received !== 0n);
  const ids = await idsOf(
    exec,
    changed.map(([a]) => a),
  );
  for (const [address, d] of changed) {
    const id = ids.get(address);
    if (id === undefined) continue;
    await exec.run(
      `UPDATE accounts SET sent = CAST(sent AS NUMERIC) + CAST(? AS NUMERIC),
        received = CAST(received AS NUMERIC) + CAST(? AS NUMERIC) WHERE address_id = ? AND sent IS NOT NULL`,
      [d.sent.toString(), d.received.toString(), id],
    );
  }
}

/**
 * One stored transaction's Transfers movements by today's rules, their total changes added into
 * `delta`; null when it closed no wrapped account back to its owner.
 */
function redo(tx: DerivedTransaction & { id: number }, delta: Flows): Redone[] | null {
  const w = wrappedNative(tx);
  const wallets = new Set(w.accounts.values());
  if (wallets.size === 0) return null;
  const out = new Map<string, Redone>();
  for (const wallet of wallets) out.set(wallet, { tx: tx.id, wallet, moves: [] });
  visitWalletRows(
    tx,
    (address, m, direction) =>
      out.get(address)?.moves.push({ position: m.position, mint: m.mint, action: m.action, direction }),
    () => undefined,
  );
  const add = (flows: Flows, sign: bigint) => {
    for (const [address, f] of flows) {
      const d = flowOf(delta, address);
      d.sent += sign * f.sent;
      d.received += sign * f.received;
    }
  };
  add(nativeFlows(tx), 1n);
  add(transferFlows(tx), -1n);
  return [...out.values()];
}

/** Runs the backfill migration 0100 asked for (null: none), before the writer has read any posting tails. */
export async function backfillWrappedLegs(
  exec: SqlExec,
): Promise<{ transactions: number; wallets: number } | null> {
  const pending = await exec.all<{ value: string }>('SELECT value FROM settings WHERE key = ?', [
    WRAPPED_LEGS_PENDING,
  ]);
  if (pending.length === 0) return null;
  return exec.transaction(async () => {
    let transactions = 0;
    let wallets = 0;
    const delta: Flows = new Map();
    const [native] = await exec.all<{ id: number }>('SELECT id FROM addresses WHERE address = ?', [
      NATIVE_MINT,
    ]);
    if (native) {
      const store = new TransactionStore(storeQueriesOfSql(exec));
      let after = -1;
      for (;;) {
        const ids = await exec.all<{ tx_id: number }>(
          'SELECT DISTINCT tx_id FROM transfers WHERE mint_id = ? AND tx_id > ? ORDER BY tx_id LIMIT ?',
          [Number(native.id), after, READ],
        );
        if (ids.length === 0) break;
        after = Number(ids[ids.length - 1].tx_id);
        const rows = await exec.all<StoredRow>(
          `SELECT id, sig, body FROM transactions WHERE id IN (${ids.map(() => '?').join(',')}) ORDER BY id`,
          ids.map((r) => Number(r.tx_id)),
        );
        const redone: Redone[] = [];
        for (const tx of await store.read(rows, { remember: false })) {
          const r = redo(tx, delta);
          if (!r) continue;
          transactions++;
          wallets += r.length;
          redone.push(...r);
        }
        if (redone.length > 0) await rewriteEntries(exec, redone);
      }
    }
    await moveTotals(exec, delta);
    await exec.run('DELETE FROM settings WHERE key = ?', [WRAPPED_LEGS_PENDING]);
    return { transactions, wallets };
  });
}
