/**
 * The indexer's SQL executor on PostgreSQL: large row sets go in with COPY (append-only tables) or
 * COPY into a staging table then INSERT … ON CONFLICT (upserts). The same rows must come back as a
 * plain INSERT would store them, whatever the text holds, and a failed batch must leave nothing; its
 * look-ups by thousands of keys read indexes.
 */
import pg from 'pg';
import { copyBinary } from '../src/indexer/copyBinary';
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

// The writer looks up each batch's keys by the thousand (`owner_id = ANY(…)`). Priced as a disk's
// random reads, thousands of index look-ups lose to a scan of the whole table until it holds millions
// of rows, and every batch would scan it again: on the writer's connection they read the index.
test('a look-up of 5,000 keys in a 400,000-row table reads its index', async () => {
  if (skip) return console.warn(`SKIPPED: ${skip}`);
  // Owners in no order on the table's pages, as accounts' owners are.
  await admin.query(`CREATE TABLE owned AS SELECT g AS id, 1 + g::bigint * 7919 % 400000 AS owner_id, 1 + g % 1000 AS mint_id
    FROM generate_series(1, 400000) g`);
  await admin.query('CREATE INDEX owned_owner ON owned (owner_id)');
  await admin.query('ANALYZE owned');
  const owners = Array.from({ length: 5000 }, (_, i) => 1 + i * 79);
  const plan = await exec.all<{ 'QUERY PLAN': string }>(
    'EXPLAIN SELECT id, mint_id FROM owned WHERE owner_id = ANY(?::bigint[])',
    [`{${owners.join(',')}}`],
  );
  const text = plan.map((r) => r['QUERY PLAN']).join('\n');
  expect(text).toContain('owned_owner');
  expect(text).not.toMatch(/Seq Scan/);
});

describe('binary COPY', () => {
  const COLS = ['k', 'i2', 'i4', 'i8', 'f8', 'num', 'vc', 'b'];
  beforeAll(async () => {
    if (skip) return;
    await admin.query(`CREATE TABLE typed (k text PRIMARY KEY, i2 smallint, i4 integer, i8 bigint,
      f8 double precision, num numeric, vc varchar(40), b bytea)`);
  });
  beforeEach(async () => {
    if (!skip) await admin.query('TRUNCATE typed');
  });

  const edge: SqlValue[][] = [
    ['zero', 0, 0, 0, 0, 0, '', Buffer.alloc(0)],
    ['neg', -32768, -(2 ** 31), -1, -0.5, '-10000', 'ünï 😀', Buffer.from([0, 255, 92, 10])],
    [
      'max',
      32767,
      2 ** 31 - 1,
      Number.MAX_SAFE_INTEGER,
      1e300,
      '18446744073709551615',
      'a\tb\\c',
      Buffer.alloc(3000, 7),
    ],
    ['big', 1, 2, 2n ** 63n - 1n, 3.25, 10n ** 30n, 'x', null],
    ['low', null, null, -(2n ** 63n), null, '-000120000', null, Buffer.from('\\x41')],
    ['text', 5, 6, '-4294967296', 7, '00000', 'y', Buffer.from('z')],
    ['round', 1, 1, 4294967296, 1, 100_000_000, 'z', null],
  ];
  // Many rows, so the stream spans several chunks.
  const many: SqlValue[][] = Array.from({ length: 300 }, (_, i) => [
    `m${i}`,
    i,
    i * 1000,
    i * 2 ** 40,
    i / 7,
    String(i) + '0'.repeat(i % 25),
    `v${i}`,
    Buffer.alloc(i * 3, i),
  ]);

  async function typedRows(): Promise<Map<string, unknown[]>> {
    const r = await admin.query('SELECT k, i2, i4, i8::text, f8, num::text, vc, b FROM typed');
    return new Map(r.rows.map((x) => [x.k, [x.k, x.i2, x.i4, x.i8, x.f8, x.num, x.vc, x.b]]));
  }
  /** What a value reads back as (bigint and numeric as their canonical text). */
  const expected = (r: SqlValue[]): unknown[] => [
    r[0],
    r[1],
    r[2],
    r[3] === null ? null : BigInt(r[3] as string).toString(),
    r[4],
    r[5] === null ? null : BigInt(r[5] as string).toString(),
    r[6],
    r[7],
  ];

  test('every supported column type reads back exactly: integers at their limits, big numerics, bytes, text', async () => {
    if (skip) return console.warn(`SKIPPED: ${skip}`);
    const rows = [...edge, ...many];
    // These rows take the binary path (none falls back to text).
    const types = ['text', 'int2', 'int4', 'int8', 'float8', 'numeric', 'text', 'bytea'] as const;
    expect(copyBinary(rows, types).length).toBeGreaterThan(1);
    await exec.transaction(() => exec.insert('typed', COLS, rows));
    const got = await typedRows();
    expect(got.size).toBe(rows.length);
    for (const r of rows) expect(got.get(r[0] as string)).toEqual(expected(r));
  });

  test('upserts go through the staging table in binary too', async () => {
    if (skip) return console.warn(`SKIPPED: ${skip}`);
    await exec.transaction(() => exec.insert('typed', COLS, many));
    const changed = many.map((r) => [r[0], 9, 9, 9, 9, '99999999999999999999999', 'new', Buffer.from('n')]);
    await exec.transaction(() =>
      exec.insert('typed', COLS, changed, 'ON CONFLICT (k) DO UPDATE SET num = excluded.num, b = excluded.b'),
    );
    const got = await typedRows();
    expect(got.get('m7')?.[5]).toBe('99999999999999999999999');
    expect(got.get('m7')?.[7]).toEqual(Buffer.from('n'));
    expect(got.get('m7')?.[1]).toBe(7);
  });

  test('a value the binary form cannot carry sends the rows as text: a fraction is stored, garbage is refused', async () => {
    if (skip) return console.warn(`SKIPPED: ${skip}`);
    const fraction = many.map((r, i) => (i === 150 ? [...r.slice(0, 5), '12.5', ...r.slice(6)] : r));
    await exec.transaction(() => exec.insert('typed', COLS, fraction));
    expect((await typedRows()).get('m150')?.[5]).toBe('12.5');
    await admin.query('TRUNCATE typed');
    const garbage = many.map((r, i) => (i === 10 ? [r[0], r[1], r[2], 'twelve', ...r.slice(4)] : r));
    await expect(exec.transaction(() => exec.insert('typed', COLS, garbage))).rejects.toThrow(/bigint/);
    expect((await typedRows()).size).toBe(0);
  });
});
