/**
 * A database indexed before wrapped legs were read (wrapped.ts) holds, for each swap paid or
 * received in GOR through a wrapped account, a wallet history without the GOR leg and Total Sent /
 * Received without it (and with the wallet's funding of its own account counted as sent). Migration
 * 0100 leaves a note in `settings` when the database already holds transactions; the indexer, the
 * one writer of these tables, takes it up when it starts, before it indexes anything, and derives
 * those transactions again from their stored bodies:
 * - which: the transactions that moved wrapped-native tokens (the token transfer index by mint,
 *   `transfers_mint`), so the work follows the swaps, not the size of the database;
 * - for each wallet that closed a wrapped account back to itself in one of them: its Transfers
 *   entries of that transaction are replaced by the ones the rules give now (the other side of a
 *   swap reads as before: nothing of it changes), and its GOR totals move by the difference
 *   between the rules now and the native-transfer sums they were kept by.
 * All in one database transaction with the note's removal: it happens once, whole or not at all.
 *
 *   const done = await backfillWrappedLegs(exec);   // null when there was nothing to do
 */
import { NATIVE_MINT } from 'shared-api/programs';
import type { SqlExec, SqlValue } from '../db/sqlExec';
import { storeQueriesOfSql, TransactionStore, type StoredRow } from '../db/txstore';
import type { DerivedTransaction } from '../decode/types';
import { directionCode, walletActionCode, walletKindCode } from './codes';
import { visitWalletRows } from './extract';
import { packEntries, unpackEntries, type WalletEntry } from './postings';
import { nativeFlows, wrappedNative } from './wrapped';

/** The `settings` key migration 0100 writes when stored transactions need their legs. */
export const WRAPPED_LEGS_PENDING = 'pending_wrapped_native_legs';

const TRANSFERS = walletKindCode('wallet_transfers');
const READ = 200;

type Flows = Map<string, { sent: bigint; received: bigint }>;

/** The totals as the writer kept them before: every native transfer, on both of its sides. */
function transferFlows(tx: Pick<DerivedTransaction, 'transfers'>): Flows {
  const out: Flows = new Map();
  const of = (a: string) => {
    let f = out.get(a);
    if (!f) out.set(a, (f = { sent: 0n, received: 0n }));
    return f;
  };
  for (const r of tx.transfers) {
    if (r.mint !== null || r.kind !== 'transfer' || r.source === r.destination) continue;
    if (r.source) of(r.source).sent += BigInt(r.amount);
    if (r.destination) of(r.destination).received += BigInt(r.amount);
  }
  return out;
}

async function idsOf(exec: SqlExec, addresses: string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (addresses.length === 0) return out;
  const rows = await exec.all<{ id: number; address: string }>(
    `SELECT id, address FROM addresses WHERE address IN (${addresses.map(() => '?').join(',')})`,
    addresses,
  );
  for (const r of rows) out.set(r.address, Number(r.id));
  return out;
}

/** Replaces an address's Transfers entries of transaction `tx` with `entries`. */
async function replaceEntries(
  exec: SqlExec,
  addressId: number,
  tx: number,
  entries: WalletEntry[],
): Promise<void> {
  // Rows of an address never overlap: at most one holds entries of `tx`, or spans it.
  const [row] = await exec.all<{ last_tx: number; entries: Buffer }>(
    `SELECT last_tx, entries FROM wallet_history WHERE address_id = ? AND kind = ? AND last_tx >= ? AND first_tx <= ?
      ORDER BY last_tx LIMIT 1`,
    [addressId, TRANSFERS, tx, tx],
  );
  let all = entries;
  if (row) {
    all = [...unpackEntries(Number(row.last_tx), row.entries).filter((e) => e.tx !== tx), ...entries];
    await exec.run('DELETE FROM wallet_history WHERE address_id = ? AND kind = ? AND last_tx = ?', [
      addressId,
      TRANSFERS,
      Number(row.last_tx),
    ]);
  }
  if (all.length === 0) return;
  const p = packEntries(all);
  await exec.insert(
    'wallet_history',
    ['address_id', 'kind', 'last_tx', 'first_tx', 'n', 'entries'],
    [[addressId, TRANSFERS, p.last, p.first, p.n, p.entries]],
  );
}

/** One stored transaction brought up to the rules: its wallets' entries and every total it moves. */
async function redo(exec: SqlExec, tx: DerivedTransaction & { id: number }): Promise<number> {
  const w = wrappedNative(tx);
  const wallets = new Set(w.accounts.values());
  if (wallets.size === 0) return 0;
  const moves: {
    address: string;
    position: number;
    mint: string | null;
    action: string;
    direction: string;
  }[] = [];
  visitWalletRows(
    tx,
    (address, m, direction) => {
      if (wallets.has(address))
        moves.push({ address, position: m.position, mint: m.mint, action: m.action, direction });
    },
    () => undefined,
  );
  const before = transferFlows(tx);
  const after = nativeFlows(tx);
  const named = new Set<string>([...wallets, ...before.keys(), ...after.keys()]);
  for (const m of moves) if (m.mint !== null) named.add(m.mint);
  const ids = await idsOf(exec, [...named]);
  for (const wallet of wallets) {
    const id = ids.get(wallet);
    if (id === undefined) continue;
    const entries: WalletEntry[] = [];
    for (const m of moves) {
      if (m.address !== wallet) continue;
      const mint = m.mint === null ? null : ids.get(m.mint);
      if (mint === undefined) continue;
      entries.push({
        tx: tx.id,
        position: m.position,
        mint,
        action: walletActionCode(m.action),
        direction: directionCode(m.direction),
      });
    }
    await replaceEntries(exec, id, tx.id, entries);
  }
  for (const address of new Set([...before.keys(), ...after.keys()])) {
    const id = ids.get(address);
    const b = before.get(address) ?? { sent: 0n, received: 0n };
    const a = after.get(address) ?? { sent: 0n, received: 0n };
    if (id === undefined || (a.sent === b.sent && a.received === b.received)) continue;
    // (NULL totals, of accounts indexed before totals were kept, stay unknown)
    const params: SqlValue[] = [(a.sent - b.sent).toString(), (a.received - b.received).toString(), id];
    await exec.run(
      `UPDATE accounts SET sent = CAST(sent AS NUMERIC) + CAST(? AS NUMERIC),
        received = CAST(received AS NUMERIC) + CAST(? AS NUMERIC) WHERE address_id = ? AND sent IS NOT NULL`,
      params,
    );
  }
  return wallets.size;
}

/**
 * Derives again the stored transactions that moved wrapped-native tokens when migration 0100 asked
 * for it; null when it did not. Run by the writer before it writes (its cached posting tails are
 * not yet read).
 */
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
        for (const tx of await store.read(rows, { remember: false })) {
          const n = await redo(exec, tx);
          if (n > 0) transactions++;
          wallets += n;
        }
      }
    }
    await exec.run('DELETE FROM settings WHERE key = ?', [WRAPPED_LEGS_PENDING]);
    return { transactions, wallets };
  });
}
