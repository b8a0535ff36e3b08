/**
 * The writer looks up each batch's keys by the thousand (`owner_id = ANY(…)`) on its own PostgreSQL
 * connection. Priced as a disk's random reads, thousands of index look-ups lose to a scan of the
 * whole table until it holds millions of rows, and every batch would scan it: those look-ups must
 * read the index at every size.
 */
import pg from 'pg';
import { migrate, openDatabase } from '../src/db';
import { openSqlExec } from '../src/indexer/sql';
import { tempPostgres, type TestDb } from './helpers/databases';

jest.setTimeout(60_000);

let db: TestDb | null = null;
let skip = '';

beforeAll(async () => {
  const t = await tempPostgres();
  if ('skip' in t) {
    skip = t.skip;
    return;
  }
  db = t;
  const d = await openDatabase(db.url);
  await migrate(d.db);
  await d.close();
  const c = new pg.Client({ connectionString: db.url });
  await c.connect();
  // 400,000 token accounts of as many owners, analysed as the indexer's vacuum leaves them.
  await c.query(`INSERT INTO token_accounts (address_id, mint_id, owner_id, amount, amount_key, program, updated_slot)
    SELECT g, 1 + g % 1000, g, '1', '00000000000000000001', 0, 1 FROM generate_series(1, 400000) g`);
  await c.query('ANALYZE token_accounts');
  await c.end();
});
afterAll(async () => {
  await db?.drop();
});

test("the writer's look-up of 5,000 owners reads the owner index of a 400,000-account table", async () => {
  if (!db) return console.warn(`SKIPPED: ${skip}`);
  const exec = await openSqlExec(db.url);
  try {
    const owners = Array.from({ length: 5000 }, (_, i) => 1 + i * 79);
    const plan = await exec.all<{ 'QUERY PLAN': string }>(
      'EXPLAIN SELECT address_id, mint_id, owner_id, amount FROM token_accounts WHERE owner_id = ANY(?::bigint[])',
      [`{${owners.join(',')}}`],
    );
    const text = plan.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toContain('token_accounts_owner');
    expect(text).not.toMatch(/Seq Scan/);
  } finally {
    await exec.close();
  }
});
