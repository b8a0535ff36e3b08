// The tokens feature's reads: the list (filtered, searched and sorted in SQL, each order served by an
// index), the detail tabs' pages and the figures the detail derives (24 h volume, creation times).
import { sql, type Kysely, type Selectable } from 'kysely';
import type { TokenSort } from 'shared-api/core';
import { transferKindCode } from '../db/codes';
import { classesKept, LISTING_FILTER_SQL, type ListFilters } from '../db/listing';
import { addressId, addressIdQuery } from '../db/addresses';
import { ZERO_AMOUNT_KEY, type Database, type MintsTable } from '../db/schema';
import { whereSearch, type MintQuery } from '../mints/repository';
import { indexOfTx, slotOfTx, txId } from '../db/txid';
import { addressPart, cursorCodec, digitKey, optional, POSITION, SLOT, TX_INDEX, uint } from '../http/cursor';
import { finishPage, rowsToRead, type Page, type PageQuery } from '../http/page';

/** The tokens list filters in db/listing.ts's exact terms, so migration 0002's partial index counts them. */
function whereListed<Q extends MintQuery>(q: Q, f: ListFilters): Q {
  let out = q;
  if (f.hideNoMetadata) out = out.where(sql<boolean>`${sql.raw(LISTING_FILTER_SQL.meta)}`) as Q;
  if (f.hideLowSupply) out = out.where(sql<boolean>`${sql.raw(LISTING_FILTER_SQL.low)}`) as Q;
  if (f.hideLowSupply || f.hideZeroSupply)
    out = out.where(sql<boolean>`${sql.raw(LISTING_FILTER_SQL.zero)}`) as Q;
  return out;
}

/** Sort keys the list cannot serve: no price source knows our tokens, so the route refuses them. */
export const UNPRICED_SORTS: ReadonlySet<string> = new Set(['price', 'change24h', 'marketCap']);

/** The list's sort keys as SQL: each the second column of a mints_class_* index (and of a full one). */
const SORT_KEY: Record<Exclude<TokenSort, 'price' | 'change24h' | 'marketCap'>, string> = {
  holders: 'holder_count',
  volume: 'volume_24h_key',
  supply: 'supply_key',
  name: 'lower(coalesce(symbol, name, address))',
  created: 'coalesce(created_slot, 0)',
};

const sortKey = (sort: TokenSort) => sql.raw(SORT_KEY[sort as keyof typeof SORT_KEY] ?? SORT_KEY.holders);

