/**
 * `npm run bench:scale`: the pages on a large index, against the same pages at 100,000 transactions.
 *
 * For each database of SCALE_DB (sqlite | postgres | both, default both):
 * 1. The node of bench/scaleSource.ts (its own process) serves SCALE_TX transactions (default
 *    10,000,000): the recorded real blocks and the mix shaped like a congested 2024 mainnet block,
 *    round after round, busy pools and wallets recurring, new wallets, token accounts and mints
 *    arriving as on a chain. The indexer's catch-up (bench/catchUp.ts, bundled and run as the server
 *    runs) writes them into a fresh SQLite file or a fresh PostgreSQL database (SCALE_PG_DATABASE,
 *    default scale_bench, on TEST_DATABASE_URL's server; dropped after). The catch-up rate is read
 *    every SCALE_PROGRESS_S seconds (default 15) as it goes.
 * 2. The database is settled as a server's would be: PostgreSQL vacuumed, analysed (this
 *    machine's server runs no autovacuum) and checkpointed, SQLite's log checkpointed.
 * 3. The real API server starts (`server/dist/cli.js api`, its own process) and each route is
 *    measured from here, one request at a time: first views (distinct URLs, so no answer cache
 *    serves them; p50 / p99) and hot views (one URL repeated). Routes: a transaction, a block, the
 *    busiest address's page 1 and a page 10,000 deep (fewer when its history is shorter), the
 *    busiest wallet's transfers and balance changes page 1 and deep, the mint with the most holders'
 *    holders page 1 and deep, /tokens under every sort, top holders, search by prefix; then the
 *    busiest wallet's transfers CSV export in rows per second.
 * 4. The plan of each route's main query (the slowest the route ran), with the API in this process:
 *    `EXPLAIN (ANALYZE, BUFFERS)` on PostgreSQL, `EXPLAIN QUERY PLAN` on SQLite, written to
 *    bench/results/scale-plans/<database>-<transactions>.md.
 * Each run is appended to bench/results/scale.json with its ratios to the latest 100,000-transaction
 * run of the same database. SCALE_KEEP=1 keeps the databases written. Not part of `npm test`.
 */
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { TOKEN_SORT_KEYS } from 'shared-api/contract';
import { KNOWN_PROGRAMS } from '../server/src/accounts/addresses';
import { openDatabase, sqlitePath } from '../server/src/db';
import { startDeployedApi, stopProcess, type DeployedApi } from './deployedApi';
import type { CatchUp } from './catchUp';
import { machine, percentile, runMain, sleep, timeRequests, type RequestTimes } from './lib';
import { prng } from './seeded';
import { explainRoutes, type DatabaseKind, type RouteCase } from './scalePlans';
import {
  markdownTable,
  readRuns,
  RESULTS,
  writeRuns,
  type Progress,
  type RouteResult,
  type ScaleRun,
} from './scaleReport';

const ROOT = path.resolve(__dirname, '..');
const N = Number(process.env.SCALE_TX ?? 10_000_000);
const DATABASES = (() => {
  const v = process.env.SCALE_DB ?? 'both';
  if (v === 'both') return ['sqlite', 'postgres'] as const;
  if (v === 'sqlite' || v === 'postgres') return [v] as const;
  throw new Error(`SCALE_DB=${v}: sqlite, postgres or both`);
})();
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PG_DATABASE = process.env.SCALE_PG_DATABASE ?? 'scale_bench';
const PROGRESS_S = Number(process.env.SCALE_PROGRESS_S ?? 15);
/** SCALE_KEEP=1 keeps the databases written (the SQLite file's folder, the PostgreSQL database) to study after. */
const KEEP = process.env.SCALE_KEEP === '1';
/**
 * First views are measured in PASSES passes of VIEWS distinct URLs each (every URL opened once, the
 * passes interleaved over the route's URLs); the pass with the lower p99 is the route's figure: on a
 * machine shared with other work, their load only ever adds to a pass.
 */
