/**
 * Fuzzing from the contract: FUZZ_REQUESTS (default 10,000; FUZZ_REQUESTS_PG for PostgreSQL alone)
 * malformed and boundary requests per database, generated with fast-check from the OpenAPI
 * document the server serves, against the whole server (buildApp: security headers, load shedding,
 * API, site) on indexed localnet data. Every answer must keep the contract: no 5xx, every 4xx the
 * JSON error shape, nothing left hanging; the server still answers afterwards and its heap is flat.
 *
 * More: FUZZ_REQUESTS=200000 FUZZ_REQUESTS_PG=200000 FUZZ_SEED=7 npx jest server/test/fuzz
 * (each run prints its seed; failing requests are written in full to $TMPDIR/fuzz-problems-*.json).
 */
import fs from 'node:fs';
import { TransactionReader } from '../src/db/txstore';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { startLocalnet, type LocalnetHandle } from 'localnet';
import { generateBulk } from 'localnet/src/traffic';
import { buildApp } from '../src/app';
import { defaultShedding } from '../src/plugins';
import { migrate, openDatabase, type OpenedDatabase } from '../src/db';
import { RpcClient } from '../src/rpc';
import { tempPostgres, tempSqlite, type TestDb } from './helpers/databases';
import { fuzz, operationsOf, requestArb, type Samples } from './helpers/fuzz';
import { indexReference } from './helpers/reference';

jest.setTimeout(300_000);

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const REQUESTS_PG = Number(process.env.FUZZ_REQUESTS_PG ?? REQUESTS);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

v8.setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

let ln: LocalnetHandle;
let tip: number;
let ledger: string;
let deployDir: string;

beforeAll(async () => {
  ledger = fs.mkdtempSync(path.join(os.tmpdir(), 'fuzz-ledger-'));
  deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fuzz-deploy-'));
  fs.writeFileSync(path.join(deployDir, 'index.html'), '<!doctype html><div id="root"></div>');
  await generateBulk({ ledger, seed: 11, transactions: 1500, perSlot: 50 });
  ln = await startLocalnet({ port: 0, ledger, tps: 0, quiet: true, slotMs: 3_600_000 });
  tip = await new RpcClient(ln.rpcUrl).getSlot();
});

afterAll(async () => {
  await ln?.close();
  fs.rmSync(ledger, { recursive: true, force: true });
  fs.rmSync(deployDir, { recursive: true, force: true });
});

/** Real identifiers and cursors of the indexed data, so valid requests reach the queries. */
async function samplesOf(database: OpenedDatabase, base: string): Promise<Samples> {
  const db = database.db;
  const sigs = await new TransactionReader(db).latest(3);
  const blocks = await db
    .selectFrom('blocks')
    .select(['height', 'slot'])
    .orderBy('slot', 'desc')
    .limit(3)
    .execute();
  const addrs = await db
    .selectFrom('accounts')
    .innerJoin('addresses', 'addresses.id', 'accounts.address_id')
    .select('addresses.address as address')
    .orderBy('accounts.tx_count', 'desc')
    .limit(3)
    .execute();
  const mints = await db
    .selectFrom('mints')
    .select('address')
    .orderBy('holder_count', 'desc')
    .limit(2)
    .execute();
  const cursor = async (url: string) => {
    const r = (await (await fetch(base + url)).json()) as { nextCursor?: string | null };
    return r.nextCursor ?? null;
  };
  const cursors: string[] = [];
  for (const m of mints) {
    for (const u of [
      `/api/token/${m.address}/holders?limit=1`,
      `/api/token/${m.address}/transfers?limit=1`,
    ]) {
      const c = await cursor(u);
      if (c) cursors.push(c);
    }
  }
  const c = await cursor(`/api/address/${addrs[0].address}/transactions/paginated?limit=1`);
  if (c) cursors.push(c);
  return {
    signature: sigs.map((s) => s.signature),
    height: blocks.map((b) => String(b.height ?? b.slot)),
    block: blocks.map((b) => String(b.slot)),
    address: [...addrs.map((a) => a.address), ...mints.map((m) => m.address)],
    cursor: cursors,
    q: [...sigs.map((s) => s.signature), addrs[0].address, String(blocks[0].slot)],
  };
}

