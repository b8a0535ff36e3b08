/**
 * Throwaway PostgreSQL clusters for the chaos and scale tests: initdb into a temp directory, started
 * on a free port with pg_ctl, stopped and started at will (the machine's own cluster on 5432 is never
 * touched), and streaming replicas made with pg_basebackup -R. As root, the binaries run as the
 * `postgres` OS user (PostgreSQL refuses to run as root).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The newest /usr/lib/postgresql/<v>/bin holding initdb, or null. */
export function pgBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0], 'bin') : null;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function run(bin: string, args: string[], timeoutMs = 60_000): string {
  const file = path.join(pgBinDir() as string, bin);
  const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
  return execFileSync(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'], timeout: timeoutMs }).toString();
}

export interface PgCluster {
  port: number;
  dir: string;
  url(database?: string): string;
  start(): void;
  /** Fast shutdown: sessions are terminated, as a crashed or restarted server would do. */
  stop(): void;
  isRunning(): boolean;
  /** Stops it and removes its files. */
  destroy(): void;
}

function cluster(base: string, dir: string, port: number): PgCluster {
  const sock = path.join(base, 'sock');
  const log = path.join(base, `${path.basename(dir)}.log`);
  const opts = `-p ${port} -k ${sock} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=100`;
  const c: PgCluster = {
    port,
    dir,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start() {
      run('pg_ctl', ['-D', dir, '-o', opts, '-l', log, '-w', '-t', '60', 'start']);
    },
    stop() {
      run('pg_ctl', ['-D', dir, '-m', 'fast', '-w', '-t', '60', 'stop']);
    },
    isRunning() {
      try {
        run('pg_ctl', ['-D', dir, 'status']);
        return true;
      } catch {
        return false;
      }
    },
    destroy() {
      if (c.isRunning()) {
        try {
          run('pg_ctl', ['-D', dir, '-m', 'immediate', '-w', 'stop']);
        } catch {
          // already gone
        }
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  return c;
}

function workDir(): string {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'pgc-'));
  fs.mkdirSync(path.join(base, 'sock'));
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', base]);
  fs.chmodSync(base, 0o755);
  return base;
}

/** A new primary, started. */
export async function createPrimary(): Promise<PgCluster> {
  const base = workDir();
  const dir = path.join(base, 'primary');
  run('initdb', ['-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'], 120_000);
  const c = cluster(base, dir, await freePort());
  c.start();
  return c;
}

/** A streaming replica of `primary` (pg_basebackup -R), started and read-only. */
export async function createReplica(primary: PgCluster): Promise<PgCluster> {
  const base = path.dirname(primary.dir);
  const dir = path.join(base, `replica-${Date.now()}`);
  run(
    'pg_basebackup',
    ['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres', '-D', dir, '-R', '-X', 'stream'],
    120_000,
  );
  const c = cluster(base, dir, await freePort());
  c.start();
  return c;
}
