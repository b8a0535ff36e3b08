// Browser-test harness: serves the built site (shell + remotes published into a temp deploy
// directory) with the real server (buildApp: API on a fresh SQLite database, static hosting,
// telemetry) on a free port, and launches Debian's Chromium through playwright-core.
// The build must exist (npm run build); the harness never builds, so tests stay fast.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildApp } from '../server/src/app';
import { migrate, openDatabase } from '../server/src/db';
import { REMOTES, packageDirOf, publishMissing } from '../server/src/registry/store';
import type { RemoteFailureReport, RemoteLoadReport } from '../server/src/registry/telemetry';
import type { AutoRollbackPolicy } from '../server/src/registry/health';
import type { ApiOptions } from '../server/src/api';

export const ROOT = resolve(__dirname, '..');

export interface Site {
  url: string;
  deployDir: string;
  /** Failure beacons received by /api/telemetry/remote-failure. */
  failures: RemoteFailureReport[];
  /** Load beacons received by /api/telemetry/remote-load. */
  loads: RemoteLoadReport[];
  close(): Promise<void>;
}

export interface SiteOptions {
  /** Extra API options (e.g. rpcUrl of a localnet); the database is created here. */
  api?: Partial<ApiOptions>;
  /** Runs after the build is published and before the server starts (publish canaries etc.). */
  prepare?(deployDir: string): void | Promise<void>;
  /** REMOTES_AUTO_ROLLBACK for this server. */
  remotesAutoRollback?: AutoRollbackPolicy;
}

/** Throws a clear message when `npm run build` has not been run. */
export function assertBuilt(): void {
  const missing: string[] = [];
  if (!existsSync(join(ROOT, 'shell/dist/index.html'))) missing.push('shell');
  for (const r of REMOTES) {
    const dir = packageDirOf(r);
    const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string };
    if (!existsSync(join(dir, 'dist', version, 'mf-manifest.json'))) missing.push(r);
  }
  if (missing.length) throw new Error(`no build for ${missing.join(', ')}: run npm run build first`);
}

export function builtVersion(remote: string): string {
  return (JSON.parse(readFileSync(join(packageDirOf(remote), 'package.json'), 'utf8')) as { version: string })
    .version;
}

export async function startSite(opts: SiteOptions = {}): Promise<Site> {
  assertBuilt();
  const work = mkdtempSync(join(tmpdir(), 'gor-e2e-'));
  const deployDir = join(work, 'deploy');
  publishMissing(deployDir);
  await opts.prepare?.(deployDir);
  const database = await openDatabase(`sqlite:${join(work, 'explorer.db')}`);
  await migrate(database.db);
  const failures: RemoteFailureReport[] = [];
  const loads: RemoteLoadReport[] = [];
  const app = await buildApp({
    deployDir,
    api: { database: { db: database.db, dialect: database.dialect }, ...opts.api },
    telemetry: { onRemoteFailure: (r) => failures.push(r), onRemoteLoad: (r) => loads.push(r) },
    remotesAutoRollback: opts.remotesAutoRollback,
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    deployDir,
    failures,
    loads,
    async close() {
      await app.close();
      await database.close();
      rmSync(work, { recursive: true, force: true });
    },
  };
}

export { launchBrowser } from './chromium';

/** The full data path (localnet + indexer + API in child processes) for the chain page tests. */
export { startChainStack, type ChainStack } from './chainStack';
