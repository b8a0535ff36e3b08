/**
 * The server as `npm start` and `npm run server` run it: bundled by scripts/build-server.mjs into
 * server/dist and started with plain node. `all` on a fresh SQLite database starts the embedded
 * localnet, the indexer's thread and its decoding thread from their bundled entries, and serves
 * what they indexed: a bundle that misses a thread's file, a package or the repository's root fails
 * here, not on an operator's machine.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './helpers/pgCluster';

jest.setTimeout(120_000);

const ROOT = path.join(__dirname, '..', '..');

async function json<T>(url: string): Promise<T | null> {
  try {
    const r = await fetch(url);
    return r.ok ? ((await r.json()) as T) : null;
  } catch {
    return null;
  }
}

test('the bundled server indexes the local chain and serves it', async () => {
  const built = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build-server.mjs')], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  expect(built.stderr).toBe('');
  expect(built.status).toBe(0);
  for (const file of ['cli.js', 'worker.js', 'decodeWorker.js'])
    expect(fs.existsSync(path.join(ROOT, 'server/dist', file))).toBe(true);

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-'));
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--single-threaded-gc', '--enable-source-maps', path.join(ROOT, 'server/dist/cli.js'), 'all'],
    {
      cwd: dir,
      env: {
        ...process.env,
        PORT: String(port),
        // 0: the localnet picks a port with the next one free for its websocket (a free port's
        // neighbour may belong to another test's server).
        LOCALNET_PORT: '0',
        DATA_DIR: dir,
        DEPLOY_DIR: path.join(dir, 'deploy'),
        DATABASE_URL: `sqlite:${path.join(dir, 'explorer.db')}`,
        LOCALNET_TPS: '20',
        LOG_LEVEL: 'warn',
        RPC_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  const base = `http://127.0.0.1:${port}`;
  try {
    let txs: { signature: string }[] = [];
    for (const end = Date.now() + 90_000; txs.length === 0; await new Promise((r) => setTimeout(r, 500))) {
      if (child.exitCode !== null) throw new Error(`the bundled server exited:\n${output}`);
      if (Date.now() > end) throw new Error(`nothing indexed within 90 s:\n${output}`);
      txs = (await json<{ signature: string }[]>(`${base}/api/transactions?limit=1`)) ?? [];
    }
    // A transaction page's answer comes from the stored body the decoding thread prepared.
    const tx = await json<{ signature: string; instructions: unknown[] }>(
      `${base}/api/transaction/${txs[0].signature}`,
    );
    expect(tx?.signature).toBe(txs[0].signature);
    expect(tx?.instructions.length).toBeGreaterThan(0);
    const health = await json<{ status: string; indexedSlot: number }>(`${base}/api/health`);
    expect(health?.status).toBe('ok');
    expect(health?.indexedSlot).toBeGreaterThan(0);
    expect(output).not.toMatch(/indexer thread failed|decoding worker stopped|Cannot find module/);
  } finally {
    child.kill('SIGTERM');
    const code = await exited;
    // A failed stop says why only in the server's own output.
    if (code !== 0) console.error(`the bundled server exited with ${code} on SIGTERM:\n${output}`);
    expect(code).toBe(0);
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
