/**
 * Chaos while the chain runs (the short variant inside npm test; `npm run chaos` runs it for minutes):
 * - A live chain (generated traffic) is indexed through a fault proxy into SQLite and PostgreSQL at
 *   once, by indexer processes that are SIGKILLed and restarted at random moments, while the proxy
 *   injects 429/5xx, hangs, dropped and truncated answers, -32004/-32007/-32009 and a node going back
 *   in slots for CHAOS_FAULT_S seconds. /api/health must say degraded while it lasts; once the faults
 *   end the lag must be back to ≤ 1 slot within 10 s; afterwards each database equals, row for row,
 *   a clean index of the same chain (no gap, no duplicate).
 * - The database goes away and comes back (SQLite locked by another writer: writes; a throwaway
 *   PostgreSQL cluster stopped and started: everything): the API answers 503 JSON quickly, never
 *   hangs, and recovers alone.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { startLocalnet, type LocalnetHandle } from 'localnet';
import { TrafficGenerator } from 'localnet/src/traffic';
import { buildApp } from '../src/app';
import { migrate, openDatabase, type OpenedDatabase } from '../src/db';
import { createHealthProbe } from '../src/indexer/health';
import { RpcClient } from '../src/rpc';
import { spawnHelper, type Child } from './helpers/child';
import { tempPostgres, tempSqlite, type TestDb } from './helpers/databases';
import { reportChaos } from './helpers/chaosReport';
import { dumpTables } from './helpers/dump';
import { FAULT_KINDS, startFaultProxy, type FaultProxy } from './helpers/faultProxy';
import { createPrimary, pgBinDir } from './helpers/pgCluster';
import { indexReference } from './helpers/reference';

const FAULT_S = Number(process.env.CHAOS_FAULT_S ?? 25);
const KILLS = Number(process.env.CHAOS_LIVE_KILLS ?? 3);
const TPS = Number(process.env.CHAOS_TPS ?? 25);
const FAULT_RATE = Number(process.env.CHAOS_FAULT_RATE ?? 0.25);
const SLOT_MS = 400;

jest.setTimeout((FAULT_S + 150) * 1000);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Health {
  status: string;
  chainSlot: number | null;
  indexedSlot: number | null;
  lagSlots: number | null;
}

/** The rows (as a multiset) each dump holds that the other does not. */
function rowDifference(chaos: string[], clean: string[]): { onlyChaos: string[]; onlyClean: string[] } {
  const left = new Map<string, number>();
  for (const r of clean) left.set(r, (left.get(r) ?? 0) + 1);
  const onlyChaos: string[] = [];
  for (const r of chaos) {
    const n = left.get(r) ?? 0;
    if (n > 0) left.set(r, n - 1);
    else onlyChaos.push(r);
  }
  const onlyClean = [...left].flatMap(([r, n]) => Array<string>(n).fill(r));
  return { onlyChaos, onlyClean };
}

async function health(base: string): Promise<Health> {
  const r = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5000) });
  return (await r.json()) as Health;
}

/** One database under chaos: its indexer child (restarted after each kill) and an API reading it. */
interface Target {
  name: string;
  db: TestDb;
  clean: TestDb;
  database: OpenedDatabase;
  app: FastifyInstance;
  base: string;
  indexer: Child;
  statuses: string[];
}

