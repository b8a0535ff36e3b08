/**
 * Reads of the wallet history tables. Every page is one range scan of an index that starts with the
 * address: (address, slot, tx_index, position) newest first with a keyset cursor, or
 * (address, mint, …) when a token is chosen; direction, action and time range filter that scan.
 *   const page = await walletPage(db, 'wallet_transfers', address, filters, { cursor, page, limit });
 */
import type { Kysely, SelectQueryBuilder } from 'kysely';
import { NATIVE_MINT } from 'shared-api';
import type { Database } from '../db/schema';

export type WalletTable = 'wallet_transfers' | 'wallet_balance_changes';

export interface WalletFilters {
  mint?: string;
  direction?: 'in' | 'out';
  action?: string;
  from?: number;
  to?: number;
}

export interface WalletPaging {
  cursor?: string;
  page?: number;
  limit: number;
}

export interface Position {
  slot: number;
  tx_index: number;
  position: number;
}

export function parseCursor(cursor: string): Position {
  const [slot, txIndex, position] = cursor.split('.').map(Number);
  return { slot, tx_index: txIndex, position };
}

export const cursorOf = (r: Position): string => `${r.slot}.${r.tx_index}.${r.position}`;

/** The filtered rows of one address (no order, no columns yet). */
export function filtered<T extends WalletTable>(
  db: Kysely<Database>,
  table: T,
  address: string,
  f: WalletFilters,
): SelectQueryBuilder<Database, T, object> {
  // Typed over one table: both tables share every column used here.
  let q = db.selectFrom(table as 'wallet_transfers').where('address', '=', address);
  if (f.mint) q = f.mint === NATIVE_MINT ? q.where('mint', 'is', null) : q.where('mint', '=', f.mint);
  // A 'self' row (both sides, or no change) belongs to either direction.
  if (f.direction) q = q.where('direction', 'in', [f.direction, 'self']);
  if (f.action) q = q.where('action', '=', f.action);
  if (f.from !== undefined) q = q.where('block_time', '>=', f.from);
  if (f.to !== undefined) q = q.where('block_time', '<=', f.to);
  return q as unknown as SelectQueryBuilder<Database, T, object>;
}

/** Newest first, from `cursor` (exclusive) or from page `page`; one extra row tells `hasMore`. */
export function ordered<T extends WalletTable, O>(
  q: SelectQueryBuilder<Database, T, O>,
  paging: WalletPaging,
): SelectQueryBuilder<Database, T, O> {
  const w = q as unknown as SelectQueryBuilder<Database, 'wallet_transfers', O>;
  let out = w;
  if (paging.cursor) {
    const c = parseCursor(paging.cursor);
    // Row-value comparison: the index range starts right after the cursor.
    out = out.where((eb) =>
      eb(eb.refTuple('slot', 'tx_index', 'position'), '<', eb.tuple(c.slot, c.tx_index, c.position)),
    );
  } else if (paging.page && paging.page > 1) {
    out = out.offset((paging.page - 1) * paging.limit);
  }
  return out
    .orderBy('slot', 'desc')
    .orderBy('tx_index', 'desc')
    .orderBy('position', 'desc')
    .limit(paging.limit + 1) as unknown as SelectQueryBuilder<Database, T, O>;
}

export async function countRows(
  db: Kysely<Database>,
  table: WalletTable,
  address: string,
  f: WalletFilters,
): Promise<number> {
  const r = await filtered(db, table, address, f)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

/** Token facts (symbol, name, logo) and block heights for the rows of a page, in two look-ups. */
export async function pageContext(
  db: Kysely<Database>,
  rows: Array<{ slot: number; mint: string | null }>,
): Promise<{
  heights: Map<number, number | null>;
  tokens: Map<
    string,
    { symbol: string | null; name: string | null; logo: string | null; metadata: string | null }
  >;
}> {
  const slots = [...new Set(rows.map((r) => Number(r.slot)))];
  const mints = [...new Set(rows.map((r) => r.mint).filter((m): m is string => m !== null))];
  const [blocks, meta] = await Promise.all([
    slots.length
      ? db.selectFrom('blocks').select(['slot', 'height']).where('slot', 'in', slots).execute()
      : Promise.resolve([]),
    mints.length
      ? db
          .selectFrom('mints')
          .select(['address', 'symbol', 'name', 'logo', 'metadata'])
          .where('address', 'in', mints)
          .execute()
      : Promise.resolve([]),
  ]);
  return {
    heights: new Map(blocks.map((b) => [Number(b.slot), b.height === null ? null : Number(b.height)])),
    tokens: new Map(meta.map((m) => [m.address, m])),
  };
}
