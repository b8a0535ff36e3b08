/**
 * The indexer's SQLite write connection keeps its write-ahead log bounded while batches follow each
 * other without a pause: the checkpointer thread copies the log into the database, but the log only
 * starts over when a write begins with every frame copied, which a writer that never pauses does not
 * meet. Past its limit the next batch waits for the checkpointer to copy the log whole before it
 * begins, and its first write starts the log over, so the file stays near the limit however many
 * batches are written; a reader that holds the log back delays that, never the writer.
 */
import BetterSqlite from 'better-sqlite3';
import fs from 'node:fs';
import { sqlitePath } from '../src/db';
import { openSqlExec, type SqlExec } from '../src/indexer/sql';
import { tempSqlite, type TestDb } from './helpers/databases';

const LIMIT = 1 << 20;
/** About 320 KiB of rows a batch: forty batches write 13 MiB, thirteen times the limit. */
const BATCHES = 40;
const ROWS = 20;
const ROW_BYTES = 16 * 1024;

let db: TestDb;
let exec: SqlExec;

beforeAll(async () => {
  db = tempSqlite();
  exec = await openSqlExec(db.url, { walRestartBytes: LIMIT });
  await exec.run('CREATE TABLE blobs (id INTEGER PRIMARY KEY, b BLOB NOT NULL)');
});
afterAll(async () => {
  await exec?.close();
  await db?.drop();
});

let written = 0;
/** Writes one batch of ROWS rows and answers the log's size after its commit. */
async function writeBatch(): Promise<number> {
  const batch = written++;
  await exec.transaction(async () => {
    const rows = Array.from({ length: ROWS }, (_, i) => [batch * ROWS + i, Buffer.alloc(ROW_BYTES, batch)]);
    await exec.insert('blobs', ['id', 'b'], rows);
  });
  return fs.statSync(`${sqlitePath(db.url)}-wal`).size;
}

test('back-to-back batches leave a log near its limit, not one that holds every batch', async () => {
  let largest = 0;
  for (let batch = 0; batch < BATCHES; batch++) largest = Math.max(largest, await writeBatch());
  expect(largest).toBeLessThan(2 * LIMIT);
  const [{ n }] = await exec.all<{ n: number }>('SELECT COUNT(*) AS n FROM blobs');
  expect(n).toBe(written * ROWS);
});

test('a reader holding the log back lets the writer go on, and the log starts over once it lets go', async () => {
  const reader = new BetterSqlite(sqlitePath(db.url), { readonly: true });
  try {
    // An open read transaction keeps every frame after its snapshot from being copied.
    reader.exec('BEGIN');
    const seen = (reader.prepare('SELECT COUNT(*) AS n FROM blobs').get() as { n: number }).n;
    const sizes: number[] = [];
    const t0 = performance.now();
    for (let batch = 0; batch < 8; batch++) sizes.push(await writeBatch());
    // Eight batches, each waiting for a drain only until its copy stands still (the busy timeout is 10 s).
    expect(performance.now() - t0).toBeLessThan(5_000);
    expect(Math.max(...sizes)).toBeGreaterThan(2 * LIMIT);
    expect((reader.prepare('SELECT COUNT(*) AS n FROM blobs').get() as { n: number }).n).toBe(seen);
    reader.exec('COMMIT');
  } finally {
    reader.close();
  }
  for (let batch = 0; batch < 6; batch++) await writeBatch();
  // The file keeps its size up to journal_size_limit; the frames in it are what started over.
  const [{ log }] = await exec.all<{ log: number }>('PRAGMA wal_checkpoint(PASSIVE)');
  const [{ page_size }] = await exec.all<{ page_size: number }>('PRAGMA page_size');
  expect(log * page_size).toBeLessThan(2 * LIMIT);
  const [{ n }] = await exec.all<{ n: number }>('SELECT COUNT(*) AS n FROM blobs');
  expect(n).toBe(written * ROWS);
});
