/**
 * A long history of many posting rows: page jumps pass over whole rows unread and land on the same
 * entries a walk from the newest reaches, with and without a position range, and a cursor continues
 * where its page ended. Rows of uneven sizes, more than the walk reads in its first queries; and a
 * busy wallet's rows of hundreds of entries, which a jump passes reading about as many heads as it
 * passes. On SQLite and on PostgreSQL.
 */
import { sql } from 'kysely';
import { migrate, openDatabase, type OpenedDatabase } from '../src/db';
import { txId } from '../src/db/txid';
import { balanceActionCode, directionCode } from '../src/walletHistory/codes';
import type { WalletEntry } from '../src/walletHistory/postings';
import {
  countRows,
  countTransactions,
  walletCursor,
  walletEntries,
  walletPage,
  type IndexRow,
  type StoredFilters,
} from '../src/wallet/queries';
import { PackedRead, insertPostingRow } from './helpers/postingRows';
import { planOf, SentQueries } from './helpers/queryPlans';
import { DATABASE_KINDS, tempDatabase, type TestDb } from './helpers/databases';

const KIND = 'wallet_balance_changes';
/** Posting rows, oldest first: row r holds r % 5 + 3 transactions of two movements each. */
const ROWS = 40;
const txsInRow = (r: number) => (r % 5) + 3;
/** The oldest rows, stored without their count of transactions. */
const LEGACY_ROWS = 6;

/** Every entry, oldest first, and the rows as written. */
function history(): { entries: WalletEntry[]; rows: WalletEntry[][] } {
  const rows: WalletEntry[][] = [];
  let slot = 1_000;
  for (let r = 0; r < ROWS; r++) {
    const row: WalletEntry[] = [];
    for (let t = 0; t < txsInRow(r); t++, slot++)
      for (let position = 0; position < 2; position++)
        row.push({
          tx: txId(slot, 0),
          position,
          mint: position === 1 ? 2 : null,
          action: balanceActionCode('transfer'),
          direction: directionCode(position === 0 ? 'out' : 'in'),
        });
    rows.push(row);
  }
  return { entries: rows.flat(), rows };
}

/** A busy wallet (address 2): 300 rows of 200 transactions, one movement each. */
const BUSY_ROWS = 300;
const BUSY_ROW = 200;
function busyRows(): WalletEntry[][] {
  return Array.from({ length: BUSY_ROWS }, (_, r) =>
    Array.from({ length: BUSY_ROW }, (_, i) => ({
      tx: txId(100_000 + r, i),
      position: 0,
      mint: null,
      action: balanceActionCode('transfer'),
      direction: directionCode('in'),
    })),
  );
}

const key = (e: { tx: number; position: number }): IndexRow => ({ tx_id: e.tx, position: e.position });
const newestFirst = (a: WalletEntry, b: WalletEntry) => b.tx - a.tx || b.position - a.position;