const VIEWS = 200;
const PASSES = 2;
const DETAIL_VIEWS = VIEWS * PASSES;
const LIST_VIEWS = VIEWS * PASSES;
const HOT_VIEWS = 200;
/** The depth the issue asks of a deep page, in pages. */
const DEEP_PAGE = 10_000;
const ADDRESS_LIMIT = 10;
const WALLET_LIMIT = 10;
const HOLDERS_LIMIT = 25;
const PLANS_DIR = path.join(ROOT, 'bench/results/scale-plans');

/** A child process of this benchmark, stopped by SIGTERM (then SIGKILL). */
function child(args: string[], env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

/** The scale node in its own process. */
async function startNode(): Promise<{ proc: ChildProcess; url: string; tip: number; transactions: number }> {
  const proc = child(['--import', 'tsx', path.join(ROOT, 'bench/scaleSource.ts'), String(N)]);
  const m = await new Promise<RegExpExecArray>((resolve, reject) => {
    let out = '';
    proc.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const r = /RPC (http:\/\/\S+) tip (\d+) transactions (\d+)/.exec(out);
      if (r) resolve(r);
    });
    proc.once('exit', (c) => reject(new Error(`scale node exited ${c}: ${out}`)));
  });
  return { proc, url: m[1], tip: Number(m[2]), transactions: Number(m[3]) };
}

async function rpc<T>(url: string, method: string, params: unknown[] = []): Promise<T> {
  const r = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await r.json()) as { result: T }).result;
}

interface NodeProgress {
  slot: number;
  tip: number;
  transactions: number;
  seconds: number;
  cpuSeconds: number;
}

/** The catch-up child (bench/catchUp.ts bundled), reading the node's progress as it goes. */
async function catchUp(
  nodeArgs: string[],
  nodeUrl: string,
  databaseUrl: string,
  tip: number,
): Promise<ScaleRun['catchUp']> {
  const proc = child([...nodeArgs, nodeUrl, databaseUrl, String(tip), String(6 * 3600)]);
  const readings: Progress[] = [];
  let last: NodeProgress | null = null;
  const timer = setInterval(() => {
    void rpc<NodeProgress>(nodeUrl, 'scaleProgress').then((p) => {
      last = p;
      if (p.transactions === 0) return;
      const prev = readings[readings.length - 1] ?? { seconds: 0, transactions: 0 };
      readings.push({ seconds: p.seconds, transactions: p.transactions });
      const tps = (p.transactions - prev.transactions) / Math.max(0.001, p.seconds - prev.seconds);
      console.log(
        `  ${p.transactions.toLocaleString('en')} tx served in ${p.seconds.toFixed(0)} s (${Math.round(tps)} tx/s over the last stretch)`,
      );
    });
  }, PROGRESS_S * 1000);
  const result = await new Promise<CatchUp>((resolve, reject) => {
    let out = '';
    proc.stdout?.on('data', (d: Buffer) => (out += d.toString()));
    proc.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`catch-up process exited with ${code}`));
      resolve(JSON.parse(out.trim().split('\n').pop() as string) as CatchUp);
    });
  });
  clearInterval(timer);
  const end = await rpc<NodeProgress>(nodeUrl, 'scaleProgress');
  last = end;
  // Rates over tenths of the run (each from the readings nearest its ends).
  const stretches: { transactions: number; tps: number }[] = [];
  const points = [{ seconds: 0, transactions: 0 }, ...readings];
  const step = Math.max(1, Math.floor(points.length / 10));
  for (let i = step; i < points.length; i += step) {
    const a = points[i - step];
    const b = points[i];
    stretches.push({
      transactions: b.transactions,
      tps: Math.round((b.transactions - a.transactions) / (b.seconds - a.seconds)),
    });
  }
  return { ...result, stretches, nodeCpuSeconds: Math.round(last.cpuSeconds * 10) / 10 };
}

