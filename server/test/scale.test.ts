/**
 * Beyond one machine, on PostgreSQL: a primary and a streaming replica (initdb + pg_basebackup -R in
 * a temp directory, on free ports), two API processes reading from the replica and writing to the
 * primary (READ_DATABASE_URL), one active indexer and one standby waiting on the advisory lock.
 * Killing the active indexer: the standby takes over within 5 s and no slot is missing. Killing one
 * API process: the other keeps answering. A trollbox post through one API process is read back at
 * once through the other (read-your-writes). Skipped, with the reason printed, only where the
 * PostgreSQL binaries are absent (.ci/run installs them).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { startLocalnet, type LocalnetHandle } from 'localnet';
import { migrate, openDatabase, type Database } from '../src/db';
import { routeOf } from '../src/db/replica';
import { startApiProcess, type ApiProcess } from './helpers/apiProcess';
import { spawnHelper, type Child } from './helpers/child';
import { createPrimary, createReplica, pgBinDir, type PgCluster } from './helpers/pgCluster';

jest.setTimeout(240_000);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function query<T>(url: string, text: string): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text)).rows as T[];
  } finally {
    await c.end();
  }
}

const bins = pgBinDir();
const maybe = bins ? test : test.skip;
if (!bins)
  console.warn(
    'SKIPPED scale test: no PostgreSQL binaries under /usr/lib/postgresql (.ci/run installs them)',
  );

maybe(
  'primary + streaming replica, 2 API processes, active + standby indexer: failover within 5 s, no gap',
  async () => {
    let primary: PgCluster | null = null;
    let replica: PgCluster | null = null;
    let ln: LocalnetHandle | null = null;
    const apis: ApiProcess[] = [];
    const indexers: Child[] = [];
    const deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-deploy-'));
    try {
      primary = await createPrimary();
      const primaryUrl = primary.url();
      const database = await openDatabase(primaryUrl);
      await migrate(database.db);
      await database.close();
      replica = await createReplica(primary);
      const [recovery] = await query<{ r: boolean }>(replica.url(), 'SELECT pg_is_in_recovery() AS r');
      expect(recovery.r).toBe(true);

      ln = await startLocalnet({ port: 0, tps: 20, quiet: true, seed: 3 });
      const env = { RPC_URL: ln.rpcUrl, DATABASE_URL: primaryUrl, BATCH_SLOTS: '20' };
      indexers.push(spawnHelper('follow-child.ts', env));
      await indexers[0].started;
      // The second indexer waits on the advisory lock: it never says "started" while the first lives.
      indexers.push(spawnHelper('follow-child.ts', env));
      await sleep(3000);
      expect(indexers[0].lastBatch()).toBeGreaterThan(0);
      expect(indexers[1].lastBatch()).toBe(-1);

      const apiEnv = {
        DATABASE_URL: primaryUrl,
        READ_DATABASE_URL: `${replica.url()}?application_name=explorer-api-read`,
        RPC_URL: ln.rpcUrl,
        DEPLOY_DIR: deployDir,
        DATA_DIR: deployDir,
      };
      apis.push(await startApiProcess(apiEnv), await startApiProcess(apiEnv));

      // Reads are served from the replica: its sessions carry the API's read application_name.
      for (const a of apis) expect((await fetch(`${a.base}/api/blocks?limit=5`)).status).toBe(200);
      const readers = await query<{ n: string }>(
        replica.url(),
        "SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = 'explorer-api-read'",
      );
      expect(Number(readers[0].n)).toBeGreaterThan(0);

      // Read-your-writes: posted through one process, read at once through the other.
      const post = await fetch(`${apis[0].base}/api/trollbox/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ author: 'scale', text: 'hello from process A' }),
      });
      expect(post.status).toBe(200);
      const seen = (await (await fetch(`${apis[1].base}/api/trollbox/messages`)).json()) as {
        text: string;
      }[];
      expect(seen.map((m) => m.text)).toContain('hello from process A');

      // Kill the active indexer: the standby takes the lock and goes on.
      await sleep(2000);
      const killedAt = Date.now();
      await indexers[0].kill('SIGKILL');
      await indexers[1].started;
      const takeoverMs = Date.now() - killedAt;
      const before = indexers[0].lastBatch();
      const end = Date.now() + 30_000;
      while (indexers[1].lastBatch() < before + 10) {
        if (Date.now() > end) throw new Error(`standby did not advance past ${before}`);
        await sleep(100);
      }
      console.log(`scale: standby indexer took over ${takeoverMs} ms after the active one was killed`);
      expect(takeoverMs).toBeLessThan(5000);

      // No gap: every slot from the first to the last indexed one is a block or a skipped slot, once,
      // and every block's parent is the previous block.
      const rows = await query<{ slot: number; parent_slot: number | null }>(
        primaryUrl,
        'SELECT slot, parent_slot FROM blocks UNION ALL SELECT slot, NULL FROM skipped_slots ORDER BY slot',
      );
      const slots = rows.map((r) => Number(r.slot));
      expect(new Set(slots).size).toBe(slots.length);
      for (let i = 1; i < slots.length; i++) expect(slots[i]).toBe(slots[i - 1] + 1);
      let prevBlock: number | null = null;
      for (const r of rows) {
        if (r.parent_slot === null) continue;
        if (prevBlock !== null) expect(Number(r.parent_slot)).toBe(prevBlock);
        prevBlock = Number(r.slot);
      }
      expect(slots.length).toBeGreaterThan(20);

      // Kill one API process: the other keeps answering.
      apis[0].child.kill('SIGKILL');
      await apis[0].exited;
      for (let i = 0; i < 20; i++) {
        const r = await fetch(`${apis[1].base}/api/blocks?limit=${i + 1}`);
        expect(r.status).toBe(200);
      }
    } finally {
      for (const i of indexers) await i.kill('SIGKILL');
      for (const a of apis) {
        a.child.kill('SIGKILL');
        await a.exited;
      }
      await ln?.close();
      replica?.destroy();
      primary?.destroy();
      fs.rmSync(deployDir, { recursive: true, force: true });
    }
  },
);

describe('READ_DATABASE_URL routing (server/src/db/replica.ts)', () => {
  // Compiling needs no connection: the pool is never used.
  const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  afterAll(() => pool.end());

  test('reads of indexer tables go to the replica', () => {
    expect(routeOf(db.selectFrom('blocks').selectAll().limit(5).compile())).toBe('replica');
    expect(
      routeOf(
        db
          .selectFrom('address_history as h')
          .innerJoin('addresses as a', 'a.id', 'h.address_id')
          .select('h.last_tx')
          .compile(),
      ),
    ).toBe('replica');
    expect(routeOf(sql`SELECT count(*) FROM transactions`.compile(db))).toBe('replica');
  });

  test('writes, locking reads, writing raw SQL and read-your-writes tables go to the primary', () => {
    expect(routeOf(db.insertInto('settings').values({ key: 'k', value: 'v' }).compile())).toBe('primary');
    expect(routeOf(db.deleteFrom('trollbox_messages').where('id', '=', 1).compile())).toBe('primary');
    expect(routeOf(db.selectFrom('trollbox_messages').selectAll().compile())).toBe('primary');
    expect(
      routeOf(
        db
          .selectFrom('blocks')
          .select('slot')
          .where('slot', 'in', (eb) => eb.selectFrom('settings').select(sql<number>`1`.as('x')))
          .compile(),
      ),
    ).toBe('primary');
    expect(routeOf(db.selectFrom('blocks').selectAll().forUpdate().compile())).toBe('primary');
    expect(routeOf(sql`SELECT pg_notify('explorer_events', 'x')`.compile(db))).toBe('primary');
    expect(routeOf(sql`SELECT value FROM settings`.compile(db))).toBe('primary');
  });
});
