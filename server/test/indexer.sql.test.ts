/**
 * The indexer's SQL executor on PostgreSQL: large row sets go in with COPY (append-only tables) or
 * COPY into a staging table then INSERT … ON CONFLICT (upserts). The same rows must come back as a
 * plain INSERT would store them, whatever the text holds, and a failed batch must leave nothing.
 */
import pg from 'pg';
import { openSqlExec, type SqlExec, type SqlValue } from '../src/indexer/sql';
import { tempPostgres, type TestDb } from './helpers/databases';

let db: TestDb | null = null;
let skip: string | null = null;
let admin: pg.Client;
let exec: SqlExec;

beforeAll(async () => {
  const t = await tempPostgres();
  if ('skip' in t) {
    skip = t.skip;
    return;
  }
  db = t;
  admin = new pg.Client({ connectionString: t.url });
  await admin.connect();
  await admin.query('CREATE TABLE kv (k text PRIMARY KEY, v text, n bigint, c integer NOT NULL DEFAULT 7)');
  exec = await openSqlExec(t.url);
});

afterAll(async () => {
  await exec?.close();
  await admin?.end();
  await db?.drop();
});

beforeEach(async () => {
  if (!skip) await admin.query('TRUNCATE kv');
});

// Every character COPY's text format treats specially, plus the literal text of its NULL marker.
const TEXTS = [
  'back\\slash',
  'tab\there',
  'line\nfeed',
  'carriage\rreturn',
  '\\N',
  'ünïcödé 😀',
  '',
  '{"a":"\\"q\\""}',
];
const rowsOf = (n: number, prefix = 'k'): SqlValue[][] =>
  Array.from({ length: n }, (_, i) => [
    `${prefix}${i}`,
    TEXTS[i % TEXTS.length],
    i % 5 === 0 ? null : BigInt(i) * 1_000_000_000_000n,
  ]);

async function stored(): Promise<Map<string, { v: string | null; n: string | null; c: number }>> {
  const r = await admin.query<{ k: string; v: string | null; n: string | null; c: number }>(
    'SELECT k, v, n::text AS n, c FROM kv',
  );
  return new Map(r.rows.map((x) => [x.k, { v: x.v, n: x.n, c: x.c }]));
}

const UPSERT = 'ON CONFLICT (k) DO UPDATE SET v = excluded.v, n = excluded.n';

test('COPY stores every value exactly, NULL as NULL and defaults for the columns not written', async () => {
  if (skip) return console.warn(`SKIPPED: ${skip}`);
  const rows = rowsOf(500);
  await exec.transaction(() => exec.insert('kv', ['k', 'v', 'n'], rows));
  const got = await stored();
  expect(got.size).toBe(500);
  for (const [k, v, n] of rows) {
    expect(got.get(k as string)).toEqual({ v, n: n === null ? null : String(n), c: 7 });
  }
});

test('upserts through the staging table update existing rows and add new ones, twice in one transaction', async () => {
  if (skip) return console.warn(`SKIPPED: ${skip}`);
  await exec.transaction(() => exec.insert('kv', ['k', 'v', 'n'], rowsOf(300)));
  const update = rowsOf(400).map(([k], i) => [k, `u${i}`, i]);
  await exec.transaction(async () => {
    await exec.insert('kv', ['k', 'v', 'n'], update, UPSERT);
    // The second upsert of the same table must not see the first one's staged rows again.
    await exec.insert('kv', ['k', 'v', 'n'], rowsOf(100, 'z'), UPSERT);
  });
  const got = await stored();
  expect(got.size).toBe(500);
  expect(got.get('k0')).toEqual({ v: 'u0', n: '0', c: 7 });
  expect(got.get('k399')).toEqual({ v: 'u399', n: '399', c: 7 });
  expect(got.get('z1')).toEqual({ v: TEXTS[1], n: '1000000000000', c: 7 });
});

test('an upsert outside a transaction is applied, and small row sets take the same path to the same result', async () => {
  if (skip) return console.warn(`SKIPPED: ${skip}`);
  await exec.insert('kv', ['k', 'v', 'n'], rowsOf(200), UPSERT);
  await exec.insert('kv', ['k', 'v', 'n'], rowsOf(3, 's'), UPSERT);
  const got = await stored();
  expect(got.size).toBe(203);
  expect(got.get('s2')).toEqual({ v: TEXTS[2], n: '2000000000000', c: 7 });
});

test('a failed batch leaves nothing behind, and the next batch works (its staging table re-created)', async () => {
  if (skip) return console.warn(`SKIPPED: ${skip}`);
  // A new connection: its staging table is created inside the transaction that fails.
  const fresh = await openSqlExec((db as TestDb).url);
  try {
    await fresh.transaction(() => fresh.insert('kv', ['k', 'v', 'n'], rowsOf(100)));
    await expect(
      fresh.transaction(async () => {
        await fresh.insert('kv', ['k', 'v', 'n'], rowsOf(150, 'new'), UPSERT);
        // Duplicate keys: the plain COPY fails and the whole batch must roll back.
        await fresh.insert('kv', ['k', 'v', 'n'], rowsOf(100));
      }),
    ).rejects.toThrow(/duplicate key/);
    expect((await stored()).size).toBe(100);
    await fresh.transaction(() => fresh.insert('kv', ['k', 'v', 'n'], rowsOf(150, 'new'), UPSERT));
    expect((await stored()).size).toBe(250);
  } finally {
    await fresh.close();
  }
});
