/**
 * Reads of the wallet history (walletHistory/postings.ts): a page walks an address's rows newest first,
 * keeps the entries the filters match (a time range also bounds the rows read), and derives its rows
 * again from the stored transactions.
 */
import type { Kysely } from 'kysely';
import { NATIVE_MINT } from 'shared-api/programs';
import { cursorCodec, POSITION, SLOT, TX_INDEX } from '../http/cursor';
import { finishPage, rowsToRead, type Page, type PageQuery } from '../http/page';
import { addressId as idOfAddress } from '../db/addresses';
import { firstHeadsOf, PageJump } from '../db/pageJump';
import type { Database } from '../db/schema';
import { firstTxOf, indexOfTx, slotOfTx, txId } from '../db/txid';
import type { TransactionReader } from '../db/txstore';
import {
  balanceActionCode,
  directionCode,
  walletActionCode,
  walletKindCode,
  type WalletKind,
} from '../walletHistory/codes';
import {
  walletBalanceRows,
  walletTransferRows,
  type WalletBalanceRow,
  type WalletTransferRow,
} from '../walletHistory/extract';
import { unpackEntries, type WalletEntry } from '../walletHistory/postings';

/** The history a page reads (the kind of its posting rows). */
export type WalletTable = WalletKind;
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

/** The last movement a page showed: its transaction's position and its position inside it. */
export interface WalletKey {
  tx: number;
  position: number;
}

/** The history tabs' cursor: `<slot>.<index>.<position in transaction>` of the last row shown. */
export const walletCursor = cursorCodec([SLOT, TX_INDEX, POSITION], {
  read: ([slot, index, position]): WalletKey => ({ tx: txId(slot, index), position }),
  write: (k: WalletKey) => [slotOfTx(k.tx), indexOfTx(k.tx), k.position],
});

export interface WalletPaging extends PageQuery<WalletKey> {
  page?: number;
  /**
   * Page by transaction: `limit` (and `page`) count transactions, and a page holds every matching
   * entry of each of its transactions (the Transfers tab shows a row per transaction).
   */
  byTransaction?: boolean;
}

/** The cursor past a whole transaction: every movement position is >= 0. */
export const txCursorOf = (tx: number): string => walletCursor.encode({ tx, position: 0 });

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