async function openTarget(
  name: string,
  db: TestDb,
  clean: TestDb,
  proxy: FaultProxy,
  dir: string,
): Promise<Target> {
  const database = await openDatabase(db.url);
  await migrate(database.db);
  const h = await openDatabase(clean.url);
  await migrate(h.db);
  await h.close();
  const app = await buildApp({
    deployDir: dir,
    fastify: { logger: false },
    api: {
      database: { db: database.db, dialect: database.dialect },
      rpcUrl: proxy.url,
      // The API probes the same flaky node the indexer reads.
      health: createHealthProbe(database.db, proxy.url, { cacheMs: 200, degradedWindowMs: 5000 }),
    },
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const indexer = spawnHelper('follow-child.ts', {
    RPC_URL: proxy.url,
    DATABASE_URL: db.url,
    BATCH_SLOTS: '50',
  });
  return { name, db, clean, database, app, base, indexer, statuses: [] };
}

describe('live chain through a fault proxy, indexers SIGKILLed', () => {
  let ln: LocalnetHandle;
  let ledger: string;
  let deployDir: string;
  let producer: NodeJS.Timeout | null = null;

  beforeAll(async () => {
    ledger = fs.mkdtempSync(path.join(os.tmpdir(), 'chaos-ledger-'));
    deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chaos-deploy-'));
    // Slots are produced by this test (so it can stop the chain and compare): the node's own timer
    // is parked at an hour.
    ln = await startLocalnet({ port: 0, ledger, tps: 0, quiet: true, slotMs: 3_600_000 });
    const gen = new TrafficGenerator(ln.chain, 5, TPS);
    await gen.init();
    producer = setInterval(() => {
      gen.onSlot(SLOT_MS);
      ln.chain.closeSlot();
    }, SLOT_MS);
  });

  afterAll(async () => {
    if (producer) clearInterval(producer);
    await ln?.close();
    fs.rmSync(ledger, { recursive: true, force: true });
    fs.rmSync(deployDir, { recursive: true, force: true });
  });

  test(`SQLite and PostgreSQL: ${FAULT_S} s of RPC faults and ${KILLS} SIGKILLs, then caught up within 10 s and equal to a clean index`, async () => {
    const proxy = await startFaultProxy(ln.rpcUrl, { seed: 42, hangMs: 6000 });
    const targets: Target[] = [];
    try {
      targets.push(await openTarget('sqlite', tempSqlite(), tempSqlite(), proxy, deployDir));
      const pg = await tempPostgres();
      const pgClean = 'skip' in pg ? pg : await tempPostgres();
      if ('skip' in pg || 'skip' in pgClean)
        console.warn(`SKIPPED PostgreSQL chaos: ${'skip' in pg ? pg.skip : ''}`);
      else targets.push(await openTarget('postgres', pg, pgClean as TestDb, proxy, deployDir));
      await Promise.all(targets.map((t) => t.indexer.started));

      // Caught up before the faults.
      const caughtUp = async (t: Target, withinMs: number): Promise<number> => {
        const start = Date.now();
        for (;;) {
          const h = await health(t.base).catch(() => null);
          if (h && h.lagSlots !== null && h.lagSlots <= 1 && h.indexedSlot !== null)
            return Date.now() - start;
          if (Date.now() - start > withinMs)
            throw new Error(`${t.name}: lag ${h?.lagSlots} after ${withinMs} ms`);
          await sleep(100);
        }
      };
      for (const t of targets) await caughtUp(t, 60_000);

      proxy.setFaultRate(FAULT_RATE);
      const faultsEnd = Date.now() + FAULT_S * 1000;
      // Within the first 80 % of the window, in time order; a kill that a slow machine leaves due at
      // the end is still made before the faults stop (one kill and restart per round at most).
      const killTimes = Array.from({ length: KILLS }, () => Date.now() + Math.random() * FAULT_S * 800).sort(
        (a, b) => a - b,
      );
      let kills = 0;
      while (Date.now() < faultsEnd || kills < KILLS) {
        for (const t of targets) {
          const h = await health(t.base).catch(() => null);
          t.statuses.push(h?.status ?? 'no answer');
        }
        if (kills < killTimes.length && Date.now() >= killTimes[kills]) {
          for (const t of targets) {
            await t.indexer.kill('SIGKILL');
            t.indexer = spawnHelper('follow-child.ts', {
              RPC_URL: proxy.url,
              DATABASE_URL: t.db.url,
              BATCH_SLOTS: '50',
            });
          }
          kills++;
        }
        await sleep(250);
      }
      proxy.setFaultRate(0);
      const injected = Object.entries(proxy.counts).filter(([, n]) => n > 0);
      console.log(
        `chaos: ${proxy.requests} RPC requests, faults ${JSON.stringify(Object.fromEntries(injected))}, ${kills} kills`,
      );
      expect(kills).toBe(KILLS);
      // Every kind of fault was injected at least once.
      expect(injected.map(([k]) => k).sort()).toEqual([...FAULT_KINDS].sort());

      const recovered: Record<string, number> = {};
      for (const t of targets) {
        // The health route said so while the node misbehaved.
        expect({
          name: t.name,
          degraded: t.statuses.filter((s) => s === 'degraded').length > t.statuses.length / 2,
        }).toEqual({
          name: t.name,
          degraded: true,
        });
        recovered[t.name] = await caughtUp(t, 10_000);
        console.log(`chaos ${t.name}: lag ≤ 1 slot ${recovered[t.name]} ms after the faults ended`);
      }

      // Stop the chain; each database, once at the tip, equals a clean index of the same chain.
      if (producer) clearInterval(producer);
      producer = null;
      const tip = await new RpcClient(ln.rpcUrl).getSlot();
      for (const t of targets) {
        const end = Date.now() + 60_000;
        while ((await health(t.base)).indexedSlot !== tip) {
          if (Date.now() > end) throw new Error(`${t.name} did not reach the final tip ${tip}`);
          await sleep(100);
        }
        await t.indexer.kill('SIGTERM');
        await indexReference(ln.rpcUrl, t.clean.url, tip, 120_000);
        const [a, b] = [await dumpTables(t.db.url), await dumpTables(t.clean.url)];
        expect(b.transactions.length).toBeGreaterThan(TPS * FAULT_S * 0.5);
        // Told as the rows each side has that the other lacks, so a failure names the rows at fault.
        for (const table of Object.keys(b))
          expect({ db: t.name, table, ...rowDifference(a[table], b[table]) }).toEqual({
            db: t.name,
            table,
            onlyChaos: [],
            onlyClean: [],
          });
        reportChaos(`live chain through the fault proxy (${t.name})`, {
          faultSeconds: FAULT_S,
          faultRate: FAULT_RATE,
          chainTps: TPS,
          rpcRequests: proxy.requests,
          faults: Object.fromEntries(injected),
          kills,
          degradedShare: t.statuses.filter((s) => s === 'degraded').length / t.statuses.length,
          lagBackToOneSlotMs: recovered[t.name],
          transactions: b.transactions.length,
          tables: Object.keys(b).length,
          equalToCleanIndex: true,
        });
      }
    } finally {
      for (const t of targets) {
        await t.indexer.kill('SIGKILL');
        await t.app.close();
        await t.database.close();
        await t.db.drop();
        await t.clean.drop();
      }
      await proxy.close();
    }
  });
});

let probeSeq = 0;

/** Requests /api/blocks 5 times (a new limit each time: never from the route's cache); each answer must be 200 or 503 JSON, and come within `maxMs`. */
async function probeApi(base: string, maxMs: number): Promise<{ codes: number[]; slowest: number }> {
  const codes: number[] = [];
  let slowest = 0;
  for (let i = 0; i < 5; i++) {
    const t0 = Date.now();
    const r = await fetch(`${base}/api/blocks?limit=${(probeSeq++ % 100) + 1}`, {
      signal: AbortSignal.timeout(maxMs * 2),
    });
    const body = (await r.json()) as { statusCode?: number };
    slowest = Math.max(slowest, Date.now() - t0);
    if (r.status === 503) {
      expect(body.statusCode).toBe(503);
      expect(r.headers.get('retry-after')).toBeTruthy();
    } else expect(r.status).toBe(200);
    codes.push(r.status);
    await sleep(100);
  }
  return { codes, slowest };
}

test('SQLite locked by another writer: writes answer 503 JSON quickly, reads go on (WAL), then recovery by itself', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chaos-lock-'));
  const file = path.join(dir, 'explorer.db');
  // The API's connection waits at most 500 ms for a lock (better-sqlite3 waits synchronously).
  const database = await openDatabase(`sqlite:${file}`, { busyTimeoutMs: 500 });
  await migrate(database.db);
  const app = await buildApp({
    deployDir: dir,
    fastify: { logger: false },
    api: { database: { db: database.db, dialect: database.dialect }, trollbox: { minIntervalMs: 0 } },
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const post = async () => {
    const t0 = Date.now();
    const r = await fetch(`${base}/api/trollbox/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ author: 'chaos', text: 'still there?' }),
      signal: AbortSignal.timeout(5000),
    });
    const body = (await r.json()) as { statusCode?: number };
    return { status: r.status, ms: Date.now() - t0, body, retryAfter: r.headers.get('retry-after') };
  };
  try {
    expect((await post()).status).toBe(200);
    // Another process opens a write transaction and holds it (the file's single writer lock).
    const holder = spawn(
      process.execPath,
      [
        '-e',
        `const D=require('better-sqlite3');const d=new D(${JSON.stringify(file)});d.exec('BEGIN IMMEDIATE');d.exec("INSERT INTO trollbox_messages (created_at, author, text) VALUES (0, 'holder', 'x')");console.log('locked');setTimeout(()=>process.exit(0),4000);`,
      ],
      { cwd: path.join(__dirname, '..'), stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((r) => holder.stdout.once('data', () => r()));
    const writes: number[] = [];
    for (let i = 0; i < 3; i++) {
      const during = await post();
      writes.push(during.ms);
      expect({ status: during.status, body: during.body }).toEqual({
        status: 503,
        body: { statusCode: 503, error: 'Service Unavailable', message: expect.any(String) },
      });
      expect(during.retryAfter).toBeTruthy();
      expect(during.ms).toBeLessThan(2000);
    }
    // Readers are not blocked by a writer in WAL mode.
    expect((await probeApi(base, 2000)).codes).toEqual([200, 200, 200, 200, 200]);
    await new Promise((r) => holder.once('exit', r));
    expect((await post()).status).toBe(200);
    reportChaos('SQLite locked by another writer', {
      writesAnswered: '503 JSON with Retry-After',
      slowestWriteAnswerMs: Math.max(...writes),
      readsDuringLock: 'all 200',
      recovered: true,
    });
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('PostgreSQL stopped and started: 503 JSON quickly, then recovers by itself', async () => {
  if (!pgBinDir()) {
    console.warn('SKIPPED PostgreSQL stop/start: no PostgreSQL binaries under /usr/lib/postgresql');
    return;
  }
  const cluster = await createPrimary();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chaos-pg-'));
  const database = await openDatabase(cluster.url());
  await migrate(database.db);
  const app = await buildApp({
    deployDir: dir,
    logLevel: 'error',
    api: { database: { db: database.db, dialect: database.dialect } },
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    expect((await probeApi(base, 2000)).codes).toEqual([200, 200, 200, 200, 200]);
    cluster.stop();
    const during = await probeApi(base, 6000);
    expect(during.codes).toEqual([503, 503, 503, 503, 503]);
    cluster.start();
    const restarted = Date.now();
    // The pool reconnects on its own: within a few requests every answer is 200 again.
    const end = Date.now() + 15_000;
    let after = await probeApi(base, 6000);
    while (after.codes.at(-1) !== 200 && Date.now() < end) after = await probeApi(base, 6000);
    expect(after.codes.at(-1)).toBe(200);
    reportChaos('PostgreSQL stopped and started', {
      answersWhileDown: '503 JSON with Retry-After',
      slowestAnswerWhileDownMs: during.slowest,
      backTo200WithinMs: Date.now() - restarted,
      recovered: true,
    });
  } finally {
    await app.close();
    await database.close();
    cluster.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