describe.each(DATABASE_KINDS)('%s', (kind) => {
  let tdb: TestDb | null = null;
  let h: OpenedDatabase;
  const { entries, rows } = history();
  const all = [...entries].sort(newestFirst).map(key);
  const busy = busyRows();
  const busyAll = busy.flat().sort(newestFirst).map(key);

  beforeAll(async () => {
    tdb = await tempDatabase(kind);
    if (!tdb) return;
    h = await openDatabase(tdb.url);
    await migrate(h.db);
    await h.db
      .insertInto('addresses')
      .values({ id: 1, address: 'LongHistory111111111111111111111111111111111' })
      .execute();
    // The oldest rows were stored before their transactions were counted.
    for (const [r, row] of rows.entries())
      await insertPostingRow(h.db, 1, KIND, row, { counted: r >= LEGACY_ROWS });
    for (const row of busy) await insertPostingRow(h.db, 2, KIND, row);
  });

  afterAll(async () => {
    await h?.close();
    await tdb?.drop();
  });

  const normal = (rs: IndexRow[]) =>
    rs.map((r) => ({ tx_id: Number(r.tx_id), position: Number(r.position) }));

  test('every page jump shows the entries a walk from the newest reaches, rows passed over or not', async () => {
    if (!tdb) return;
    const f: StoredFilters = { addressId: 1 };
    expect(await countRows(h.db, KIND, f)).toBe(all.length);
    const limit = 7;
    for (let page = 1; (page - 1) * limit <= all.length; page++) {
      const got = normal(await walletPage(h.db, KIND, f, { limit, page }));
      // One extra row tells whether more follow.
      expect([page, got]).toEqual([page, all.slice((page - 1) * limit, page * limit + 1)]);
    }
  });

  test('a deep page jump reads the entries of the few rows its page starts in, not of the rows around it', async () => {
    if (!tdb) return;
    const f: StoredFilters = { addressId: 1 };
    for (const page of [1, 20, 40, Math.ceil(all.length / 7)]) {
      const read = new PackedRead();
      const got = normal(await walletPage(h.db.withPlugin(read), KIND, f, { limit: 7, page }));
      expect(got).toEqual(all.slice((page - 1) * 7, page * 7 + 1));
      // Eight entries span at most two rows (six to fourteen entries each): the rows the page starts
      // in, and the next few read as a first page reads them.
      expect([page, read.rows]).toEqual([page, Math.min(read.rows, 8)]);
      expect(read.rows).toBeGreaterThan(0);
    }
  });

  test('inside a position range, a page jump counts only the range and a cursor goes on from its page', async () => {
    if (!tdb) return;
    // From the middle of row 3 to the middle of row 33: both ends cut through a row.
    const fromId = rows[3][4].tx;
    const toId = rows[33][2].tx;
    const f: StoredFilters = { addressId: 1, fromId, toId };
    const inRange = all.filter((e) => e.tx_id >= fromId && e.tx_id < toId);
    expect(inRange.length).toBeGreaterThan(100);
    const limit = 10;
    for (const page of [1, 2, 5, 9, Math.ceil(inRange.length / limit)]) {
      const got = normal(await walletPage(h.db, KIND, f, { limit, page }));
      expect([page, got]).toEqual([page, inRange.slice((page - 1) * limit, page * limit + 1)]);
    }
    // A cursor in the middle of a transaction, then a page jump from it counts from the cursor.
    const at = inRange[41];
    const after = walletCursor.decode(walletCursor.encode({ tx: at.tx_id, position: at.position }));
    const next = normal(await walletPage(h.db, KIND, f, { limit, after }));
    expect(next).toEqual(inRange.slice(42, 42 + limit + 1));
    const walked: IndexRow[] = [];
    for await (const chunk of walletEntries(h.db, KIND, f)) walked.push(...chunk);
    expect(normal(walked)).toEqual(inRange);
  });

  test('pages by transaction jump over whole rows by their counts, and read rows stored without one', async () => {
    if (!tdb) return;
    const f: StoredFilters = { addressId: 1 };
    const txs = [...new Set(all.map((e) => e.tx_id))];
    const limit = 4;
    for (let page = 1; (page - 1) * limit < txs.length; page++) {
      const read = new PackedRead();
      const got = normal(
        await walletPage(h.db.withPlugin(read), KIND, f, { limit, page, byTransaction: true }),
      );
      const shown = new Set(txs.slice((page - 1) * limit, page * limit + 1));
      expect([page, got]).toEqual([page, all.filter((e) => shown.has(e.tx_id))]);
      // The rows the page starts in, and the next few read as a first page reads them; the legacy
      // rows are read whole to count their transactions.
      const deepest = (page - 1) * limit >= txs.length - LEGACY_ROWS * 7;
      if (!deepest) expect([page, read.rows]).toEqual([page, Math.min(read.rows, 8)]);
    }
    // The legacy rows keep no count: the total is counted from the entries.
    expect(await countTransactions(h.db, KIND, f)).toBe(txs.length);
  });

  test('a filter that matches one movement in two still pages through every row', async () => {
    if (!tdb) return;
    const f: StoredFilters = { addressId: 1, mintId: 2 };
    const tokens = all.filter((e) => e.position === 1);
    const got = normal(await walletPage(h.db, KIND, f, { limit: 5, page: 30 }));
    expect(got).toEqual(tokens.slice(145, 151));
  });

  test('a jump over the rows of a busy wallet reads about as many heads as it passes', async () => {
    if (!tdb) return;
    const f: StoredFilters = { addressId: 2 };
    const read = new PackedRead();
    // Page 4,001 of ten: 200 whole rows passed over.
    const got = normal(await walletPage(h.db.withPlugin(read), KIND, f, { limit: 10, page: 4_001 }));
    expect(got).toEqual(busyAll.slice(40_000, 40_011));
    // SQLite: a probe of 16 rows, then the rest its average predicts with a margin (250 in all, of
    // 300); PostgreSQL: one first read of 256. Reads of 4, 16, 64 and 256 heads took 340.
    expect(read.heads).toBeGreaterThanOrEqual(200);
    expect(read.heads).toBeLessThanOrEqual(260);
  });

  test('on PostgreSQL a jump reads heads from the primary key and entries by their key range', async () => {
    if (!tdb || kind !== 'PostgreSQL') return;
    // Thousands of quiet wallets: the planner expects a row or two per wallet.
    await sql`INSERT INTO wallet_history (address_id, kind, last_tx, first_tx, n, txs, entries)
      SELECT a, 1, 1000, 1000, 1, 1, '\\x00'::bytea FROM generate_series(10, 20009) a`.execute(h.db);
    await sql`VACUUM ANALYZE wallet_history`.execute(h.db);
    const sent = new SentQueries();
    await walletPage(h.db.withPlugin(sent), KIND, { addressId: 2 }, { limit: 10, page: 4_001 });
    const plans = await Promise.all(sent.queries.map((q) => planOf(h.db, q, true, { analyzed: true })));
    const heads = plans.filter((p, i) => !JSON.stringify(sent.queries[i].node).includes('"entries"'));
    expect(heads.length).toBeGreaterThan(0);
    for (const p of heads) expect(p).toContain('Index Only Scan Backward using wallet_history_pk');
    // The rows the page starts in, read by their keys: no other row of the wallet is read.
    const entries = plans.filter((p) => p.includes('= ANY'));
    expect(entries).toHaveLength(1);
    expect(entries[0]).not.toMatch(/Rows Removed by Filter: \d{2,}/);
  });
});
