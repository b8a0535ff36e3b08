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

/** One answer as the server timed it: its path and query, and arrival to the answer's end. */
export interface ServedRequest {
  url: string;
  ms: number;
}

export interface DeployedApi {
  proc: ChildProcess;
  base: string;
  stop(): Promise<void>;
  /**
   * With `serverTimes`, the requests answered since the last call, as the server's access log timed
   * them: the client's figure less what lies outside the server's handling (the client's own work,
   * the loopback, a turn of the machine's two cores given to another process).
   */
  served(): ServedRequest[];
}

export async function startDeployedApi(o: {
  databaseUrl: string;
  rpcUrl: string;
  tmp: string;
  serverTimes?: boolean;
}): Promise<DeployedApi> {
  const { serverNodeArgs } = await import('../scripts/build-server.mjs');
  const port = await freePort();
  const deployDir = path.join(o.tmp, 'deploy');
  const logFile = path.join(o.tmp, `api-${port}.log`);
  const logFd = fs.openSync(logFile, 'w');
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
      LOG_LEVEL: o.serverTimes ? 'info' : 'warn',
      ACCESS_LOG: o.serverTimes ? 'on' : 'off',
      RATE_LIMIT: 'off',
    },
    // The log goes to a file, read between passes: read from a pipe as it came, it took the client's
    // turns on the machine's two cores in the middle of the requests it times.
    stdio: ['ignore', logFd, 'inherit'],
  });
  fs.closeSync(logFd);
  const log = accessLog(logFile);
  const base = `http://127.0.0.1:${port}`;
  const end = Date.now() + 120_000;
  for (;;) {
    const ok = await fetch(`${base}/api/health`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) {
      log.drain();
      return { proc, base, stop: () => stopProcess(proc), served: () => log.drain() };
    }
    if (proc.exitCode !== null || Date.now() > end) {
      await stopProcess(proc);
      throw new Error(`the API did not start on ${port}`);
    }
    await sleep(250);
  }
}

/** The server's access log in `file`: each call reads the lines written since the last. */
function accessLog(file: string): { drain(): ServedRequest[] } {
  const urls = new Map<string, string>();
  let offset = 0;
  let rest = '';
  return {
    drain() {
      const fd = fs.openSync(file, 'r');
      const text = Buffer.alloc(Math.max(0, fs.fstatSync(fd).size - offset));
      offset += fs.readSync(fd, text, 0, text.length, offset);
      fs.closeSync(fd);
      const lines = (rest + text.toString()).split('\n');
      rest = lines.pop() ?? '';
      const served: ServedRequest[] = [];
      for (const line of lines) {
        if (!line.startsWith('{')) continue;
        let entry: { reqId?: string; req?: { url?: string }; responseTime?: number };
        try {
          entry = JSON.parse(line) as typeof entry;
        } catch {
          continue;
        }
        if (!entry.reqId) continue;
        if (entry.req?.url) urls.set(entry.reqId, entry.req.url);
        else if (entry.responseTime !== undefined) {
          served.push({ url: urls.get(entry.reqId) ?? '', ms: entry.responseTime });
          urls.delete(entry.reqId);
        }
      }
      return served;
    },
  };
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
