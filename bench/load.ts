/**
 * `npm run bench:load`: the whole server under load while it indexes. A localnet process generates
 * BENCH_LOAD_TPS (default 200) transactions per second; the server (`server all`: indexer + API +
 * site in one process, as `npm start` runs it, on a fresh SQLite file, or BENCH_DATABASE_URL) follows
 * it; wrk then drives BENCH_LOAD_CONNECTIONS (256) connections for BENCH_LOAD_S (60) seconds over the
 * hot routes (stats, latest blocks and transactions, an address's history, the token list, health).
 * Recorded: req/s, p50/p99, errors (socket errors + non-2xx), the server's RSS before and after, the
 * indexer's lag during the run, and a bare Fastify hello-world under the same wrk as the peer.
 * Goals: 0 errors, p99 ≤ 50 ms, RSS growth ≤ 10 %. Results → bench/results/load.json.
 * The per-client rate limit is off for this run (one wrk client would trip it); shedding stays on.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { machine, rotatingPathsScript, runMain, sleep, waitFor, wrk, writeResult } from './lib';

const ROOT = path.resolve(__dirname, '..');
const TPS = Number(process.env.BENCH_LOAD_TPS ?? 200);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 256);
const DURATION_S = Number(process.env.BENCH_LOAD_S ?? 60);
const THREADS = Number(process.env.BENCH_THREADS ?? 2);
const wrkFor = (url: string, seconds: number, script?: string) =>
  wrk(url, { connections: CONNECTIONS, seconds, threads: THREADS, script });
const GOALS = { errors: 0, p99Ms: 50, rssGrowthPct: 10 };

/**
 * Resident memory of a process, split as the kernel counts it: anonymous (JS heap, native buffers,
 * SQLite's page cache) and file-backed (SQLite's memory-mapped database: it grows with the file the
 * indexer is writing, so it is not a leak and the memory goal is read on the anonymous part).
 */
function rssOf(pid: number): { total: number; anon: number; file: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN) * 1024;
  return { total: kb('VmRSS'), anon: kb('RssAnon'), file: kb('RssFile') };
}

