/**
 * A page jump over posting rows (an address's history, a wallet's movements): whole rows above the
 * page are passed over by their counts, read as heads only. Rows differ in size by thousands (a
 * catch-up batch writes one row per address holding all its entries of the batch; a live batch grows
 * the newest row to a few hundred), so a fixed number of heads a read either takes many round trips
 * or reads far past the row the page starts in. The first read is a small probe; each next one is
 * sized by the average count of the rows passed so far, with a margin.
 *   const jump = new PageJump(skip, firstHeadsOf(db));
 *   const heads = await readHeads(jump.nextRead());
 *   for (const h of heads) if (!jump.pass(h.n)) break;   // jump.left: what the page still skips
 */

import { PostgresAdapter, type QueryExecutor } from 'kysely';

/** Heads read by a jump's first query on SQLite, and by any query at least. */
export const FIRST_HEADS = 16;
/** Heads read by a jump's first query on PostgreSQL. */
export const FIRST_HEADS_PG = 256;
/** Heads read by one query at most. */
export const MAX_HEADS = 1000;
/** Read a quarter more rows than the average predicts, and a few besides. */
const MARGIN = 1.25;
const SPARE_ROWS = 4;

/**
 * On PostgreSQL a head is read from the primary key alone, a few dozen bytes, and each query is a
 * round trip: a larger first read costs a few more index pages and mostly spares the second query.
 * On SQLite a head is read with its whole row, and a query costs no round trip.
 */
export function firstHeadsOf(db: { getExecutor(): QueryExecutor }): number {
  return db.getExecutor().adapter instanceof PostgresAdapter ? FIRST_HEADS_PG : FIRST_HEADS;
}

export class PageJump {
  private rowsPassed = 0;
  private countPassed = 0;

  /** `left`: entries (or transactions) still to pass before the page starts. */
  constructor(
    public left: number,
    private readonly first = FIRST_HEADS,
  ) {}

  /** Passes over a whole row of `count` when the page starts below it; false when it starts inside. */
  pass(count: number): boolean {
    if (count > this.left) return false;
    this.left -= count;
    this.rowsPassed++;
    this.countPassed += count;
    return true;
  }

  /** Rows predicted to hold `count` more entries, by the rows passed; null before any was passed. */
  rowsFor(count: number): number | null {
    if (this.countPassed === 0) return null;
    return Math.ceil(count / (this.countPassed / this.rowsPassed)) + 1;
  }

  /** Heads the next read should take. */
  nextRead(): number {
    if (this.countPassed === 0) return this.first;
    const average = this.countPassed / this.rowsPassed;
    const rows = Math.ceil((this.left / average) * MARGIN) + SPARE_ROWS;
    return Math.min(MAX_HEADS, Math.max(FIRST_HEADS, rows));
  }
}