/** Plain SQL on either database, for the benchmark's own look-ups (never timed). */
interface Sql {
  rows<T>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

async function sqlOn(kind: DatabaseKind, url: string): Promise<Sql> {
  if (kind === 'postgres') {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    return {
      rows: async <T>(text: string, params: unknown[] = []) => {
        let i = 0;
        return (
          await c.query(
            text.replace(/\?/g, () => `$${++i}`),
            params,
          )
        ).rows as T[];
      },
      close: () => c.end(),
    };
  }
  const h = await openDatabase(url);
  const db = h.sqlite as BetterSqlite3.Database;
  return {
    rows: async <T>(text: string, params: unknown[] = []) => db.prepare(text).all(...params) as T[],
    close: () => h.close(),
  };
}

/** Picks `count` of `items`, seeded, spread over the list. */
function sample<T>(items: T[], count: number, seed: number): T[] {
  const rand = prng(seed);
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, count);
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** The routes' URLs on this index: its busiest address, wallet and mint, and samples of the rest. */
async function routeCases(
  sql: Sql,
  nodeUrl: string,
  tip: number,
): Promise<{
  cases: RouteCase[];
  data: Record<string, number | string>;
  csvUrl: string;
}> {
  const validators = new Set(
    (await sql.rows<{ node_pubkey: string }>('SELECT node_pubkey FROM validators')).map((v) => v.node_pubkey),
  );
  const busy = (
    await sql.rows<{ address: string; tx_count: number }>(
      `SELECT a.address AS address, c.tx_count AS tx_count FROM accounts c JOIN addresses a ON a.id = c.address_id
       WHERE c.owner IS NULL AND a.address NOT LIKE 'Sysvar%' ORDER BY c.tx_count DESC, a.address LIMIT 400`,
    )
  ).filter((r) => !KNOWN_PROGRAMS.has(r.address) && !validators.has(r.address));
  if (busy.length === 0) throw new Error('no busy address');
  const wallets = async (kind: number) =>
    sql.rows<{ address: string; n: number }>(
      `SELECT a.address AS address, w.n AS n FROM (SELECT address_id, SUM(n) AS n FROM wallet_history
       WHERE kind = ? GROUP BY address_id ORDER BY SUM(n) DESC, address_id LIMIT 5) w JOIN addresses a ON a.id = w.address_id
       ORDER BY w.n DESC, a.address`,
      [kind],
    );
  const [transfersWallet] = await wallets(0);
  const [changesWallet] = await wallets(1);
  const mints = await sql.rows<{ address: string; holder_count: number }>(
    'SELECT address, holder_count FROM mints ORDER BY holder_count DESC, address LIMIT 200',
  );
  const [mint] = mints;
  const counts = (
    await sql.rows<{ t: number; a: number; m: number; h: number }>(
      `SELECT (SELECT COUNT(*) FROM transactions) AS t, (SELECT COUNT(*) FROM addresses) AS a,
     (SELECT COUNT(*) FROM mints) AS m, (SELECT COUNT(*) FROM token_holders) AS h`,
    )
  )[0];

  // Signatures from the node (reading them through the API would warm the pages measured).
  const slots = sample(
    range(tip).map((i) => i + 1),
    40,
    1,
  );
  const signatures: string[] = [];
  for (const s of slots) {
    const b = await rpc<{ transactions: { transaction: { signatures: string[] } }[] }>(nodeUrl, 'getBlock', [
      s,
      { encoding: 'json', maxSupportedTransactionVersion: 0 },
    ]);
    signatures.push(...sample(b.transactions, 5, s).map((t) => t.transaction.signatures[0]));
  }
  const heights = sample(
    range(tip).map((i) => i + 1),
    DETAIL_VIEWS,
    2,
  );

  const above = tip + 1;
  const cases: RouteCase[] = [
    {
      name: 'transaction',
      urls: sample(signatures, DETAIL_VIEWS, 3).map((s) => `/api/transaction/${s}`),
      hot: `/api/transaction/${signatures[0]}`,
    },
    { name: 'block', urls: heights.map((h) => `/api/block/${h}`), hot: `/api/block/${heights[0]}` },
  ];
  // A page 10,000 deep, or the deepest with a full hundred pages above it on a shorter history.
  const deepOf = (rows: number, limit: number) =>
    Math.max(1, Math.min(DEEP_PAGE, Math.floor((rows * 0.9) / limit) - 1));
  const a = busy[0];
  const addressBase = `/api/address/${a.address}/transactions/paginated?limit=${ADDRESS_LIMIT}`;
  const addressDeep = deepOf(a.tx_count, ADDRESS_LIMIT);
  cases.push(
    {
      name: 'address page 1',
      // A cursor above the tip reads page 1; each a distinct URL.
      urls: range(LIST_VIEWS).map((k) => `${addressBase}&cursor=${above + k}.0`),
      hot: addressBase,
    },
    {
      name: 'address deep page',
      urls: range(LIST_VIEWS).map((k) => `${addressBase}&page=${Math.max(1, addressDeep - k)}`),
      hot: `${addressBase}&page=${addressDeep}`,
      detail: { page: addressDeep, rowsDeep: addressDeep * ADDRESS_LIMIT },
    },
  );
  for (const [route, w] of [
    ['transfers', transfersWallet],
    ['balance changes', changesWallet],
  ] as const) {
    if (!w) continue;
    const base = `/api/address/${w.address}/${route === 'transfers' ? 'transfers' : 'balance-changes'}?limit=${WALLET_LIMIT}`;
    const deep = deepOf(w.n, WALLET_LIMIT);
    cases.push(
      {
        name: `wallet ${route} page 1`,
        urls: range(LIST_VIEWS).map((k) => `${base}&cursor=${above + k}.0.0`),
        hot: base,
      },
      {
        name: `wallet ${route} deep page`,
        urls: range(LIST_VIEWS).map((k) => `${base}&page=${Math.max(1, deep - k)}`),
        hot: `${base}&page=${deep}`,
        detail: { page: deep, rowsDeep: deep * WALLET_LIMIT },
      },
    );
  }
  // Holders: a cursor above the largest holder reads page 1 (distinct by the owner it names); the
  // deep cursors are read from the holders index at the depth.
  const holdersBase = `/api/token/${mint.address}/holders?limit=${HOLDERS_LIMIT}`;
  const owners = busy.slice(0, LIST_VIEWS).map((b) => b.address);
  const depth = Math.max(
    LIST_VIEWS,
    Math.min(DEEP_PAGE * HOLDERS_LIMIT, Math.floor(mint.holder_count * 0.9)),
  );
  const deepRows = await sql.rows<{ amount_key: string; address: string }>(
    `SELECT h.amount_key AS amount_key, o.address AS address FROM token_holders h JOIN addresses o ON o.id = h.owner_id
     WHERE h.mint_id = (SELECT id FROM addresses WHERE address = ?) AND h.amount_key > ?
     ORDER BY h.amount_key DESC, h.owner_id DESC LIMIT ? OFFSET ?`,
    [mint.address, '0'.repeat(20), LIST_VIEWS, depth - LIST_VIEWS],
  );
  const holderCursor = (i: number) => {
    const r = deepRows[i];
    return `${holdersBase}&cursor=${depth - LIST_VIEWS + i + 1}.${r.amount_key}.${r.address}`;
  };
  cases.push(
    {
      name: 'token holders page 1',
      urls: owners.map((o) => `${holdersBase}&cursor=0.${'9'.repeat(20)}.${o}`),
      hot: holdersBase,
    },
    {
      name: 'token holders deep page',
      urls: deepRows.map((_, i) => holderCursor(i)),
      hot: holderCursor(0),
      detail: { rowsDeep: depth, page: Math.round(depth / HOLDERS_LIMIT) },
    },
  );
  // /tokens under every sort: both orders, the filters on and off, the first three pages, four page sizes.
  const filterSets = range(8).map(
    (f) =>
      `hideNoMetadata=${Boolean(f & 1)}&hideLowSupply=${Boolean(f & 2)}&hideZeroSupply=${Boolean(f & 4)}`,
  );
  for (const sort of TOKEN_SORT_KEYS) {
    const urls: string[] = [];
    for (const order of ['desc', 'asc'])
      for (const filters of filterSets)
        for (const offset of [0, 50, 100])
          for (const limit of [50, 49, 48, 47, 46, 45, 44, 43])
            urls.push(`/api/tokens?limit=${limit}&offset=${offset}&sort=${sort}&order=${order}&${filters}`);
    cases.push({
      name: `tokens sort=${sort}`,
      urls,
      hot: `/api/tokens?limit=50&offset=0&sort=${sort}&order=desc&hideNoMetadata=true&hideLowSupply=true&hideZeroSupply=true`,
    });
  }
  cases.push({
    name: 'top holders',
    // The first twenty pages, each at ten page sizes (distinct URLs of the pages visitors open).
    urls: range(LIST_VIEWS).map(
      (k) => `/api/top-holders?limit=${50 - (k % 10)}&offset=${Math.floor(k / 10) * 50}`,
    ),
    hot: '/api/top-holders?limit=50',
  });
  // Search by prefix: the first 3-8 characters of mints and of busy addresses (a name search).
  const prefixes = [...mints.map((m) => m.address), ...busy.map((b) => b.address)]
    .map((s, i) => s.slice(0, 3 + (i % 6)))
    .filter((p, i, all) => all.indexOf(p) === i)
    .slice(0, LIST_VIEWS);
  cases.push({
    name: 'search by prefix',
    urls: prefixes.map((p) => `/api/search?q=${encodeURIComponent(p)}`),
    hot: `/api/search?q=${encodeURIComponent(mint.address.slice(0, 4))}`,
  });
  return {
    cases,
    data: {
      transactionsIndexed: Number(counts.t),
      addresses: Number(counts.a),
      mints: Number(counts.m),
      tokenHolderRows: Number(counts.h),
      busyAddress: a.address,
      busyAddressTxs: Number(a.tx_count),
      transfersWallet: transfersWallet?.address ?? '',
      transfersWalletEntries: Number(transfersWallet?.n ?? 0),
      balanceChangesWallet: changesWallet?.address ?? '',
      balanceChangesWalletEntries: Number(changesWallet?.n ?? 0),
      busyMint: mint.address,
      busyMintHolders: Number(mint.holder_count),
    },
    csvUrl: `/api/address/${(transfersWallet ?? { address: a.address }).address}/transfers.csv`,
  };
}

/** The client's times of `urls`, asked one at a time, with the server's own times of the same answers. */
async function timedPass(api: DeployedApi, urls: string[]): Promise<RequestTimes> {
  api.served();
  const client = await timeRequests(urls);
  // The access log's line follows the answer by a moment.
  let served = api.served();
  for (let i = 0; i < 20 && served.length < urls.length; i++) {
    await sleep(50);
    served = served.concat(api.served());
  }
  const ms = served.map((s) => s.ms).sort((a, b) => a - b);
  if (ms.length < urls.length) return client;
  const at = (p: number) => Math.round(percentile(ms, p) * 100) / 100;
  return { ...client, byServer: { p50Ms: at(50), p99Ms: at(99) } };
}

async function measureRoutes(api: DeployedApi, cases: RouteCase[]): Promise<Record<string, RouteResult>> {
  const base = api.base;
  const out: Record<string, RouteResult> = {};
  for (const c of cases) {
    // A route the API refuses (a sort it does not offer) is reported, not measured.
    const probe = await fetch(base + c.hot);
    await probe.text();
    if (!probe.ok) {
      console.log(`  ${c.name.padEnd(34)} answered ${probe.status}: not measured`);
      continue;
    }
    const urls = [...new Set(c.urls)].map((u) => base + u);
    const firstPasses: RequestTimes[] = [];
    for (let p = 0; p < PASSES; p++)
      firstPasses.push(
        await timedPass(
          api,
          urls.filter((_, i) => i % PASSES === p),
        ),
      );
    const first = firstPasses.reduce((a, b) => (b.p99Ms < a.p99Ms ? b : a));
    const hot = await timedPass(
      api,
      Array.from({ length: HOT_VIEWS }, () => base + c.hot),
    );
    out[c.name] = {
      first,
      firstPasses,
      hot,
      example: c.urls[0],
      ...(c.detail ? { detail: c.detail } : {}),
    };
    console.log(
      `  ${c.name.padEnd(34)} first p50 ${first.p50Ms.toFixed(1).padStart(6)} p99 ${first.p99Ms.toFixed(1).padStart(6)} ms (server ${first.byServer?.p50Ms.toFixed(1) ?? '?'} / ${first.byServer?.p99Ms.toFixed(1) ?? '?'})   hot p50 ${hot.p50Ms.toFixed(1).padStart(5)} p99 ${hot.p99Ms.toFixed(1).padStart(5)} ms${c.detail ? `  ${JSON.stringify(c.detail)}` : ''}`,
    );
  }
  return out;
}

/** The CSV export downloaded by curl in its own process, decompressing as a browser does. */
async function csvRate(base: string, url: string): Promise<ScaleRun['csv']> {
  const t0 = performance.now();
  const lines = await new Promise<number>((resolve, reject) =>
    execFile('sh', ['-c', 'curl -sf --compressed "$0" | wc -l', base + url], (e, out) =>
      e ? reject(e) : resolve(Number(out.trim())),
    ),
  );
  const seconds = (performance.now() - t0) / 1000;
  const rows = Math.max(0, lines - 1);
  return { url, rows, seconds: Math.round(seconds * 100) / 100, rowsPerSec: Math.round(rows / seconds) };
}

/** A fresh PostgreSQL database of this benchmark's own on TEST_DATABASE_URL's server. */
async function freshPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = async (q: string) => {
    const c = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 5000 });
    await c.connect();
    try {
      await c.query(q);
    } finally {
      await c.end();
    }
  };
  await admin(`DROP DATABASE IF EXISTS ${PG_DATABASE} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${PG_DATABASE}`);
  const u = new URL(PG_URL);
  u.pathname = `/${PG_DATABASE}`;
  return { url: u.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${PG_DATABASE} WITH (FORCE)`) };
}

async function settle(kind: DatabaseKind, url: string): Promise<ScaleRun['settle']> {
  const t0 = performance.now();
  if (kind === 'postgres') {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query('VACUUM ANALYZE');
    // The catch-up's and the vacuum's dirty pages written out now, not during the measured views.
    await c.query('CHECKPOINT');
    const dead = await c.query<{ n: string }>(
      'SELECT COALESCE(SUM(n_dead_tup), 0) AS n FROM pg_stat_user_tables',
    );
    await c.end();
    return {
      seconds: Math.round((performance.now() - t0) / 100) / 10,
      what: 'VACUUM ANALYZE, CHECKPOINT (the server runs no autovacuum)',
      deadTuples: Number(dead.rows[0].n),
    };
  }
  const h = await openDatabase(url);
  (h.sqlite as BetterSqlite3.Database).pragma('wal_checkpoint(TRUNCATE)');
  await h.close();
  return { seconds: Math.round((performance.now() - t0) / 100) / 10, what: 'wal_checkpoint(TRUNCATE)' };
}

async function storageOf(
  kind: DatabaseKind,
  url: string,
  transactions: number,
): Promise<ScaleRun['storage']> {
  let bytes: number;
  if (kind === 'postgres') {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    bytes = Number(
      (await c.query<{ b: string }>('SELECT pg_database_size(current_database()) AS b')).rows[0].b,
    );
    await c.end();
  } else {
    const file = sqlitePath(url);
    bytes = [file, `${file}-wal`].reduce((s, f) => s + (fs.existsSync(f) ? fs.statSync(f).size : 0), 0);
  }
  return { bytes, bytesPerTransaction: Math.round(bytes / transactions) };
}

async function runOne(kind: DatabaseKind, nodeArgs: string[], tmp: string): Promise<ScaleRun> {
  console.log(`\n${kind}: ${N.toLocaleString('en')} transactions`);
  const node = await startNode();
  let pgdb: { url: string; drop(): Promise<void> } | null = null;
  try {
    const url =
      kind === 'postgres' ? (pgdb = await freshPostgres()).url : `sqlite:${path.join(tmp, `scale-${N}.db`)}`;
    console.log(`catch-up of ${node.transactions.toLocaleString('en')} transactions (tip ${node.tip})…`);
    const caught = await catchUp(nodeArgs, node.url, url, node.tip);
    console.log(
      `  ${caught.transactions} tx in ${caught.seconds} s = ${caught.tps} tx/s (${caught.tpsPerCpuSecond} tx per CPU-second; the node used ${caught.nodeCpuSeconds} CPU-s)`,
    );
    const settled = await settle(kind, url);
    console.log(`  settled: ${settled.what} in ${settled.seconds} s`);
    const storage = await storageOf(kind, url, caught.transactions);
    console.log(`  ${storage.bytes} bytes, ${storage.bytesPerTransaction} B per transaction`);
    const sql = await sqlOn(kind, url);
    const { cases, data, csvUrl } = await routeCases(sql, node.url, node.tip).finally(() => sql.close());
    console.log(`  ${JSON.stringify(data)}`);
    const api = await startDeployedApi({ databaseUrl: url, rpcUrl: node.url, tmp, serverTimes: true });
    const t0 = performance.now();
    let routes: Record<string, RouteResult>;
    let csv: ScaleRun['csv'];
    try {
      routes = await measureRoutes(api, cases);
      csv = await csvRate(api.base, csvUrl);
      console.log(`  CSV export: ${csv.rows} rows in ${csv.seconds} s = ${csv.rowsPerSec} rows/s`);
    } finally {
      await stopProcess(api.proc);
    }
    const measureSeconds = Math.round((performance.now() - t0) / 1000);
    const plans = await explainRoutes(kind, url, cases, tmp);
    fs.mkdirSync(PLANS_DIR, { recursive: true });
    const planFile = path.join(PLANS_DIR, `${kind}-${N}.md`);
    fs.writeFileSync(
      planFile,
      `# ${kind === 'postgres' ? 'PostgreSQL: EXPLAIN (ANALYZE, BUFFERS)' : 'SQLite: EXPLAIN QUERY PLAN'} of each route's main query at ${N.toLocaleString('en')} transactions\n\n` +
        `Written by \`npm run bench:scale\` on ${new Date().toISOString()} (every statement of one first view of each route, the slowest, the route's main query, first; driver time; the API in the benchmark's process).\n\n${plans}`,
    );
    console.log(`  wrote ${path.relative(ROOT, planFile)}`);
    return {
      date: new Date().toISOString(),
      database: kind,
      transactions: caught.transactions,
      machine: machine('shared with other engineers\u2019 work; figures vary with load'),
      catchUp: caught,
      settle: settled,
      storage,
      data,
      routes,
      csv,
      measureSeconds,
    };
  } finally {
    await stopProcess(node.proc);
    if (KEEP) console.log(`  kept: ${kind === 'postgres' ? PG_DATABASE : tmp}`);
    else await pgdb?.drop();
  }
}

