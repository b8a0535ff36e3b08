/**
 * The indexer's SQLite write connection keeps its write-ahead log bounded while batches follow each
 * other without a pause: the checkpointer thread copies the log into the database, but the log only
 * starts over when a write begins with every frame copied, which a writer that never pauses does not
 * meet. Past its limit the writer restarts the log itself, so the file stays near the limit however
 * many batches are written.
 */
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

test('back-to-back batches leave a log near its limit, not one that holds every batch', async () => {
  const wal = `${sqlitePath(db.url)}-wal`;
  let largest = 0;
  for (let batch = 0; batch < BATCHES; batch++) {
    await exec.transaction(async () => {
      const rows = Array.from({ length: ROWS }, (_, i) => [batch * ROWS + i, Buffer.alloc(ROW_BYTES, batch)]);
      await exec.insert('blobs', ['id', 'b'], rows);
    });
    largest = Math.max(largest, fs.statSync(wal).size);
  }
  expect(largest).toBeLessThan(2 * LIMIT);
  const [{ n }] = await exec.all<{ n: number }>('SELECT COUNT(*) AS n FROM blobs');
  expect(n).toBe(BATCHES * ROWS);
});
