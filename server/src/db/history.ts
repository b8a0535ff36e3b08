/**
 * The address index as posting lists: rows of transaction positions (db/txid.ts), newest first, as
 * varint gaps; batches fill the newest row while it has room (indexer/write/tails.ts), so a busy
 * address costs a row per few hundred transactions. Rows never overlap, so (address_id, last_tx)
 * orders them and a cursor straddles at most one.
 */
import type { Kysely } from 'kysely';
import type { Database } from './schema';
import { firstHeadsOf, PageJump } from './pageJump';
import { pushVarint, VarintReader } from './varint';

/** Positions (any order) → the newest, the oldest, the count, and the gaps after the newest. */
export function packPositions(positions: number[]): { last: number; first: number; n: number; gaps: Buffer } {
  // The writer's lists are oldest first already: read backwards, not copied and sorted.
  const asc = ascending(positions) ? positions : [...positions].sort((a, b) => a - b);
  const n = asc.length;
  const out: number[] = [];
  for (let i = n - 1; i > 0; i--) pushVarint(out, asc[i] - asc[i - 1]);
  return { last: asc[n - 1], first: asc[0], n, gaps: Buffer.from(out) };
}

function ascending(list: number[]): boolean {
  for (let i = 1; i < list.length; i++) if (list[i] < list[i - 1]) return false;
  return true;
}

/** The gaps of one row holding a newer row's positions, then an older, non-overlapping row's. */
export function joinPositions(
  newer: { first_tx: number; txs: Uint8Array },
  older: { last_tx: number; txs: Uint8Array },
): Buffer {
  if (newer.first_tx <= older.last_tx) throw new Error('address history: joined rows overlap');
  const bridge: number[] = [];
  pushVarint(bridge, newer.first_tx - older.last_tx);
  return Buffer.concat([newer.txs, Buffer.from(bridge), older.txs]);
}

/** The positions of a row, newest first. */
export function unpackPositions(last: number, gaps: Uint8Array): number[] {
  const out = [last];
  let cur = last;
  const read = new VarintReader(gaps, 'address history: gap list cut short');
  while (!read.done) {
    cur -= read.next();
    out.push(cur);
  }
  return out;
}

/** Rows a page reads first when nothing tells how many positions a row holds. */
const FIRST_ROWS = 2;

/** `limit` of an address's positions, newest first: below `before` when given, else after `skip`. */
export async function historyPage(
  db: Kysely<Database>,
  addressId: number,
  opts: { before?: number; skip?: number; limit: number },
): Promise<number[]> {
  const out: number[] = [];
  const base = () =>
    db
      .selectFrom('address_history')
      .select(['last_tx', 'first_tx', 'n', 'txs'])
      .where('address_id', '=', addressId);
  if (opts.before !== undefined) {
    // The one row that may hold positions on both sides of the cursor.
    const straddler = await base()
      .where('last_tx', '>=', opts.before)
      .orderBy('last_tx', 'asc')
      .limit(1)
      .executeTakeFirst();
    if (straddler && Number(straddler.first_tx) < opts.before)
      for (const p of unpackPositions(Number(straddler.last_tx), straddler.txs))
        if (p < opts.before) out.push(p);
  }
  const jump = new PageJump(opts.skip ?? 0, firstHeadsOf(db));
  let below = opts.before;
  // Whole rows above the page are passed over by their counts: their positions are never read.
  while (jump.left > 0) {
    const size = jump.nextRead();
    let q = db
      .selectFrom('address_history')
      .select(['last_tx', 'n'])
      .where('address_id', '=', addressId)
      .orderBy('last_tx', 'desc')
      .limit(size);
    if (below !== undefined) q = q.where('last_tx', '<', below);
    const heads = await q.execute();
    let passed = 0;
    while (passed < heads.length && jump.pass(Number(heads[passed].n))) passed++;
    if (passed > 0) below = Number(heads[passed - 1].last_tx);
    // The page starts in the first row not passed over.
    if (passed < heads.length) break;
    if (heads.length < size) return out;
  }
  let skip = jump.left;
  // Every row holds at least one position, and the first row left holds more than `skip`. A busy
  // address's row holds thousands, so the first read takes the rows the page is likely to need, not
  // one per position it still needs.
  let size = Math.min(opts.limit - out.length, jump.rowsFor(skip + opts.limit - out.length) ?? FIRST_ROWS);
  while (out.length < opts.limit) {
    let q = base().orderBy('last_tx', 'desc').limit(size);
    if (below !== undefined) q = q.where('last_tx', '<', below);
    const rows = await q.execute();
    if (rows.length === 0) break;
    for (const r of rows) {
      const list = unpackPositions(Number(r.last_tx), r.txs).slice(skip);
      skip = 0;
      for (const p of list) if (out.length < opts.limit) out.push(p);
      if (out.length >= opts.limit) break;
    }
    below = Number(rows[rows.length - 1].last_tx);
    size = opts.limit - out.length;
  }
  return out;
}
