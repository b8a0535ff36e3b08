/**
 * On PostgreSQL every batch rewrites the rows of the accounts, token accounts, holders and mints it
 * touched; the indexer vacuums and analyses those tables itself once enough of them were rewritten,
 * so a fast catch-up leaves them holding their live rows rather than several dead copies of each,
 * with the statistics the planner needs to read its look-ups by index.
 */
import pg from 'pg';
import { startReplayNode, type ReplayNode } from '../../bench/replaySource';
import { vacuumDue, VACUUM_MIN_ROWS } from '../src/indexer/vacuum';
import { catchUpTo } from './helpers/catchUp';
import { tempPostgres, type TestDb } from './helpers/databases';

jest.setTimeout(120_000);

test('a vacuum is due once the rewritten rows reach a fifth of the live ones, and never for a handful', () => {
  expect(vacuumDue(VACUUM_MIN_ROWS - 1, 0)).toBe(false);
  expect(vacuumDue(VACUUM_MIN_ROWS, 0)).toBe(true);
  expect(vacuumDue(19_999, 100_000)).toBe(false);
  expect(vacuumDue(20_000, 100_000)).toBe(true);
});

describe('PostgreSQL catch-up', () => {
  let node: ReplayNode;
  let db: TestDb | null = null;
  let skip: string | null = null;

  beforeAll(async () => {
    const t = await tempPostgres();
    if ('skip' in t) skip = t.skip;
    else db = t;
    node = await startReplayNode('heavy', 4800);
  });
  afterAll(async () => {
    await node?.close();
    await db?.drop();
  });

  test('leaves the current-state tables vacuumed and analysed: fewer dead rows than live ones', async () => {
    if (!db) return console.warn(`SKIPPED: ${skip}`);
    // One block per batch: each one rewrites most of the accounts the swaps share.
    await catchUpTo(node.url, db.url, node.tip, 60_000, { maxBatchTxs: 600, catchUpBatchTxs: 600 });

    const c = new pg.Client({ connectionString: db.url });
    await c.connect();
    try {
      // Statistics reach the shared counters a moment after the vacuum's own transaction ends.
      let vacuums = 0;
      for (let i = 0; i < 50 && vacuums === 0; i++) {
        const r = await c.query<{ vacuums: string }>(
          "SELECT vacuum_count AS vacuums FROM pg_stat_user_tables WHERE relname = 'accounts'",
        );
        vacuums = Number(r.rows[0].vacuums);
        if (vacuums === 0) await new Promise((res) => setTimeout(res, 100));
      }
      expect(vacuums).toBeGreaterThan(0);
      // Dead rows counted in the table itself: the statistics' n_dead_tup is an estimate that a
      // writer's late report of updates a vacuum already cleaned up can inflate past the live rows.
      await c.query('CREATE EXTENSION IF NOT EXISTS pgstattuple');
      const t = await c.query<{ live: string; dead: string }>(
        "SELECT tuple_count AS live, dead_tuple_count AS dead FROM pgstattuple('accounts')",
      );
      const live = Number(t.rows[0].live);
      expect(live).toBeGreaterThan(1000);
      expect(Number(t.rows[0].dead)).toBeLessThan(live);
      // Analysed as well: the writer's look-ups by owner read the owner index, not the whole table.
      // So are the addresses, looked up by the thousand each batch.
      const stats = await c.query<{ tablename: string }>(
        `SELECT DISTINCT tablename FROM pg_stats
          WHERE (tablename IN ('token_accounts', 'token_holders') AND attname = 'owner_id')
            OR (tablename = 'addresses' AND attname = 'address')`,
      );
      expect(stats.rows.map((r) => r.tablename).sort()).toEqual([
        'addresses',
        'token_accounts',
        'token_holders',
      ]);
    } finally {
      await c.end();
    }
  });
});
