/**
 * An address's history in many posting rows: a page at any depth lists the positions a walk from
 * the newest reaches, a cursor continues below its position, and a jump past whole rows reads their
 * heads only, never their packed positions. Rows of uneven sizes, more of them than one read of heads
 * holds; and rows of a thousand positions, as a catch-up writes them, which a jump passes reading
 * about as many heads as it passes. On SQLite and on PostgreSQL.
 */
import { sql } from 'kysely';
import { migrate, openDatabase, type OpenedDatabase } from '../src/db';
import { historyPage, packPositions } from '../src/db/history';
import { FIRST_HEADS_PG } from '../src/db/pageJump';
import { txId } from '../src/db/txid';
import { PackedRead } from './helpers/postingRows';
import { planOf, SentQueries } from './helpers/queryPlans';
import { DATABASE_KINDS, tempDatabase, type TestDb } from './helpers/databases';

/** Posting rows, oldest first: row r holds r % 4 + 1 positions, one transaction a slot. */
const ROWS = 2_400;
const positionsInRow = (r: number) => (r % 4) + 1;

function rowsOfPositions(): number[][] {
  const rows: number[][] = [];
  let slot = 100;
  for (let r = 0; r < ROWS; r++) rows.push(Array.from({ length: positionsInRow(r) }, () => txId(slot++, 3)));
  return rows;
}

/** A busy address's rows, oldest first: 300 rows of 1,000 positions each. */
const BIG_ROWS = 300;
const BIG_ROW = 1_000;
function bigRows(): number[][] {
  return Array.from({ length: BIG_ROWS }, (_, r) =>
    Array.from({ length: BIG_ROW }, (_, i) => txId(50_000 + r, i)),
  );
}

describe.each(DATABASE_KINDS)('%s', (kind) => {
  let tdb: TestDb | null = null;
  let h: OpenedDatabase;
  const rows = rowsOfPositions();
  const newestFirst = rows.flat().reverse();
  const big = bigRows();
  const bigNewestFirst = big.flat().reverse();

  beforeAll(async () => {
    tdb = await tempDatabase(kind);
    if (!tdb) return;
    h = await openDatabase(tdb.url);
    await migrate(h.db);
    const values = [
      ...rows.map((positions) => [7, positions] as const),
      ...big.map((positions) => [8, positions] as const),
    ].map(([address_id, positions]) => {
      const p = packPositions(positions);
      return { address_id, last_tx: p.last, first_tx: p.first, n: p.n, txs: p.gaps };
    });
    for (let i = 0; i < values.length; i += 500)
      await h.db
        .insertInto('address_history')
        .values(values.slice(i, i + 500))
        .execute();
  });
  afterAll(async () => {
    await h?.close();
    await tdb?.drop();
  });

  test('a page at any depth lists what a walk from the newest reaches, and past the end nothing', async () => {
    if (!tdb) return;
    const limit = 11;
    const depths = [0, 1, 3, 4, 10, 2_499, 2_500, 2_501, 5_990, newestFirst.length - 5, newestFirst.length];
    for (const skip of depths) {
      const got = await historyPage(h.db, 7, { skip, limit });
      expect([skip, got]).toEqual([skip, newestFirst.slice(skip, skip + limit)]);
    }
    expect(await historyPage(h.db, 7, { skip: newestFirst.length + 40, limit })).toEqual([]);
  });

  test('a cursor continues below its position', async () => {
    if (!tdb) return;
    const at = 3_001;
    const got = await historyPage(h.db, 7, { before: newestFirst[at], limit: 9 });
    expect(got).toEqual(newestFirst.slice(at + 1, at + 10));
  });

  test('a deep jump reads the positions of the rows its page lies in only', async () => {
    if (!tdb) return;
    const read = new PackedRead('txs');
    const skip = newestFirst.length - 100;
    const got = await historyPage(h.db.withPlugin(read), 7, { skip, limit: 10 });
    expect(got).toEqual(newestFirst.slice(skip, skip + 10));
    // Ten positions lie in at most ten rows (one position or more each).
    expect(read.rows).toBeGreaterThan(0);
    expect(read.rows).toBeLessThanOrEqual(10);
  });

  test('a jump over rows of a thousand reads about as many heads as it passes', async () => {
    if (!tdb) return;
    const read = new PackedRead('txs');
    // Page 10,001 of ten: 100 whole rows passed over.
    const skip = 100_000;
    const got = await historyPage(h.db.withPlugin(read), 8, { skip, limit: 10 });
    expect(got).toEqual(bigNewestFirst.slice(skip, skip + 10));
    // SQLite: a probe of 16 rows, then the 84 its average predicts with a margin, 125 in all of 300.
    // PostgreSQL reads its heads from the key: one first read of 256 holds the page's start.
    expect(read.heads).toBeGreaterThanOrEqual(100);
    expect(read.heads).toBeLessThanOrEqual(kind === 'PostgreSQL' ? FIRST_HEADS_PG : 130);
    // The page lies in one row: it and the next at most are read whole, not one row per position.
    expect(read.rows).toBeLessThanOrEqual(2);
  });

  test('on PostgreSQL the heads are read from the primary key alone', async () => {
    if (!tdb || kind !== 'PostgreSQL') return;
    await sql`VACUUM ANALYZE address_history`.execute(h.db);
    const sent = new SentQueries();
    await historyPage(h.db.withPlugin(sent), 8, { skip: 100_000, limit: 10 });
    const heads = sent.queries.filter((q) => !JSON.stringify(q.node).includes('"txs"'));
    expect(heads.length).toBeGreaterThan(0);
    for (const q of heads) {
      const plan = await planOf(h.db, q, true, { analyzed: true });
      expect(plan).toContain('Index Only Scan Backward using address_history_pk');
      expect(plan).toContain('Heap Fetches: 0');
    }
  });
});
