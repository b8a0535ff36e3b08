/**
 * `npm run bench:api`: wrk (64 connections) against the explorer API on indexed localnet data, each
 * route in three rounds of 5 s, each round between two runs of a bare Fastify hello-world (5 s) on the
 * same machine; writes bench/results/api.json (req/s, p50, p99, errors, ratio to hello-world: the
 * medians of the rounds, every round kept).
 *
 * Data: a localnet with generated traffic runs for BENCH_TRAFFIC_S seconds while the real indexer fills
 * a fresh SQLite database (BENCH_DATABASE_URL=postgres://… to bench PostgreSQL instead); both are then
 * stopped so only the API is measured. Targets: ≥ 50 % of hello-world, p99 ≤ 25 ms, no errors.
 * Every request carries a browser's Accept-Encoding, as every visitor's does (answers go compressed).
 * BENCH_ROUTES=<regular expression> measures only the routes whose names match, and writes nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import Fastify from 'fastify';
import pg from 'pg';
import { startLocalnet } from '../localnet/src/index';
import { buildApp } from '../server/src/app';
import { migrate, openDatabase } from '../server/src/db';
import { Indexer } from '../server/src/indexer';
import type { TransactionList } from 'shared-api/contract';
import { KNOWN_PROGRAMS } from '../server/src/accounts/addresses';
import { runGamesBench } from './games';
import {
  machine,
  rotatingPathsScript,
  runMain,
  sleep,
  timeRequests,
  wrk,
  WRK_THREADS,
  writeResult,
  type WrkResult,
} from './lib';
import { combineRounds, type Round, type RouteFigures } from './rounds';
import { seedTokenScale } from './tokenScale';
import { measureWalletRoutes, seedWalletScale } from './walletScale';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
/** A route is measured in ROUNDS runs of ROUND_S seconds, each between two hello-world runs. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ROUND_S = Number(process.env.BENCH_DURATION_S ?? 5);
/** Each hello-world run beside a route. */
const HELLO_S = Number(process.env.BENCH_HELLO_S ?? 5);
const TRAFFIC_S = Number(process.env.BENCH_TRAFFIC_S ?? 20);
const TRAFFIC_TPS = Number(process.env.BENCH_TPS ?? 150);
/** What Chromium and Firefox send: without it, an answer's compression was never measured. */
const BROWSER_HEADERS = ['Accept-Encoding: gzip, deflate, br, zstd'];
const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 25;

/** A partial run (some routes only) is printed, not written over the record. */
const only = process.env.BENCH_ROUTES ? new RegExp(process.env.BENCH_ROUTES) : null;

