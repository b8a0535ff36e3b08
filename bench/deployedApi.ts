/**
 * The real API server as deployed (`server/dist/cli.js api`, built by scripts/build-server.mjs), in
 * its own process on a free port, so that what a benchmark measures is not shared with its own
 * client's work and garbage.
 *   const api = await startDeployedApi({ databaseUrl, rpcUrl, tmp });   // api.base: http://127.0.0.1:<port>
 *   await api.stop();
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../server/test/helpers/pgCluster';
import { sleep } from './lib';

const ROOT = path.resolve(__dirname, '..');

/** Stops a child process by SIGTERM, then SIGKILL after ten seconds. */
export async function stopProcess(p: ChildProcess): Promise<void> {
  if (p.exitCode !== null || p.signalCode !== null) return;
  const exited = new Promise<void>((r) => p.once('exit', () => r()));
  const timer = setTimeout(() => p.kill('SIGKILL'), 10_000);
  p.kill('SIGTERM');
  await exited;
  clearTimeout(timer);
}

export async function startDeployedApi(o: {
  databaseUrl: string;
  rpcUrl: string;
  tmp: string;
}): Promise<{ proc: ChildProcess; base: string; stop(): Promise<void> }> {
  const { serverNodeArgs } = await import('../scripts/build-server.mjs');
  const port = await freePort();
  const deployDir = path.join(o.tmp, 'deploy');
  fs.mkdirSync(deployDir, { recursive: true });
  const proc = spawn(process.execPath, serverNodeArgs('api'), {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: o.databaseUrl,
      RPC_URL: o.rpcUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEPLOY_DIR: deployDir,
      DATA_DIR: path.join(o.tmp, 'data'),
      LOG_LEVEL: 'warn',
      RATE_LIMIT: 'off',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const end = Date.now() + 120_000;
  for (;;) {
    const ok = await fetch(`${base}/api/health`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) return { proc, base, stop: () => stopProcess(proc) };
    if (proc.exitCode !== null || Date.now() > end) {
      await stopProcess(proc);
      throw new Error(`the API did not start on ${port}`);
    }
    await sleep(250);
  }
}

/** How many answers of one route the API's own histogram counts at or under each bound (seconds). */
export type RouteHistogram = Map<number, number>;

/** The API's duration histogram of `route` (its pattern, e.g. /api/block/:height/programs), from /metrics. */
export async function routeHistogram(base: string, route: string): Promise<RouteHistogram> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const out: RouteHistogram = new Map();
  for (const line of text.split('\n')) {
    if (!line.startsWith('explorer_http_request_duration_seconds_bucket{')) continue;
    if (!line.includes(`route="${route}"`) || !line.includes('method="GET"')) continue;
    const le = /le="([^"]+)"/.exec(line)?.[1];
    const count = /\} (\d+)$/.exec(line)?.[1];
    if (le && count) out.set(le === '+Inf' ? Infinity : Number(le), Number(count));
  }
  return out;
}

/**
 * The answers counted between two readings of a route's histogram, as the server timed them (from
 * the request's arrival to its answer's end): how many, the share within `withinMs`, and the bound
 * under which 99 % of them fall.
 */
export function serverTimes(
  before: RouteHistogram,
  after: RouteHistogram,
  withinMs: number,
): { requests: number; shareWithin: number; p99AtMostMs: number } {
  const bounds = [...after.keys()].sort((a, b) => a - b);
  const counted = (le: number) => (after.get(le) ?? 0) - (before.get(le) ?? 0);
  const requests = counted(Infinity);
  const share = (le: number) => (requests === 0 ? 1 : counted(le) / requests);
  const p99 = bounds.find((le) => share(le) >= 0.99) ?? Infinity;
  const within = bounds.filter((le) => le * 1000 <= withinMs).pop();
  return {
    requests,
    shareWithin: Math.round((within === undefined ? 0 : share(within)) * 10_000) / 10_000,
    p99AtMostMs: p99 * 1000,
  };
}