async function fuzzDatabase(target: TestDb, count: number): Promise<void> {
  let app: FastifyInstance | null = null;
  let database: OpenedDatabase | null = null;
  try {
    database = await openDatabase(target.url);
    await migrate(database.db);
    await indexReference(ln.rpcUrl, target.url, tip, 120_000);
    app = await buildApp({
      deployDir,
      fastify: { logger: false },
      // Load shedding stays in the path, with a limit this process's own pauses (the fuzzer runs in
      // it, and a full gc() between the rounds) cannot reach on a slow machine: a 503 here would be
      // the test's stall, not the server's answer to a request.
      protection: { shedding: { ...defaultShedding(), maxEventLoopDelayMs: 10_000 } },
      api: { database: { db: database.db, dialect: database.dialect }, rpcUrl: ln.rpcUrl },
    });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const docRes = await fetch(`${base}/api/docs`);
    const docText = await docRes.text();
    expect({ status: docRes.status, start: docText.slice(0, 100) }).toEqual({
      status: 200,
      start: expect.stringContaining('"openapi"'),
    });
    const doc = JSON.parse(docText) as Parameters<typeof operationsOf>[0];
    const ops = operationsOf(doc);
    expect(ops.length).toBeGreaterThan(20);
    const samples = await samplesOf(database, base);
    const requests = fc.sample(requestArb(ops, samples), { numRuns: count, seed: SEED });

    // Heap after a warm-up (caches filled, code compiled), then after everything: flat.
    const started = Date.now();
    const warm = await fuzz(base, requests.slice(0, 1000));
    gc();
    const heapBefore = process.memoryUsage().heapUsed;
    const rest = await fuzz(base, requests.slice(1000));
    gc();
    const heapAfter = process.memoryUsage().heapUsed;

    const problems = [...warm.problems, ...rest.problems];
    const byStatus: Record<number, number> = { ...warm.byStatus };
    for (const [s, n] of Object.entries(rest.byStatus)) byStatus[Number(s)] = (byStatus[Number(s)] ?? 0) + n;
    const reached = new Set([...Object.keys(warm.perOperation), ...Object.keys(rest.perOperation)]);
    console.log(
      `fuzz ${database.dialect}: ${warm.sent + rest.sent} requests (seed ${SEED}) over ${reached.size} operations; ` +
        `statuses ${JSON.stringify(byStatus)}; heap ${(heapBefore / 2 ** 20).toFixed(1)} → ${(heapAfter / 2 ** 20).toFixed(1)} MB; ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    if (problems.length) {
      // Every failing request in full, to replay with curl or sendRaw.
      const file = path.join(os.tmpdir(), `fuzz-problems-${database.dialect}-${SEED}.json`);
      fs.writeFileSync(file, JSON.stringify(problems, null, 1));
      console.warn(`fuzz: ${problems.length} problems written to ${file}`);
    }
    const shown = problems.slice(0, 15).map((p) => ({
      problem: p.problem,
      method: p.request.method,
      target: p.request.target.slice(0, 300),
      contentType: p.request.headers['content-type'],
      body: p.request.body?.slice(0, 200),
    }));
    expect({ problems: problems.length, first: shown }).toEqual({ problems: 0, first: [] });
    expect(warm.sent + rest.sent).toBeGreaterThanOrEqual(count * 0.99);
    // Every operation of the document was exercised.
    expect(reached.size).toBe(ops.length);
    // Valid requests reached the handlers too (not only the validators).
    expect(byStatus[200]).toBeGreaterThan(count / 20);
    expect(byStatus[400]).toBeGreaterThan(count / 5);

    // Still alive and answering, and the heap did not grow with the requests.
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    expect(heapAfter - heapBefore).toBeLessThan(48 * 2 ** 20);
  } finally {
    await app?.close();
    await database?.close();
    await target.drop();
  }
}

test('SQLite: generated malformed and boundary requests never get a 5xx or a malformed error', async () => {
  await fuzzDatabase(tempSqlite(), REQUESTS);
});

test('PostgreSQL: generated malformed and boundary requests never get a 5xx or a malformed error', async () => {
  const db = await tempPostgres();
  if ('skip' in db) {
    console.warn(`SKIPPED PostgreSQL fuzz: ${db.skip}`);
    return;
  }
  await fuzzDatabase(db, REQUESTS_PG);
});
