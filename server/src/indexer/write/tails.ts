/**
 * Posting rows grow at their tail: live, a batch is one block, and a row per block per busy address
 * would cost a key, header and index entry for a few bytes. So a batch's row joins its key's newest
 * stored row while both fit in POSTINGS_PER_ROW: that row is taken out and written again with the
 * batch's entries in front. Rows still never overlap and stay newest first.
 *   const grown = await growTails(exec, ADDRESS_TAILS, batchRows, book.isNew);
 *   // insert grown.rows, then once the batch committed:
 *   grown.commit();
 */
import { joinPositions } from '../../db/history';
import { joinEntries, transactionsIn } from '../../walletHistory/postings';
import type { SqlExec, SqlValue } from '../sql';
import { deleteKeys } from './select';
import { compareValues, type AddressHistoryRow, type WalletHistoryRow } from './tables';

/** Entries a grown row holds at most: pages read rows whole, and this keeps them under the TOAST line. */
export const POSTINGS_PER_ROW = 256;

interface Posting {
  address_id: number;
  last_tx: number;
  first_tx: number;
  n: number;
}

/** How one posting table's rows are keyed and joined. */
export interface TailTable<R extends Posting> {
  name: string;
  /** The primary key's columns before last_tx. */
  key: readonly (keyof R & string)[];
  /** The column holding the packed entries. */
  data: keyof R & string;
  /** One row of `newer`'s entries, then `older`'s. */
  join(newer: R, older: R): R;
}

export const ADDRESS_TAILS: TailTable<AddressHistoryRow> = {
  name: 'address_history',
  key: ['address_id'],
  data: 'txs',
  join: (newer, older) => ({
    address_id: newer.address_id,
    last_tx: newer.last_tx,
    first_tx: older.first_tx,
    n: newer.n + older.n,
    txs: joinPositions(newer, older),
  }),
};

const transactionCount = (r: WalletHistoryRow): number => r.txs ?? transactionsIn(r.last_tx, r.entries);

export const WALLET_TAILS: TailTable<WalletHistoryRow> = {
  name: 'wallet_history',
  key: ['address_id', 'kind'],
  data: 'entries',
  join: (newer, older) => ({
    address_id: newer.address_id,
    kind: newer.kind,
    last_tx: newer.last_tx,
    first_tx: older.first_tx,
    n: newer.n + older.n,
    // A row taken back from the table comes without its count (and one stored before counts were
    // kept has none): its entries say it.
    txs: transactionCount(newer) + transactionCount(older),
    entries: joinEntries(newer, older),
  }),
};

/** Keys per PostgreSQL statement (four parameters each, well under the protocol's 65,535). */
const PG_CHUNK = 1000;

/**
 * The newest row of each key as last committed here, sparing look-ups; dropped whole when a batch
 * fails or a rollback rewrites rows (forgetTails).
 */
const TAILS_HELD = 100_000;
const held = new WeakMap<SqlExec, Map<string, Map<string, Posting>>>();

function heldTails<R extends Posting>(exec: SqlExec, table: TailTable<R>): Map<string, R> {
  let tables = held.get(exec);
  if (!tables) held.set(exec, (tables = new Map()));
  let rows = tables.get(table.name);
  if (!rows) tables.set(table.name, (rows = new Map()));
  return rows as Map<string, R>;
}

/** After a failed batch or a rollback on this connection: the held rows may not be the stored ones. */
export function forgetTails(exec: SqlExec): void {
  held.delete(exec);
}

/** After the batch's transaction committed: its written rows are now their keys' newest. */
export interface GrownRows<R> {
  rows: R[];
  /** stored rows taken out (dead row versions on PostgreSQL, for the vacuum) */
  taken: number;
  /** to call once the batch is committed */
  commit(): void;
}

