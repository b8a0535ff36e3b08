/**
 * Reads of the wallet history tables. Every page is one range scan of an index that starts with the
 * address id: (address_id, tx_id, position) newest first with a keyset cursor, or
 * (address_id, mint_id, …) when a token is chosen; direction, action and a position range (the time
 * filter) narrow that scan; the page's rows are then derived again from the stored transactions.
 */
import type { Kysely, SelectQueryBuilder } from 'kysely';
import { NATIVE_MINT } from 'shared-api';
import type { Database } from '../db/schema';
import { firstTxOf, txId } from '../db/txid';
import type { TransactionReader } from '../db/txstore';
import { balanceActionCode, directionCode, walletActionCode } from './codes';
import {
  walletBalanceRows,
  walletTransferRows,
  type WalletBalanceRow,
  type WalletTransferRow,
} from './extract';

export type WalletTable = 'wallet_transfers' | 'wallet_balance_changes';
/** The row a page shows, derived again from the stored transaction. */
export type WalletRow<T extends WalletTable> = T extends 'wallet_transfers'
  ? WalletTransferRow
  : WalletBalanceRow;

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

/** The filters in the stored form: ids, codes and a position range; null when nothing can match. */
export interface StoredFilters {
  addressId: number;
  /** undefined = any token, null = GOR */
  mintId?: number | null;
  directions?: number[];
  action?: number;
  /** positions [fromId, toId) */
  fromId?: number;
  toId?: number;
}

async function idOf(db: Kysely<Database>, address: string): Promise<number | null> {
  const r = await db.selectFrom('addresses').select(['id']).where('address', '=', address).executeTakeFirst();
  return r ? Number(r.id) : null;
}

/**
 * Resolves the filters once per request: the address and token to ids, the action and direction to
 * their codes, a time range to the positions of its first and last block.
 */
export async function storedFilters(
  db: Kysely<Database>,
  table: WalletTable,
  address: string,
  f: WalletFilters,
): Promise<StoredFilters | null> {
  const addressId = await idOf(db, address);
  if (addressId === null) return null;
  const out: StoredFilters = { addressId };
  if (f.mint) {
    if (f.mint === NATIVE_MINT) out.mintId = null;
    else {
      const m = await idOf(db, f.mint);
      if (m === null) return null;
      out.mintId = m;
    }
  }
  // A 'self' row (both sides, or no change) belongs to either direction.
  if (f.direction) out.directions = [directionCode(f.direction), directionCode('self')];
  if (f.action) {
    try {
      out.action = table === 'wallet_transfers' ? walletActionCode(f.action) : balanceActionCode(f.action);
    } catch {
      return null;
    }
  }
  if (f.from !== undefined) {
    const b = await db
      .selectFrom('blocks')
      .select(['slot'])
      .where('block_time', '>=', f.from)
      .orderBy('block_time')
      .orderBy('slot')
      .limit(1)
      .executeTakeFirst();
    if (!b) return null;
    out.fromId = firstTxOf(Number(b.slot));
  }
  if (f.to !== undefined) {
    const b = await db
      .selectFrom('blocks')
      .select(['slot'])
      .where('block_time', '<=', f.to)
      .orderBy('block_time', 'desc')
      .orderBy('slot', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!b) return null;
    out.toId = firstTxOf(Number(b.slot) + 1);
  }
  return out;
}

/** The filtered rows of one address (no order, no columns yet). */
export function filtered<T extends WalletTable>(
  db: Kysely<Database>,
  table: T,
  f: StoredFilters,
): SelectQueryBuilder<Database, T, object> {
  // Typed over one table: both tables have the same columns.
  let q = db.selectFrom(table as 'wallet_transfers').where('address_id', '=', f.addressId);
  if (f.mintId !== undefined)
    q = f.mintId === null ? q.where('mint_id', 'is', null) : q.where('mint_id', '=', f.mintId);
  if (f.directions) q = q.where('direction', 'in', f.directions);
  if (f.action !== undefined) q = q.where('action', '=', f.action);
  if (f.fromId !== undefined) q = q.where('tx_id', '>=', f.fromId);
  if (f.toId !== undefined) q = q.where('tx_id', '<', f.toId);
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
      eb(eb.refTuple('tx_id', 'position'), '<', eb.tuple(txId(c.slot, c.tx_index), c.position)),
    );
  } else if (paging.page && paging.page > 1) {
    out = out.offset((paging.page - 1) * paging.limit);
  }
  return out
    .orderBy('tx_id', 'desc')
    .orderBy('position', 'desc')
    .limit(paging.limit + 1) as unknown as SelectQueryBuilder<Database, T, O>;
}

export async function countRows(db: Kysely<Database>, table: WalletTable, f: StoredFilters): Promise<number> {
  const r = await filtered(db, table, f)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

/**
 * The page rows of `address` at these stored positions, derived again from the stored transactions
 * by the same rules the indexer applied (a position no longer derived is left out).
 */
export async function hydrate<T extends WalletTable>(
  reader: TransactionReader,
  table: T,
  address: string,
  rows: { tx_id: number; position: number }[],
  opts: { remember?: boolean } = {},
): Promise<WalletRow<T>[]> {
  const ids = [...new Set(rows.map((r) => Number(r.tx_id)))];
  const derived = new Map<string, WalletRow<T>>();
  for (const tx of await reader.byIds(ids, opts)) {
    const all = table === 'wallet_transfers' ? walletTransferRows(tx) : walletBalanceRows(tx);
    for (const r of all) if (r.address === address) derived.set(`${tx.id}:${r.position}`, r as WalletRow<T>);
  }
  return rows.flatMap((r) => derived.get(`${Number(r.tx_id)}:${Number(r.position)}`) ?? []);
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