async function main(): Promise<void> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-scale-'));
  try {
    const { buildServer, SERVER_NODE_FLAGS } = await import('../scripts/build-server.mjs');
    await buildServer({ 'bench-catch-up': 'bench/catchUp.ts' });
    const nodeArgs = [
      '--max-semi-space-size=64',
      ...SERVER_NODE_FLAGS,
      path.join(ROOT, 'server/dist/bench-catch-up.js'),
    ];
    for (const kind of DATABASES) {
      const run = await runOne(kind, nodeArgs, tmp);
      const runs = readRuns();
      const base = [...runs]
        .reverse()
        .find((r) => r.database === kind && r.transactions <= 101_000 && r.transactions >= 99_000);
      if (base && run.transactions > 101_000) {
        run.ratioTo100k = {};
        for (const [name, r] of Object.entries(run.routes)) {
          const b = base.routes[name];
          if (b)
            run.ratioTo100k[name] = {
              first: Math.round((r.first.p99Ms / b.first.p99Ms) * 100) / 100,
              hot: Math.round((r.hot.p99Ms / b.hot.p99Ms) * 100) / 100,
            };
        }
      }
      writeRuns([...runs, run]);
      console.log(`appended to ${path.relative(ROOT, RESULTS)}`);
      console.log(markdownTable(run, base));
    }
  } finally {
    if (!KEEP) fs.rmSync(tmp, { recursive: true, force: true });
  }
}

runMain(main);
