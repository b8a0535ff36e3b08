// The whole data path for the chain browser tests, as real processes: localnet + indexer (the
// server CLI's `index` command) and the API + site (`api` command) on the same database (SQLite, or
// PostgreSQL in the e2e 'postgres' project). The API runs in its own process so a test can stop it
// (the page goes offline) and start it again on the same port while the chain and the indexer keep
// running.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { publishMissing } from '../server/src/registry/store';
import { e2eDatabase } from './database';
import { assertBuilt } from './harness';

const ROOT = resolve(__dirname, '..');

export interface ChainStack {
  /** the site + API, e.g. http://127.0.0.1:41234 */
  url: string;
  rpcUrl: string;
  wsUrl: string;
  stopApi(): Promise<void>;
  startApi(): Promise<void>;
  /** Resolves once the API answers 200 for `path` (e.g. an indexed transaction). */
  waitFor(path: string, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const s = createServer();
    s.once('error', rej);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => res(port));
    });
  });
}

async function portFree(port: number): Promise<boolean> {
  return new Promise((res) => {
    const s = createServer();
    s.once('error', () => res(false));
    s.listen(port, '127.0.0.1', () => s.close(() => res(true)));
  });
}

/** A port whose successor is free too (localnet's websocket listens on port + 1). */
async function freePortPair(): Promise<number> {
  for (let i = 0; i < 20; i++) {
    const p = await freePort();
    if (p < 65535 && (await portFree(p + 1))) return p;
  }
  throw new Error('no free port pair');
}

async function until(fn: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await fn().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

function run(args: string[], env: Record<string, string>, logs: string[]): ChildProcess {
  // node --import tsx: one process per command, so its pid is all there is to stop.
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (b: Buffer) => {
    logs.push(b.toString());
    if (logs.length > 200) logs.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return child;
}

function stop(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((res) => {
    const t = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(t);
      res();
    });
    child.kill('SIGTERM');
  });
}

export async function startChainStack(opts: { tps?: number } = {}): Promise<ChainStack> {
  const tmp = mkdtempSync(join(tmpdir(), 'gor-e2e-chain-'));
  const dataDir = join(tmp, 'data');
  const deployDir = join(tmp, 'deploy');
  mkdirSync(dataDir, { recursive: true });
  assertBuilt();
  publishMissing(deployDir);
  const lnPort = await freePortPair();
  // Nothing listens on the chain's ports yet (the indexer starts localnet later): the OS may hand the
  // same free port out twice, so the API's must be another one.
  let apiPort = await freePort();
  while (apiPort === lnPort || apiPort === lnPort + 1) apiPort = await freePort();
  const rpcUrl = `http://127.0.0.1:${lnPort}`;
  const wsUrl = `ws://127.0.0.1:${lnPort + 1}`;
  const database = await e2eDatabase();
  const databaseUrl = database.url;
  const logs: string[] = [];
  const indexer = run(
    ['server/src/cli.ts', 'index'],
    {
      DATA_DIR: dataDir,
      LOCALNET_PORT: String(lnPort),
      LOCALNET_TPS: String(opts.tps ?? 1),
      DATABASE_URL: databaseUrl,
    },
    logs,
  );
  const fail = (e: unknown) => {
    throw new Error(`${(e as Error).message}\n--- server output ---\n${logs.join('').slice(-4000)}`);
  };
  await until(
    async () =>
      (
        await fetch(rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"jsonrpc":"2.0","id":1,"method":"getHealth"}',
        })
      ).ok,
    90_000,
    'localnet',
  ).catch(fail);
  let api: ChildProcess | null = null;
  const url = `http://127.0.0.1:${apiPort}`;
  const apiEnv = {
    PORT: String(apiPort),
    DATA_DIR: dataDir,
    DEPLOY_DIR: deployDir,
    RPC_URL: rpcUrl,
    WS_URL: wsUrl,
    DATABASE_URL: databaseUrl,
  };
  const startApi = async () => {
    api = run(['server/src/cli.ts', 'api'], apiEnv, logs);
    await until(async () => (await fetch(`${url}/api/health`)).ok, 60_000, 'the API').catch(fail);
  };
  await startApi();
  return {
    url,
    rpcUrl,
    wsUrl,
    startApi,
    async stopApi() {
      await stop(api);
      api = null;
    },
    async waitFor(path, timeoutMs = 60_000) {
      await until(async () => (await fetch(`${url}${path}`)).ok, timeoutMs, path).catch(fail);
    },
    async close() {
      await stop(api);
      await stop(indexer);
      await database.drop();
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}