/** The batch's rows, each joined to its key's newest stored row where both fit; `isNew` ids have none. */
export async function growTails<R extends Posting>(
  exec: SqlExec,
  table: TailTable<R>,
  rows: R[],
  isNew: (addressId: number) => boolean,
): Promise<GrownRows<R>> {
  const known = heldTails(exec, table);
  const keys = rows.map((r) => keyOf(table, r));
  const tails = new Map<string, R>();
  const lookUp: R[] = [];
  const drop: R[] = [];
  rows.forEach((r, i) => {
    const tail = known.get(keys[i]);
    if (!tail) {
      if (!isNew(r.address_id)) lookUp.push(r);
    } else if (tail.n + r.n <= POSTINGS_PER_ROW && tail.last_tx < r.first_tx) {
      // Held, so deleted by its whole key: nothing to find, and its entries need not come back.
      drop.push(tail);
      tails.set(keys[i], tail);
    }
  });
  await deleteKeys(
    exec,
    table.name,
    [...table.key, 'last_tx'],
    drop.map((t) => [...table.key.map((c) => t[c] as number), t.last_tx]),
  );
  // In key order: each page of the table is read once for all the batch's keys on it.
  lookUp.sort((a, b) => {
    for (const c of table.key) if (a[c] !== b[c]) return compareValues(a[c] as SqlValue, b[c] as SqlValue);
    return 0;
  });
  const taken =
    exec.dialect === 'sqlite' ? await takeSqlite(exec, table, lookUp) : await takePg(exec, table, lookUp);
  for (const [k, v] of taken) tails.set(k, v);
  const out = rows.map((r, i) => {
    const older = tails.get(keys[i]);
    return older ? table.join(r, older) : r;
  });
  return {
    rows: out,
    taken: tails.size,
    commit: () => {
      out.forEach((r, i) => {
        known.delete(keys[i]);
        known.set(keys[i], r);
      });
      // Oldest written first: the keys not met for longest go.
      for (const key of known.keys()) {
        if (known.size <= TAILS_HELD) break;
        known.delete(key);
      }
    },
  };
}

const keyOf = <R extends Posting>(table: TailTable<R>, r: R): string => table.key.map((c) => r[c]).join(':');

/** A stored row as the driver returns it: integers may come back as strings (PostgreSQL int8). */
function storedRow<R extends Posting>(table: TailTable<R>, raw: Record<string, unknown>): R {
  const row: Record<string, unknown> = {};
  for (const c of [...table.key, 'last_tx', 'first_tx', 'n']) row[c] = Number(raw[c]);
  row[table.data] = raw.data;
  return row as unknown as R;
}

/** SQLite: one statement per key, run in process (a point lookup and a delete on the primary key). */
async function takeSqlite<R extends Posting>(
  exec: SqlExec,
  table: TailTable<R>,
  rows: R[],
): Promise<Map<string, R>> {
  const where = table.key.map((c) => `${c} = ?`).join(' AND ');
  const sql = `DELETE FROM ${table.name} WHERE ${where}
    AND last_tx = (SELECT MAX(last_tx) FROM ${table.name} WHERE ${where}) AND n <= ? AND last_tx < ?
    RETURNING ${[...table.key, 'last_tx', 'first_tx', 'n'].join(', ')}, ${table.data} AS data`;
  const out = new Map<string, R>();
  for (const r of rows) {
    const key = table.key.map((c) => r[c] as SqlValue);
    const [tail] = await exec.all<Record<string, unknown>>(sql, [
      ...key,
      ...key,
      POSTINGS_PER_ROW - r.n,
      r.first_tx,
    ]);
    if (tail) out.set(keyOf(table, r), storedRow(table, tail));
  }
  return out;
}

/** PostgreSQL, a statement per thousand keys: each newest row found by a backward key scan, then deleted. */
async function takePg<R extends Posting>(
  exec: SqlExec,
  table: TailTable<R>,
  rows: R[],
): Promise<Map<string, R>> {
  const cols = table.key;
  const out = new Map<string, R>();
  for (let i = 0; i < rows.length; i += PG_CHUNK) {
    const chunk = rows.slice(i, i + PG_CHUNK);
    const params: SqlValue[] = [];
    const tuples = chunk.map((r) => {
      for (const c of cols) params.push(r[c] as SqlValue);
      params.push(r.first_tx, POSTINGS_PER_ROW - r.n);
      return `(${cols.map(() => '?::bigint').join(', ')}, ?::bigint, ?::integer)`;
    });
    const keyCols = cols.map((c) => `k_${c}`);
    const sql = `WITH k (${keyCols.join(', ')}, below, room) AS (VALUES ${tuples.join(', ')}),
      tail AS (
        SELECT t.* FROM k CROSS JOIN LATERAL (
          SELECT ${[...cols, 'last_tx', 'n'].join(', ')} FROM ${table.name}
          WHERE ${cols.map((c) => `${c} = k.k_${c}`).join(' AND ')} ORDER BY last_tx DESC LIMIT 1
        ) t WHERE t.n <= k.room AND t.last_tx < k.below
      )
      DELETE FROM ${table.name} h USING tail
      WHERE ${[...cols, 'last_tx'].map((c) => `h.${c} = tail.${c}`).join(' AND ')}
      RETURNING ${[...cols, 'last_tx', 'first_tx', 'n'].map((c) => `h.${c}`).join(', ')}, h.${table.data} AS data`;
    for (const tail of await exec.all<Record<string, unknown>>(sql, params)) {
      const row = storedRow(table, tail);
      out.set(keyOf(table, row), row);
    }
  }
  return out;
}
