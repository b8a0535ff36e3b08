/**
 * Transfers are paged by transaction: a page holds `limit` transactions with all their matching
 * movements, whatever number of movements each has; page jumps, cursors and the total agree. Posting
 * rows are written directly (two batches), and the page reads run on SQLite and on PostgreSQL.
 */
import { migrate, openDatabase, type OpenedDatabase } from '../src/db';
import { txId } from '../src/db/txid';
import { directionCode, walletActionCode } from '../src/walletHistory/codes';
import type { WalletEntry } from '../src/walletHistory/postings';
import {
  countRows,
  countTransactions,
  splitTxPage,
  storedFilters,
  txCursorOf,
  walletCursor,
  walletPage,
  type IndexRow,
} from '../src/wallet/queries';
import { PackedRead, insertPostingRow } from './helpers/postingRows';
import { DATABASE_KINDS, tempDatabase, type TestDb } from './helpers/databases';

const W = 'WaLLet1111111111111111111111111111111111111';
const MINT = 'Mint111111111111111111111111111111111111111';

/** Transaction i (0 = oldest) of slot 100 + i: i % 3 + 1 movements, the last one a token 'in'. */
const movementsOf = (i: number) => (i % 3) + 1;
function entriesOf(i: number): WalletEntry[] {
  return Array.from({ length: movementsOf(i) }, (_, position) => {
    const token = position > 0 && position === movementsOf(i) - 1;
    return {
      tx: txId(100 + i, 0),
      position,
      mint: token ? 2 : null,
      action: walletActionCode('transfer'),
      direction: directionCode(token ? 'in' : 'out'),
    };
  });
}
const N = 25;

describe.each(DATABASE_KINDS)('%s', (kind) => {
  let tdb: TestDb | null = null;
  let h: OpenedDatabase;

  beforeAll(async () => {
    tdb = await tempDatabase(kind);
    if (!tdb) return;
    h = await openDatabase(tdb.url);
    await migrate(h.db);
    await h.db
      .insertInto('addresses')
      .values([
        { id: 1, address: W },
        { id: 2, address: MINT },
      ])
      .execute();
    // Two batches: transactions 0–11 and 12–24.
    for (const [from, to] of [
      [0, 12],
      [12, N],
    ]) {
      await insertPostingRow(
        h.db,
        1,
        'wallet_transfers',
        Array.from({ length: to - from }, (_, k) => entriesOf(from + k)).flat(),
      );
    }
  });

  afterAll(async () => {
    await h?.close();
    await tdb?.drop();
  });

  const txsOf = (rows: readonly IndexRow[]) => [...new Set(rows.map((r) => Number(r.tx_id)))];
  const tx = (i: number) => txId(100 + i, 0);

  async function filters(f: { mint?: string; direction?: 'in' | 'out' } = {}) {
    const s = await storedFilters(h.db, 'wallet_transfers', W, f);
    if (!s) throw new Error('no filters');
    return s;
  }

  test('a page holds N transactions with every movement of each, newest first', async () => {
    if (!tdb) return;
    const f = await filters();
    const rows = await walletPage(h.db, 'wallet_transfers', f, { limit: 4, byTransaction: true });
    // One extra transaction tells there is more.
    expect(txsOf(rows)).toEqual([24, 23, 22, 21, 20].map(tx));
    const page = splitTxPage(rows, 4);
    expect(txsOf(page.entries)).toEqual([24, 23, 22, 21].map(tx));
    expect(page.entries).toHaveLength([24, 23, 22, 21].reduce((n, i) => n + movementsOf(i), 0));
    expect(page.hasMore).toBe(true);
    expect(page.nextCursor).toBe(txCursorOf(tx(21)));
    expect(page.nextCursor).toBe('121.0.0');
  });

  test('cursor paging and page jumps walk every transaction once, across posting rows', async () => {
    if (!tdb) return;
    const f = await filters();
    const byCursor: number[][] = [];
    let cursor: string | undefined;
    for (;;) {
      const after = walletCursor.decode(cursor);
      const rows = await walletPage(h.db, 'wallet_transfers', f, { limit: 4, after, byTransaction: true });
      const page = splitTxPage(rows, 4);
      byCursor.push(txsOf(page.entries));
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    expect(byCursor.flat()).toEqual(Array.from({ length: N }, (_, k) => tx(N - 1 - k)));
    expect(byCursor).toHaveLength(Math.ceil(N / 4));
    for (let n = 1; n <= byCursor.length; n++) {
      const rows = await walletPage(h.db, 'wallet_transfers', f, { limit: 4, page: n, byTransaction: true });
      expect([n, txsOf(splitTxPage(rows, 4).entries)]).toEqual([n, byCursor[n - 1]]);
    }
    // Every row keeps its count of transactions: the total adds them up, no entry read.
    const read = new PackedRead();
    expect(await countTransactions(h.db.withPlugin(read), 'wallet_transfers', f)).toBe(N);
    expect(read.rows).toBe(0);
    // Movements are more than transactions: the old count would have said so.
    expect(await countRows(h.db, 'wallet_transfers', f)).toBeGreaterThan(N);
  });

  test('a cursor inside a transaction continues after the whole transaction', async () => {
    if (!tdb) return;
    const f = await filters();
    const rows = await walletPage(h.db, 'wallet_transfers', f, {
      limit: 2,
      after: walletCursor.decode('122.0.2'),
      byTransaction: true,
    });
    expect(txsOf(splitTxPage(rows, 2).entries)).toEqual([21, 20].map(tx));
  });

  test('filters pick transactions by their matching movements, and only those movements', async () => {
    if (!tdb) return;
    const f = await filters({ mint: MINT });
    const withToken = Array.from({ length: N }, (_, i) => i)
      .filter((i) => movementsOf(i) > 1)
      .reverse();
    const rows = await walletPage(h.db, 'wallet_transfers', f, { limit: 50, byTransaction: true });
    expect(txsOf(rows)).toEqual(withToken.map(tx));
    expect(rows).toHaveLength(withToken.length);
    expect(await countTransactions(h.db, 'wallet_transfers', f)).toBe(withToken.length);
    const outs = await filters({ direction: 'out' });
    expect(await countTransactions(h.db, 'wallet_transfers', outs)).toBe(N);
  });

  test('movement paging is unchanged for the other history', async () => {
    if (!tdb) return;
    const f = await filters();
    const rows = await walletPage(h.db, 'wallet_transfers', f, { limit: 4 });
    expect(rows).toHaveLength(5);
  });
});