export interface ListQuery extends ListFilters {
  search?: string;
  sort?: TokenSort;
  order?: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/**
 * One page of the tokens list. With filters on (and no search), each listing class the filters keep
 * is read from its own range of the sort's class index, as far as the page reaches, and the ranges
 * are merged: bounded by the page whatever the filters hide. Unfiltered, or searched, one query.
 */
export function listTokens(db: Kysely<Database>, q: ListQuery): Promise<Selectable<MintsTable>[]> {
  const key = sortKey(q.sort ?? 'holders');
  const dir = q.order ?? 'desc';
  const classes = classesKept(q);
  if (q.search?.trim() || classes.length === classesKept({}).length)
    return whereSearch(db.selectFrom('mints').selectAll(), q.search)
      .orderBy(key, dir)
      .orderBy('address', dir)
      .limit(q.limit)
      .offset(q.offset)
      .execute();
  const ranges = classes.map((c) =>
    db
      .selectFrom((eb) =>
        eb
          .selectFrom('mints')
          .selectAll()
          .where('listing_class', '=', c)
          .orderBy(key, dir)
          .orderBy('address', dir)
          .limit(q.offset + q.limit)
          .as(`class_${c}`),
      )
      .selectAll(),
  );
  const merged = ranges.slice(1).reduce((all, range) => all.unionAll(range), ranges[0]);
  return db
    .selectFrom(merged.as('listed'))
    .selectAll()
    .orderBy(key, dir)
    .orderBy('address', dir)
    .limit(q.limit)
    .offset(q.offset)
    .execute();
}

/** How many tokens the list holds with these filters and search. */
export async function countTokens(
  db: Kysely<Database>,
  q: ListFilters & { search?: string },
): Promise<number> {
  const r = await whereListed(whereSearch(db.selectFrom('mints'), q.search), q)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

/** A movement of a mint: its transaction's position and its index among the transaction's movements. */
export interface MovementKey {
  tx_id: number;
  seq: number;
}

/** The Transfers tab's cursor: `<slot>.<index>[.<movement>]` (a cursor without the movement starts at 0). */
export const movementCursor = cursorCodec([SLOT, TX_INDEX, optional(POSITION)], {
  read: ([slot, index, seq]): MovementKey => ({ tx_id: txId(slot, index), seq: seq ?? 0 }),
  write: (k: MovementKey) => [slotOfTx(k.tx_id), indexOfTx(k.tx_id), k.seq],
});

/** The Transactions tab's cursor: `<slot>.<index>` (a Transfers cursor is read as its transaction). */
export const transactionCursor = cursorCodec([SLOT, TX_INDEX, optional(POSITION)], {
  read: ([slot, index]) => txId(slot, index),
  write: (id: number) => [slotOfTx(id), indexOfTx(id), undefined],
});

/**
 * A page of a mint's movements, newest first, after the cursor's movement; transfers_mint
 * (mint_id, tx_id, seq) serves this order and the cursor without a sort.
 */
export async function movementsPage(
  db: Kysely<Database>,
  mintId: number,
  { limit, after }: PageQuery<MovementKey>,
): Promise<Page<MovementKey>> {
  let q = db
    .selectFrom('transfers')
    .select(['tx_id', 'seq'])
    .where('mint_id', '=', mintId)
    .orderBy('tx_id', 'desc')
    .orderBy('seq', 'desc')
    .limit(rowsToRead(limit));
  if (after) q = q.where((eb) => eb(eb.refTuple('tx_id', 'seq'), '<', eb.tuple(after.tx_id, after.seq)));
  const rows = (await q.execute()).map((r) => ({ tx_id: Number(r.tx_id), seq: Number(r.seq) }));
  return finishPage(rows, limit, movementCursor.encode);
}

/**
 * A page of the transactions that moved a mint, newest first: each one's first movement of this
 * token (the grouping follows transfers_mint).
 */
export async function firstMovementsPage(
  db: Kysely<Database>,
  mintId: number,
  { limit, after }: PageQuery<number>,
): Promise<Page<MovementKey>> {
  let q = db
    .selectFrom('transfers')
    .select(['tx_id', (eb) => eb.fn.min('seq').as('seq')])
    .where('mint_id', '=', mintId)
    .groupBy('tx_id')
    .orderBy('tx_id', 'desc')
    .limit(rowsToRead(limit));
  if (after !== undefined) q = q.where('tx_id', '<', after);
  const rows = (await q.execute()).map((f) => ({ tx_id: Number(f.tx_id), seq: Number(f.seq) }));
  return finishPage(rows, limit, (r) => transactionCursor.encode(r.tx_id));
}

/** The last holder a page showed: its rank, and its place in the holders index (amount, owner). */
export interface HolderKey {
  rank: number;
  amountKey: string;
  owner: string;
}

/** The Holders tab's cursor: `<rank>.<amount key>.<owner>`. */
export const holderCursor = cursorCodec([uint(9), digitKey(20), addressPart], {
  read: ([rank, amountKey, owner]): HolderKey => ({ rank, amountKey, owner }),
  write: (k: HolderKey) => [k.rank, k.amountKey, k.owner],
});

/**
 * A page of a mint's holders (owner wallets), biggest first, ranked, after the cursor's holder:
 * token_holders_mint_amount (mint_id, amount_key, owner_id) serves the order and the cursor.
 */
export async function holdersPage(
  db: Kysely<Database>,
  mint: string,
  { limit, after }: PageQuery<HolderKey>,
) {
  let q = db
    .selectFrom('token_holders as h')
    .innerJoin('addresses as o', 'o.id', 'h.owner_id')
    .select([
      'o.address as owner',
      'h.owner_id as owner_id',
      'h.amount as amount',
      'h.amount_key as amount_key',
    ])
    .where('h.mint_id', '=', addressIdQuery(db, mint))
    .where('h.amount_key', '>', ZERO_AMOUNT_KEY)
    .orderBy('h.amount_key', 'desc')
    .orderBy('h.owner_id', 'desc')
    .limit(rowsToRead(limit));
  // The cursor's owner by its id as a value: SQLite seeks an index by a row value of bound values
  // only, and with the id as a subquery it walked every holder tied at the cursor's balance (3,528
  // at 10 M). An owner nothing stores cannot follow any holder.
  const owner = after ? await addressId(db, after.owner) : null;
  if (after) q = q.where(sql<boolean>`(h.amount_key, h.owner_id) < (${after.amountKey}, ${owner})`);
  const first = (after?.rank ?? 0) + 1;
  const read = after && owner === null ? [] : await q.execute();
  const rows = read.map((r, i) => ({ ...r, rank: first + i }));
  return finishPage(rows, limit, (r) =>
    holderCursor.encode({ rank: r.rank, amountKey: r.amount_key, owner: r.owner }),
  );
}

/**
 * The token accounts behind these holders' rows, by token_accounts_owner. Empty ones are dropped
 * here: in SQL, a range on amount_key leads SQLite through every account of the mint.
 */
export async function holderAccounts(db: Kysely<Database>, mint: string, ownerIds: number[]) {
  if (ownerIds.length === 0) return [];
  const rows = await db
    .selectFrom('token_accounts as t')
    .innerJoin('addresses as a', 'a.id', 't.address_id')
    .select([
      'a.address as address',
      't.owner_id as owner_id',
      't.amount as amount',
      't.amount_key as amount_key',
    ])
    .where('t.owner_id', 'in', ownerIds)
    .where('t.mint_id', '=', addressIdQuery(db, mint))
    .execute();
  return rows.filter((r) => r.amount_key > ZERO_AMOUNT_KEY);
}

/** Amounts of a mint's plain transfers from transaction `fromTxId` on (transfers_mint index). */
export function transferAmountsSince(db: Kysely<Database>, mintId: number, fromTxId: number) {
  return db
    .selectFrom('transfers')
    .select(['amount'])
    .where('mint_id', '=', mintId)
    .where('tx_id', '>=', fromTxId)
    .where('kind', '=', transferKindCode('transfer'))
    .execute();
}

/** slot → block time of these slots' blocks (those with a time). */
export async function blockTimesOf(db: Kysely<Database>, slots: number[]): Promise<Map<number, number>> {
  if (slots.length === 0) return new Map();
  const blocks = await db
    .selectFrom('blocks')
    .select(['slot', 'block_time'])
    .where('slot', 'in', slots)
    .execute();
  return new Map(
    blocks.filter((b) => b.block_time !== null).map((b) => [Number(b.slot), Number(b.block_time)]),
  );
}
