/**
 * The indexer's SQL executor on SQLite: better-sqlite3 is synchronous, so a batch of tens of
 * thousands of rows would hold the writer's thread until it commits. Fetched blocks are handed to the
 * decoding workers on that thread, so a long batch must let its event loop run, and still commit
 * every row in one transaction.
 */
import BetterSqlite from 'better-sqlite3';
import { openSqlExec, type SqlExec } from '../src/indexer/sql';
import { tempSqlite, type TestDb } from './helpers/databases';

let db: TestDb;
let exec: SqlExec;

beforeAll(async () => {
  db = tempSqlite();
  const setup = new BetterSqlite(db.url.replace(/^sqlite:/, ''));
  setup.exec('CREATE TABLE kv (k INTEGER PRIMARY KEY, v TEXT NOT NULL)');
  setup.close();
  exec = await openSqlExec(db.url);
});

afterAll(async () => {
  await exec?.close();
  await db?.drop();
});

test('a long batch lets the event loop run while it writes, and commits every row at once', async () => {
  const rows = Array.from({ length: 200_000 }, (_, i) => [i, `value ${i} `.repeat(4)]);
  let ticks = 0;
  let seenInside = -1;
  const timer = setInterval(() => ticks++, 1);
  try {
    await exec.transaction(async () => {
      await exec.insert('kv', ['k', 'v'], rows);
      seenInside = ticks;
      // Nothing is visible to another connection before the commit.
      const other = new BetterSqlite(db.url.replace(/^sqlite:/, ''), { readonly: true });
      expect(other.prepare('SELECT COUNT(*) AS n FROM kv').get()).toEqual({ n: 0 });
      other.close();
    });
  } finally {
    clearInterval(timer);
  }
  expect(seenInside).toBeGreaterThan(0);
  expect(await exec.all('SELECT COUNT(*) AS n FROM kv')).toEqual([{ n: 200_000 }]);
});