async function main(): Promise<void> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-load-'));
  const dbUrl = process.env.BENCH_DATABASE_URL ?? `sqlite:${path.join(tmp, 'load.db')}`;
  const ln = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(ROOT, 'localnet/src/cli.ts'),
      '--port',
      '0',
      '--tps',
      String(TPS),
      '--ledger',
      path.join(tmp, 'ledger'),
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const rpcUrl = (await waitFor(ln, /RPC (http:\/\/\S+)/, 'localnet'))[1];
  const deployDir = path.join(tmp, 'deploy');
  fs.mkdirSync(deployDir);
  // The server as `npm start` runs it: from its bundle.
  const { buildServer, serverNodeArgs } = await import('../scripts/build-server.mjs');
  await buildServer();
  const server = spawn(process.execPath, serverNodeArgs('all'), {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      RPC_URL: rpcUrl,
      DATABASE_URL: dbUrl,
      DATA_DIR: tmp,
      DEPLOY_DIR: deployDir,
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'warn',
      INDEX_FROM_SLOT: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const api = (await waitFor(server, /Gorbagana explorer at (http:\/\/\S+)/, 'server', 300_000))[1];
  console.log(
    `bench:load — localnet ${TPS} tx/s, server ${api} on ${dbUrl.startsWith('postgres') ? 'PostgreSQL' : 'SQLite'}`,
  );

  // Let the chain build up some history, then find a busy address for the history route.
  await sleep(15_000);
  const txs = (await (await fetch(`${api}/api/transactions?limit=50`)).json()) as {
    signer?: string;
    feePayer?: string;
  }[];
  const busy = txs.map((t) => t.feePayer ?? t.signer).find((a): a is string => typeof a === 'string');
  const paths = [
    '/api/network/stats',
    '/api/blocks',
    '/api/transactions',
    '/api/tokens',
    '/api/health',
    ...(busy ? [`/api/address/${busy}/transactions/paginated`] : []),
  ];
  const script = rotatingPathsScript(path.join(tmp, 'paths.lua'), paths);
  for (const p of paths) await fetch(api + p).then((r) => r.text());

  // Lag of the indexer while the API is under load (sampled once a second).
  const lags: number[] = [];
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const h = (await fetch(`${api}/api/health`)
        .then((r) => r.json())
        .catch(() => null)) as { lagSlots?: number | null } | null;
      if (h && typeof h.lagSlots === 'number') lags.push(h.lagSlots);
      await sleep(1000);
    }
  })();

  // Warm-up, then RSS before / the measured run / RSS after.
  // Warm-up long enough for the JIT and the caches (responses, SQLite pages) to reach their size.
  await wrkFor(api, 20, script);
  await sleep(2000);
  const rssBefore = rssOf(server.pid as number);
  const load = await wrkFor(api, DURATION_S, script);
  await sleep(2000);
  const rssAfter = rssOf(server.pid as number);
  sampling = false;
  await sampler;

  // Peer: a bare Fastify hello-world under the same wrk, in this (otherwise idle) process.
  const hello = Fastify({ logger: false });
  hello.get('/', async () => ({ hello: 'world' }));
  const helloUrl = await hello.listen({ port: 0, host: '127.0.0.1' });
  const peer = await wrkFor(helloUrl, 15);
  await hello.close();

  // Both stopped before this process exits: a child still logging into a closed pipe dies of EPIPE.
  await Promise.all(
    [server, ln].map(
      (p) => new Promise((r) => (p.exitCode !== null ? r(null) : (p.once('exit', r), p.kill('SIGTERM')))),
    ),
  );
  fs.rmSync(tmp, { recursive: true, force: true });

  const sorted = [...lags].sort((a, b) => a - b);
  const rssGrowthPct = Math.round(((rssAfter.anon - rssBefore.anon) / rssBefore.anon) * 1000) / 10;
  const mib = (b: number) => Math.round(b / 2 ** 20);
  const report = {
    benchmark: 'load',
    date: new Date().toISOString(),
    machine: machine(),
    setup: {
      localnetTps: TPS,
      database: dbUrl.startsWith('postgres') ? 'postgres' : 'sqlite',
      wrk: { threads: THREADS, connections: CONNECTIONS, durationS: DURATION_S },
      routes: paths.map((p) => p.replace(busy ?? '\u0000', ':busy')),
      note: 'server all (indexer + API in one process) while localnet, wrk and the server share the 2 cores',
    },
    result: {
      ...load,
      rssBeforeMiB: mib(rssBefore.total),
      rssAfterMiB: mib(rssAfter.total),
      rssAnonBeforeMiB: mib(rssBefore.anon),
      rssAnonAfterMiB: mib(rssAfter.anon),
      rssFileBeforeMiB: mib(rssBefore.file),
      rssFileAfterMiB: mib(rssAfter.file),
      /** Growth of the anonymous part (see rssOf). */
      rssGrowthPct,
      indexerLagSlots: {
        samples: sorted.length,
        p50: sorted[Math.floor(sorted.length * 0.5)] ?? null,
        p99: sorted[Math.floor(sorted.length * 0.99)] ?? null,
        max: sorted.at(-1) ?? null,
      },
    },
    peer: { name: 'bare Fastify hello-world, same wrk', ...peer },
    ratioToPeer: Math.round((load.requestsPerSec / peer.requestsPerSec) * 1000) / 1000,
    goals: GOALS,
    met: {
      errors: load.errors === GOALS.errors,
      p99: load.p99Ms <= GOALS.p99Ms,
      rss: rssGrowthPct <= GOALS.rssGrowthPct,
    },
  };
  console.log(
    `load: ${load.requestsPerSec.toFixed(0)} req/s, p50 ${load.p50Ms} ms, p99 ${load.p99Ms} ms, errors ${load.errors}, RSS ${report.result.rssBeforeMiB} → ${report.result.rssAfterMiB} MiB, anonymous ${report.result.rssAnonBeforeMiB} → ${report.result.rssAnonAfterMiB} MiB (${rssGrowthPct} %), lag p99 ${report.result.indexerLagSlots.p99}; peer ${peer.requestsPerSec.toFixed(0)} req/s`,
  );
  writeResult('load.json', report);
}

runMain(main);