/** Resolves the filters once per request to ids, codes and a position range. */
export async function storedFilters(
  db: Kysely<Database>,
  table: WalletTable,
  address: string,
  f: WalletFilters,
): Promise<StoredFilters | null> {
  const addressId = await idOfAddress(db, address);
  if (addressId === null) return null;
  const out: StoredFilters = { addressId };
  if (f.mint) {
    if (f.mint === NATIVE_MINT) out.mintId = null;
    else {
      const m = await idOfAddress(db, f.mint);
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
  // The first block at or after a time, or the last at or before it.
  const blockAt = (op: '>=' | '<=', time: number) => {
    const dir = op === '>=' ? 'asc' : 'desc';
    return db
      .selectFrom('blocks')
      .select(['slot'])
      .where('block_time', op, time)
      .orderBy('block_time', dir)
      .orderBy('slot', dir)
      .limit(1)
      .executeTakeFirst();
  };
  if (f.from !== undefined) {
    const b = await blockAt('>=', f.from);
    if (!b) return null;
    out.fromId = firstTxOf(Number(b.slot));
  }
  if (f.to !== undefined) {
    const b = await blockAt('<=', f.to);
    if (!b) return null;
    out.toId = firstTxOf(Number(b.slot) + 1);
  }
  return out;
}

/** Which transaction and movement an entry points at. */
export type IndexRow = { tx_id: number; position: number };

/** Whether an entry passes the filters (the position range included). */
function matcher(f: StoredFilters): (e: WalletEntry) => boolean {
  return (e) =>
    (f.mintId === undefined || e.mint === f.mintId) &&
    (f.directions === undefined || f.directions.includes(e.direction)) &&
    (f.action === undefined || e.action === f.action) &&
    (f.fromId === undefined || e.tx >= f.fromId) &&
    (f.toId === undefined || e.tx < f.toId);
}

/** No filter but the position range: whole rows inside the range can be counted or skipped by `n`. */
const onlyRange = (f: StoredFilters): boolean =>
  f.mintId === undefined && f.directions === undefined && f.action === undefined;

/**
 * Rows read by a walk's first query; each further query reads four times as many, up to
 * ROWS_PER_READ. A first page needs the newest row or two (a row packs about a thousand entries), so
 * a busy wallet's page 1 costs the same as a quiet one's; a walk over a long history still takes few
 * queries.
 */
const FIRST_READ = 4;
const ROWS_PER_READ = 1024;

interface PostingRow {
  last_tx: number;
  first_tx: number;
  n: number;
  /** distinct transactions; null in a row stored before they were counted */
  txs: number | null;
  entries: Buffer;
}

/** A posting row without its entries: enough to pass over it on a page jump. */
type PostingHead = Omit<PostingRow, 'entries'>;

const headOf = (r: { last_tx: number; first_tx: number; n: number; txs: number | null }): PostingHead => ({
  last_tx: Number(r.last_tx),
  first_tx: Number(r.first_tx),
  n: Number(r.n),
  txs: r.txs === null ? null : Number(r.txs),
});

/**
 * A page jump's rule for passing rows: `pass` takes a row (tried newest first, until it first
 * declines one), and `nextRead` sizes the next read of heads.
 */
interface RowJump {
  pass(r: PostingHead): boolean;
  nextRead(): number;
}

/**
 * One address and kind's posting rows that can hold entries in [`fromId`, `below`), newest first.
 * Rows the jump passes over are read as heads, never their entries.
 */
async function* postingRows(
  db: Kysely<Database>,
  table: WalletTable,
  f: StoredFilters,
  below?: WalletKey,
  jump?: RowJump,
): AsyncGenerator<PostingRow[]> {
  const base = () =>
    db
      .selectFrom('wallet_history')
      .select(['last_tx', 'first_tx', 'n', 'txs'])
      .where('address_id', '=', f.addressId)
      .where('kind', '=', walletKindCode(table));
  const entriesOf = async (heads: PostingHead[]): Promise<PostingRow[]> => {
    if (heads.length === 0) return [];
    // The range as well as the list: on a 10 M index PostgreSQL, estimating a row or two per
    // address, read the list as a filter over every row of a busy wallet (302 rows for 4).
    const rows = await base()
      .select('entries')
      .where('last_tx', '<=', heads[0].last_tx)
      .where('last_tx', '>=', heads[heads.length - 1].last_tx)
      .where(
        'last_tx',
        'in',
        heads.map((h) => h.last_tx),
      )
      .execute();
    const byLast = new Map(rows.map((r) => [Number(r.last_tx), r.entries]));
    // A row rolled back between the two reads is gone from both.
    return heads.flatMap((h) => {
      const entries = byLast.get(h.last_tx);
      return entries ? [{ ...h, entries }] : [];
    });
  };
  let under: number | undefined;
  if (below) {
    // Rows of an address never overlap: at most one holds entries on both sides of the bound.
    const straddler = await base()
      .select('entries')
      .where('last_tx', '>=', below.tx)
      .orderBy('last_tx', 'asc')
      .limit(1)
      .executeTakeFirst();
    if (straddler && Number(straddler.first_tx) <= below.tx)
      yield [{ ...headOf(straddler), entries: straddler.entries }];
    under = below.tx;
  }
  let passing = jump !== undefined;
  let size = FIRST_READ;
  for (;;) {
    if (passing && jump) size = jump.nextRead();
    let q = base()
      .$if(!passing, (qb) => qb.select('entries'))
      .orderBy('last_tx', 'desc')
      .limit(size);
    if (under !== undefined) q = q.where('last_tx', '<', under);
    if (f.fromId !== undefined) q = q.where('last_tx', '>=', f.fromId);
    const read = await q.execute();
    if (read.length === 0) return;
    let rows: PostingRow[];
    if (passing && jump) {
      let kept = 0;
      while (kept < read.length && jump.pass(headOf(read[kept]))) kept++;
      if (kept < read.length) {
        // The page starts in this row: from here on the walk reads as from a first page, a few
        // rows at a time, not the rest of this read.
        passing = false;
        const heads = read.slice(kept, kept + FIRST_READ).map(headOf);
        rows = await entriesOf(heads);
        under = heads[heads.length - 1].last_tx;
        size = FIRST_READ;
        if (rows.length) yield rows;
        continue;
      }
      rows = [];
    } else rows = read.map((r) => ({ ...headOf(r), entries: r.entries as Buffer }));
    if (rows.length) yield rows;
    if (read.length < size) return;
    under = Number(read[read.length - 1].last_tx);
    size = Math.min(size * 4, ROWS_PER_READ);
  }
}

/** The tighter of a cursor and the end of the time range, as an exclusive (transaction, movement) bound. */
function boundOf(f: StoredFilters, after?: WalletKey): WalletKey | undefined {
  // Every movement position is >= 0: (toId, 0) excludes the whole transaction toId and above.
  const fromRange = f.toId !== undefined ? { tx: f.toId, position: 0 } : undefined;
  if (!after) return fromRange;
  if (!fromRange) return after;
  return after.tx < fromRange.tx ? after : fromRange;
}

const isBelow = (e: WalletEntry, b: WalletKey | undefined): boolean =>
  b === undefined || e.tx < b.tx || (e.tx === b.tx && e.position < b.position);

/** The matching entries of an address, newest first, in chunks: an export never holds the whole history. */
export async function* walletEntries(
  db: Kysely<Database>,
  table: WalletTable,
  f: StoredFilters,
): AsyncGenerator<IndexRow[]> {
  const match = matcher(f);
  const bound = boundOf(f);
  for await (const rows of postingRows(db, table, f, bound)) {
    const out: IndexRow[] = [];
    for (const r of rows)
      for (const e of unpackEntries(r.last_tx, r.entries))
        if (isBelow(e, bound) && match(e)) out.push({ tx_id: e.tx, position: e.position });
    if (out.length) yield out;
  }
}

/**
 * Whether a row lies wholly inside the range: with no other filter, a page jump then passes over it
 * by its counts without reading it.
 */
const wholeRowInside = (f: StoredFilters, bound: WalletKey | undefined, r: PostingHead): boolean =>
  (f.fromId === undefined || r.first_tx >= f.fromId) && (bound === undefined || r.last_tx < bound.tx);

/**
 * A jump passing rows that lie wholly inside the range by `count` (null: a row stored without its
 * count, read to count it).
 */
function rowJump(
  jump: PageJump,
  f: StoredFilters,
  bound: WalletKey | undefined,
  count: (r: PostingHead) => number | null,
): RowJump {
  return {
    pass(r) {
      const c = count(r);
      return c !== null && wholeRowInside(f, bound, r) && jump.pass(c);
    },
    nextRead: () => jump.nextRead(),
  };
}

/** Entries (by transaction: transactions) a page jump passes over; none after a cursor. */
const skipOf = ({ after, page, limit }: WalletPaging): number =>
  after === undefined && page !== undefined && page > 1 ? (page - 1) * limit : 0;

/**
 * Newest first, after the cursor's row or from page `page`; one extra row (by transaction: one extra
 * transaction) tells `hasMore`.
 */
export async function walletPage(
  db: Kysely<Database>,
  table: WalletTable,
  f: StoredFilters,
  paging: WalletPaging,
): Promise<IndexRow[]> {
  if (paging.byTransaction) return walletTxPage(db, table, f, paging);
  const want = rowsToRead(paging.limit);
  const jump = new PageJump(skipOf(paging), firstHeadsOf(db));
  const match = matcher(f);
  const bound = boundOf(f, paging.after);
  const out: IndexRow[] = [];
  for await (const rows of postingRows(
    db,
    table,
    f,
    bound,
    jump.left > 0 && onlyRange(f) ? rowJump(jump, f, bound, (r) => r.n) : undefined,
  )) {
    for (const r of rows) {
      for (const e of unpackEntries(r.last_tx, r.entries)) {
        if (!isBelow(e, bound) || !match(e)) continue;
        if (jump.left > 0) {
          jump.left--;
          continue;
        }
        out.push({ tx_id: e.tx, position: e.position });
        if (out.length >= want) return out;
      }
    }
  }
  return out;
}

/**
 * A page by transaction: the matching entries of `limit + 1` transactions. A jump with no filter but
 * the range passes over whole rows by their counts of transactions; a row stored before those were
 * kept is read to count them.
 */
async function walletTxPage(
  db: Kysely<Database>,
  table: WalletTable,
  f: StoredFilters,
  paging: WalletPaging,
): Promise<IndexRow[]> {
  const want = rowsToRead(paging.limit);
  const jump = new PageJump(skipOf(paging), firstHeadsOf(db));
  const match = matcher(f);
  // A cursor inside a transaction moves to its start, so a page never begins inside one.
  const bound = boundOf(f, paging.after && { tx: paging.after.tx, position: 0 });
  const out: IndexRow[] = [];
  let current: number | undefined;
  let taking = false;
  let taken = 0;
  for await (const rows of postingRows(
    db,
    table,
    f,
    bound,
    // Rows never share a transaction, so one passed over whole takes its count off the skip.
    jump.left > 0 && onlyRange(f) ? rowJump(jump, f, bound, (r) => r.txs) : undefined,
  )) {
    for (const r of rows) {
      for (const e of unpackEntries(r.last_tx, r.entries)) {
        if (!isBelow(e, bound) || !match(e)) continue;
        if (e.tx !== current) {
          current = e.tx;
          if (jump.left > 0) {
            jump.left--;
            taking = false;
          } else {
            if (taken >= want) return out;
            taken++;
            taking = true;
          }
        }
        if (taking) out.push({ tx_id: e.tx, position: e.position });
      }
    }
  }
  return out;
}

/** The finished page of a history tab (entries, or by transaction), whether more follow, and its cursor. */
export async function walletHistoryPage(
  db: Kysely<Database>,
  table: WalletTable,
  f: StoredFilters,
  paging: WalletPaging,
): Promise<Page<IndexRow>> {
  const read = await walletPage(db, table, f, paging);
  if (!paging.byTransaction)
    return finishPage(read, paging.limit, (e) => walletCursor.encode({ tx: e.tx_id, position: e.position }));
  const { entries, hasMore, nextCursor } = splitTxPage(read, paging.limit);
  return { rows: entries, hasMore, nextCursor };
}

/**
 * The first `limit` transactions of a by-transaction page, whether more follow, and the cursor from
 * the index itself (so a transaction deriving no row cannot send the next page back).
 */
export function splitTxPage(
  entries: readonly IndexRow[],
  limit: number,
): { entries: IndexRow[]; hasMore: boolean; nextCursor: string | null } {
  const txs: number[] = [];
  for (const e of entries) if (txs[txs.length - 1] !== Number(e.tx_id)) txs.push(Number(e.tx_id));
  const { rows, hasMore, nextCursor } = finishPage(txs, limit, txCursorOf);
  const shown = new Set(rows);
  return { entries: entries.filter((e) => shown.has(Number(e.tx_id))), hasMore, nextCursor };
}

/** No filter and no range: every entry of the address's history matches. */
const wholeHistory = (f: StoredFilters): boolean =>
  onlyRange(f) && f.fromId === undefined && f.toId === undefined;

/**
 * An address's whole history counted from its rows' kept counts: entries, and transactions (rows
 * never share one) when every row has its count, else null.
 */
async function keptTotals(
  db: Kysely<Database>,
  table: WalletTable,
  f: StoredFilters,
): Promise<{ entries: number; transactions: number | null }> {
  const r = await db
    .selectFrom('wallet_history')
    .select((eb) => [
      eb.fn.sum<number | string | null>('n').as('n'),
      eb.fn.sum<number | string | null>('txs').as('txs'),
      eb.fn.count<number | string>('txs').as('counted'),
      eb.fn.countAll<number | string>().as('rows'),
    ])
    .where('address_id', '=', f.addressId)
    .where('kind', '=', walletKindCode(table))
    .executeTakeFirst();
  return {
    entries: Number(r?.n ?? 0),
    transactions: Number(r?.counted ?? 0) === Number(r?.rows ?? 0) ? Number(r?.txs ?? 0) : null,
  };
}

/** How many transactions hold a matching entry. */
export async function countTransactions(
  db: Kysely<Database>,
  table: WalletTable,
  f: StoredFilters,
): Promise<number> {
  if (wholeHistory(f)) {
    const kept = (await keptTotals(db, table, f)).transactions;
    if (kept !== null) return kept;
  }
  let n = 0;
  let last: number | undefined;
  for await (const chunk of walletEntries(db, table, f))
    for (const e of chunk)
      if (e.tx_id !== last) {
        last = e.tx_id;
        n++;
      }
  return n;
}

/** How many entries match the filters. */
export async function countRows(db: Kysely<Database>, table: WalletTable, f: StoredFilters): Promise<number> {
  if (wholeHistory(f)) return (await keptTotals(db, table, f)).entries;
  let n = 0;
  for await (const chunk of walletEntries(db, table, f)) n += chunk.length;
  return n;
}

/** The page rows of `address` at these positions, derived again by the indexer's rules. */
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

/** A mint's symbol (the CSV exports' token column), null when unknown. */
export async function mintSymbol(db: Kysely<Database>, mint: string): Promise<string | null> {
  const m = await db.selectFrom('mints').select(['symbol']).where('address', '=', mint).executeTakeFirst();
  return m?.symbol ?? null;
}