async function main(): Promise<void> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  const dbUrl = process.env.BENCH_DATABASE_URL ?? `sqlite:${path.join(tmp, 'bench.db')}`;
  console.log(
    `bench:api — indexing ${TRAFFIC_S} s of localnet traffic (${TRAFFIC_TPS} tps) into ${dbUrl.split('@').pop()}`,
  );

  const net = await startLocalnet({ port: 0, tps: TRAFFIC_TPS, quiet: true, seed: 7 });
  const database = await openDatabase(dbUrl);
  await migrate(database.db);
  const indexer = new Indexer({
    rpcUrl: net.rpcUrl,
    databaseUrl: dbUrl,
    startFrom: 'first',
    progress: false,
    log: () => undefined,
    validatorsEveryMs: 2000,
    snapshotsEveryMs: 1000,
  });
  await indexer.start();
  await sleep(TRAFFIC_S * 1000);
  const tip = await indexer.rpc.getSlot();
  await indexer.waitForSlot(tip, 120_000);
  await sleep(2500); // one more mint-metadata / validators / snapshot refresh
  await indexer.stop();
  await net.close();

  const db = database.db;
  // The detail pages are read on the indexed chain's blocks, before the seeded history is added.
  const detailHeights = (
    await db
      .selectFrom('blocks')
      .select('height')
      .where('tx_count', '>', 0)
      .where('height', 'is not', null)
      .orderBy('slot', 'desc')
      .limit(DETAIL_BLOCKS)
      .execute()
  ).map((b) => Number(b.height));
  // The token routes are measured on ≥ 10,000 mints and ≥ 100,000 token accounts (bench/tokenScale.ts).
  const scale = await seedTokenScale(db);
  console.log(`token scale: ${scale.mints} mints, ${scale.accounts} token accounts`);
  // The wallet routes are measured on a wallet with ≥ 100,000 history rows (bench/walletScale.ts).
  const walletScale = await seedWalletScale(dbUrl);
  console.log(`wallet scale: ${walletScale.rows} transfers and balance changes for one wallet`);
  // Seeding wrote hundreds of thousands of rows: on PostgreSQL autovacuum would vacuum and analyse
  // them on the same two cores while the first routes are measured. Done now, as a settled server is.
  if (database.dialect === 'postgres') {
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    await client.query('VACUUM ANALYZE');
    await client.end();
  }
  const busy = await db
    .selectFrom('accounts')
    .innerJoin('addresses', 'addresses.id', 'accounts.address_id')
    .select(['addresses.address as address', 'accounts.tx_count as tx_count'])
    .where('accounts.owner', 'is', null)
    .where('addresses.address', 'not like', 'Sysvar%')
    .where('addresses.address', 'not in', (eb) => eb.selectFrom('validators').select('node_pubkey'))
    .where('addresses.address', 'not in', [...KNOWN_PROGRAMS])
    .orderBy('accounts.tx_count', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const token = await db
    .selectFrom('mints')
    .select(['address', 'holder_count'])
    .orderBy('holder_count', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const counts = await db
    .selectFrom('transactions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  console.log(
    `indexed ${counts.n} transactions; busy address ${busy.address} (${busy.tx_count} txs); token ${token.address} (${token.holder_count} holders)`,
  );

  const deployDir = path.join(tmp, 'deploy');
  fs.mkdirSync(deployDir);
  const app = await buildApp({
    deployDir,
    api: { database: { db, dialect: database.dialect } },
    fastify: { logger: false },
  });
  const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const hello = Fastify({ logger: false });
  hello.get('/', async () => ({ hello: 'world' }));
  const helloUrl = await hello.listen({ port: 0, host: '127.0.0.1' });

  // The detail pages decode stored bodies: each is opened once, uncached (a visitor's first view),
  // then measured under load over all of them in turn (popular pages, served from the answer cache).
  const detail = await detailPaths(apiUrl, detailHeights);
  const firstViews = {
    transaction: await timeRequests(detail.transactions.map((p) => apiUrl + p)),
    block: await timeRequests(detail.blocks.map((p) => apiUrl + p)),
  };
  for (const [name, t] of Object.entries(firstViews))
    console.log(`${`${name} first views (${t.requests})`.padEnd(45)}p50 ${t.p50Ms} ms  p99 ${t.p99Ms} ms`);
  const targets: [string, string, string[]?][] = [
    ['/api/transactions', `${apiUrl}/api/transactions`],
    ['/api/blocks', `${apiUrl}/api/blocks`],
    ['/api/network/stats', `${apiUrl}/api/network/stats`],
    [
      '/api/address/:busy/transactions/paginated',
      `${apiUrl}/api/address/${busy.address}/transactions/paginated`,
    ],
    ['/api/token/:busy/holders', `${apiUrl}/api/token/${token.address}/holders`],
    ['/api/tokens?sort=holders', `${apiUrl}/api/tokens?sort=holders`],
    [
      '/api/tokens (page default: filters on)',
      `${apiUrl}/api/tokens?limit=50&offset=0&sort=holders&order=desc&hideNoMetadata=true&hideLowSupply=true&hideZeroSupply=true`,
    ],
    [
      `/api/transaction/:signature (${detail.transactions.length} in turn)`,
      `${apiUrl}${detail.transactions[0]}`,
      detail.transactions,
    ],
    [`/api/block/:height (${detail.blocks.length} in turn)`, `${apiUrl}${detail.blocks[0]}`, detail.blocks],
  ];
  // Each route is measured in rounds, each between two hello-world runs (bench/rounds.ts).
  const helloRuns: WrkResult[] = [];
  const measureHello = async (): Promise<WrkResult> => {
    const r = await wrk(`${helloUrl}/`, {
      connections: CONNECTIONS,
      seconds: HELLO_S,
      headers: BROWSER_HEADERS,
    });
    helloRuns.push(r);
    console.log(
      `${'hello-world'.padEnd(44)} ${r.requestsPerSec.toFixed(0).padStart(7)} req/s  p99 ${r.p99Ms.toFixed(2)} ms`,
    );
    return r;
  };
  const results: Record<string, RouteFigures & { url: string; meetsTarget: boolean }> = {};
  // The API runs in this process: its event loop's delay tells time blocked in it from time lost outside.
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  const ms = (ns: number) => Math.round(ns / 1e4) / 100;
  let helloBefore = await measureHello();
  for (const [name, url, paths] of targets.filter(([name]) => !only || only.test(name))) {
    // Warm the route (and its cache) before measuring; a route measured over many paths, every one.
    for (const u of paths ? paths.map((p) => apiUrl + p) : [url]) await fetch(u).then((r) => r.text());
    const script = paths && rotatingPathsScript(path.join(tmp, 'paths.lua'), paths);
    const rounds: Round[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      loop.reset();
      const r = await wrk(url, {
        connections: CONNECTIONS,
        seconds: ROUND_S,
        script,
        headers: BROWSER_HEADERS,
      });
      const delay = { loopDelayP99Ms: ms(loop.percentile(99)), loopDelayMaxMs: ms(loop.max) };
      console.log(
        `${name.padEnd(44)} ${r.requestsPerSec.toFixed(0).padStart(7)} req/s  p50 ${r.p50Ms.toFixed(2)} ms  p99 ${r.p99Ms.toFixed(2)} ms  errors ${r.errors}  event loop delay p99 ${delay.loopDelayP99Ms} / max ${delay.loopDelayMaxMs} ms`,
      );
      const helloAfter = await measureHello();
      rounds.push({
        ...r,
        helloRps: (helloBefore.requestsPerSec + helloAfter.requestsPerSec) / 2,
        helloP99Ms: Math.round((helloBefore.p99Ms + helloAfter.p99Ms) * 50) / 100,
        ...delay,
      });
      helloBefore = helloAfter;
    }
    const figures = combineRounds(rounds);
    results[name] = {
      url: url.replace(/^http:\/\/127\.0\.0\.1:\d+/, ''),
      ...figures,
      meetsTarget:
        figures.ratioToHello >= TARGET_RATIO && figures.p99Ms <= TARGET_P99_MS && figures.errors === 0,
    };
    console.log(
      `${name.padEnd(44)} median ratio ${figures.ratioToHello}  median p99 ${figures.p99Ms.toFixed(2)} ms (hello-world's ${figures.helloP99Ms.toFixed(2)})`,
    );
  }
  // Wallet pages uncached (a distinct cursor per request) and the CSV export, against their budgets.
  const wallet = await measureWalletRoutes(apiUrl, walletScale);
  for (const [name, t] of Object.entries(wallet.pages))
    console.log(`wallet ${name.padEnd(37)} p50 ${t.p50Ms.toFixed(2)} ms  p99 ${t.p99Ms.toFixed(2)} ms`);
  console.log(
    `wallet transfers.csv: ${wallet.csv.rows} rows in ${wallet.csv.seconds} s = ${wallet.csv.rowsPerSec} rows/s`,
  );
  const walletReport = {
    rows: walletScale.rows,
    targets: { pageP99Ms: 20, csvRowsPerSec: 50_000 },
    pages: wallet.pages,
    csv: wallet.csv,
    meetsTarget: Object.values(wallet.pages).every((t) => t.p99Ms <= 20) && wallet.csv.rowsPerSec >= 50_000,
  };
  const base = helloRuns.reduce((sum, r) => sum + r.requestsPerSec, 0) / helloRuns.length;
  await app.close();
  await hello.close();
  await database.close();
  fs.rmSync(tmp, { recursive: true, force: true });

  const report = {
    date: new Date().toISOString(),
    machine: machine('shared with other engineers\u2019 work; figures vary with load'),
    wrk: {
      threads: WRK_THREADS,
      connections: CONNECTIONS,
      durationS: ROUND_S,
      rounds: ROUNDS,
      helloS: HELLO_S,
      headers: BROWSER_HEADERS,
    },
    data: {
      database: dbUrl.startsWith('postgres') ? 'postgres' : 'sqlite',
      transactions: Number(counts.n),
      busyAddressTxs: Number(busy.tx_count),
      tokenHolders: Number(token.holder_count),
      tokenScale: { mints: scale.mints, tokenAccounts: scale.accounts },
    },
    targets: { ratioToHello: TARGET_RATIO, p99Ms: TARGET_P99_MS, errors: 0 },
    results,
    helloWorldBaselineRps: Math.round(base),
    helloWorldRuns: helloRuns.map((r) => Math.round(r.requestsPerSec)),
    helloWorldP99Ms: helloRuns.map((r) => r.p99Ms),
    firstViews: {
      ...firstViews,
      meetsTarget: Object.values(firstViews).every((t) => t.p99Ms <= TARGET_P99_MS),
    },
    wallet: walletReport,
    allMeetTarget: Object.values(results).every((r) => r.meetsTarget),
  };
  if (only) return void console.log(`partial run (BENCH_ROUTES=${only.source}): nothing written`);
  // The default (SQLite) run is the record; a PostgreSQL run is kept next to it.
  writeResult(dbUrl.startsWith('postgres') ? 'api-postgres.json' : 'api.json', report);
  console.log(`all routes meet the target: ${report.allMeetTarget}`);
}

/** Block and transaction detail pages measured, at most this many of each. */
const DETAIL_BLOCKS = 100;
const DETAIL_TRANSACTIONS = 1000;

/** Paths of the blocks' detail pages and of their transactions'. */
async function detailPaths(
  apiUrl: string,
  heights: number[],
): Promise<{ transactions: string[]; blocks: string[] }> {
  const transactions: string[] = [];
  for (const h of heights) {
    if (transactions.length >= DETAIL_TRANSACTIONS) break;
    const r = await fetch(`${apiUrl}/api/transactions?block=${h}&limit=500`);
    if (!r.ok) throw new Error(`transactions of block ${h}: ${r.status}`);
    for (const t of (await r.json()) as TransactionList) transactions.push(`/api/transaction/${t.signature}`);
  }
  if (transactions.length === 0) throw new Error('no indexed transactions to read');
  return {
    transactions: transactions.slice(0, DETAIL_TRANSACTIONS),
    blocks: heights.map((h) => `/api/block/${h}`),
  };
}

// The games part (Break send round trip, SSE fan-out): bench/games.ts, results in api-games.json.
runMain(() => main().then(() => (only ? undefined : runGamesBench())));
