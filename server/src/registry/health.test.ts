import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { migrate, openDatabase, type OpenedDatabase } from '../db';
import { formatHealth } from './cli';
import { parseAutoRollback } from './health';
import { RemoteHealth } from './health';
import { publish, readRegistry, startCanary, status } from './store';

let dir: string;
const deploy = () => join(dir, 'deploy');

function fakeBuild(tag: string): string {
  const d = join(dir, `build-${tag}`);
  mkdirSync(d, { recursive: true });
  writeFileSync(join(d, 'mf-manifest.json'), JSON.stringify({ name: 'mfe_x', tag }));
  writeFileSync(join(d, 'remoteEntry.js'), `/* ${tag} */`);
  writeFileSync(join(d, 'pages.json'), JSON.stringify([{ path: `/x-${tag}`, title: `Page ${tag}` }]));
  return d;
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'health-'));
  publish(deploy(), 'mfe_x', { from: fakeBuild('a'), version: '1.0.0' });
  publish(deploy(), 'mfe_x', { from: fakeBuild('b'), version: '1.1.0' });
  startCanary(deploy(), 'mfe_x', '1.1.0', 50);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const load = (version: string, reason: 'stable' | 'canary' | 'fallback' = 'canary') => ({
  remote: 'mfe_x',
  version,
  reason,
});
const failure = (version: string, phase: 'load' | 'render' | 'incompatible' | 'integrity' = 'load') => ({
  remote: 'mfe_x',
  version,
  phase,
  message: 'boom',
  fallbackVersion: '1.0.0',
  visitorId: 'v',
  url: 'http://x/',
});

test('REMOTES_AUTO_ROLLBACK is ratio,minLoads', () => {
  expect(parseAutoRollback(undefined)).toBeNull();
  expect(parseAutoRollback('off')).toBeNull();
  expect(parseAutoRollback('0.2,50')).toEqual({ ratio: 0.2, minLoads: 50 });
  expect(parseAutoRollback(' .5 , 4 ')).toEqual({ ratio: 0.5, minLoads: 4 });
  expect(() => parseAutoRollback('20%,5')).toThrow(/ratio/);
  expect(() => parseAutoRollback('1.5,5')).toThrow();
  expect(() => parseAutoRollback('0.5,0')).toThrow();
  expect(() => parseAutoRollback('0.5')).toThrow();
});

test('loads and failures are counted per listed version; unlisted ones are ignored', () => {
  const h = new RemoteHealth({ deployDir: deploy() });
  h.recordLoad(load('1.0.0', 'stable'));
  h.recordLoad(load('1.0.0', 'fallback'));
  h.recordLoad(load('1.1.0'));
  h.recordFailure(failure('1.1.0'));
  h.recordFailure(failure('1.1.0', 'render'));
  h.recordLoad(load('6.6.6'));
  h.recordLoad({ remote: 'mfe_forged', version: '1.0.0', reason: 'stable' });
  const report = h.report();
  expect(report.autoRollback).toBeNull();
  expect(report.remotes).toHaveLength(1);
  const [r] = report.remotes;
  expect(r).toMatchObject({ remote: 'mfe_x', stable: '1.0.0', canary: { version: '1.1.0', percent: 50 } });
  expect(r.versions).toEqual([
    { version: '1.0.0', role: 'stable', loads: 2, failures: 0, fallbacks: 0, refused: 0, failureRatio: 0 },
    // 2 failures over 2 attempts (1 load that later threw while rendering + 1 failed load)
    { version: '1.1.0', role: 'canary', loads: 1, failures: 2, fallbacks: 2, refused: 0, failureRatio: 1 },
  ]);
  expect(h.entries().map(([remote, version]) => `${remote}@${version}`)).toEqual([
    'mfe_x@1.0.0',
    'mfe_x@1.1.0',
  ]);
  const text = formatHealth(report);
  expect(text).toMatch(/mfe_x\s+canary 1\.1\.0 fails 100\.0 % against stable's 0\.0 %/);
});

test('a version published a moment after the last beacon is counted from its first beacon', () => {
  const h = new RemoteHealth({ deployDir: deploy() });
  h.recordLoad(load('1.1.0'));
  publish(deploy(), 'mfe_x', { from: fakeBuild('c'), version: '1.2.0' });
  h.recordFailure(failure('1.2.0', 'integrity'));
  const counted = h.entries().find(([, version]) => version === '1.2.0');
  expect(counted?.[2].failures.integrity).toBe(1);
});

test('auto-rollback takes a failing canary out of rotation once it has enough attempts', () => {
  const logged: string[] = [];
  const h = new RemoteHealth({
    deployDir: deploy(),
    autoRollback: { ratio: 0.3, minLoads: 6 },
    log: (m) => logged.push(m),
  });
  // 2 failures in 5 attempts: 40 % but too few attempts to judge
  for (let i = 0; i < 3; i++) h.recordLoad(load('1.1.0'));
  h.recordFailure(failure('1.1.0'));
  h.recordFailure(failure('1.1.0'));
  expect(readRegistry(deploy()).mfe_x.canary).toEqual({ version: '1.1.0', percent: 50 });
  // stable's failures never roll anything back
  for (let i = 0; i < 10; i++) h.recordFailure(failure('1.0.0'));
  expect(readRegistry(deploy()).mfe_x.canary).not.toBeNull();
  // the 6th attempt: 3 / 6 = 50 % > 30 %
  h.recordFailure(failure('1.1.0'));
  const entry = readRegistry(deploy()).mfe_x;
  expect(entry.canary).toBeNull();
  expect(entry.stable).toBe('1.0.0');
  expect(entry.versions).toEqual(['1.0.0', '1.1.0']);
  expect(entry.autoRollback).toMatchObject({
    version: '1.1.0',
    ratio: 0.5,
    threshold: 0.3,
    loads: 3,
    failures: 3,
  });
  expect(logged).toEqual([expect.stringMatching(/canary mfe_x@1\.1\.0 rolled back automatically/)]);
  expect(status(deploy())).toMatch(/auto-rollback of 1\.1\.0 at .*: failure ratio 0\.5 > 0\.3/);
  expect(h.report().remotes[0].lastAutoRollback).toMatchObject({ version: '1.1.0' });
});

test('refused files count as failed attempts of their version and feed the auto-rollback', () => {
  const h = new RemoteHealth({ deployDir: deploy(), autoRollback: { ratio: 0.5, minLoads: 2 } });
  h.recordFailure(failure('1.1.0', 'integrity'));
  h.recordFailure(failure('1.1.0', 'integrity'));
  const canary = h.report().remotes[0].versions.find((v) => v.version === '1.1.0');
  expect(canary).toMatchObject({ failures: 2, refused: 2, failureRatio: 1 });
  expect(readRegistry(deploy()).mfe_x.canary).toBeNull();
  expect(formatHealth(h.report())).toMatch(
    /1\.1\.0\s+loads\s+0\s+failures\s+2\s+fallbacks\s+2\s+refused\s+2/,
  );
});

test('a page chunk refused after its version loaded is a failure of that load, not a second attempt', () => {
  const h = new RemoteHealth({ deployDir: deploy(), autoRollback: { ratio: 0.5, minLoads: 1 } });
  h.recordLoad(load('1.1.0'));
  h.recordFailure({ ...failure('1.1.0', 'integrity'), afterLoad: true });
  const canary = h.report().remotes[0].versions.find((v) => v.version === '1.1.0');
  expect(canary).toMatchObject({ loads: 1, failures: 1, refused: 1, failureRatio: 1 });
  expect(readRegistry(deploy()).mfe_x.canary).toBeNull();
});

test('a healthy canary stays', () => {
  const h = new RemoteHealth({
    deployDir: deploy(),
    autoRollback: { ratio: 0.3, minLoads: 5 },
  });
  for (let i = 0; i < 20; i++) h.recordLoad(load('1.1.0'));
  h.recordFailure(failure('1.1.0'));
  expect(readRegistry(deploy()).mfe_x.canary).toEqual({ version: '1.1.0', percent: 50 });
});

describe('over HTTP', () => {
  let app: FastifyInstance;
  let database: OpenedDatabase;
  let base: string;
  beforeEach(async () => {
    database = await openDatabase(`sqlite:${join(dir, 'explorer.db')}`);
    await migrate(database.db);
    app = await buildApp({
      deployDir: deploy(),
      api: { database: { db: database.db, dialect: database.dialect } },
      remotesAutoRollback: { ratio: 0.5, minLoads: 3 },
    });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(async () => {
    await app.close();
    await database.close();
  });
  const post = (path: string, body: unknown) =>
    fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  test('beacons show on /metrics and /api/telemetry/remotes, and a broken canary is rolled back', async () => {
    expect((await post('/api/telemetry/remote-load', load('1.0.0', 'stable'))).status).toBe(204);
    expect((await post('/api/telemetry/remote-load', { ...load('1.0.0'), reason: 'nope' })).status).toBe(400);
    expect((await post('/api/telemetry/remote-load', { ...load('1.0.0'), remote: 'Bad Name' })).status).toBe(
      400,
    );
    // a field the contract does not name is refused, not dropped: nothing is counted
    const extra = await post('/api/telemetry/remote-load', { ...load('1.0.0'), loads: 1000 });
    expect(extra.status).toBe(400);
    expect(((await extra.json()) as { message: string }).message).toMatch(/Unknown field.*loads/);
    expect((await post('/api/telemetry/remote-failure', { ...failure('1.1.0'), weight: 9 })).status).toBe(
      400,
    );
    for (let i = 0; i < 3; i++)
      expect((await post('/api/telemetry/remote-failure', failure('1.1.0'))).status).toBe(204);
    const metrics = await (await fetch(`${base}/metrics`)).text();
    expect(metrics).toContain('explorer_remote_loads_total{remote="mfe_x",version="1.0.0"} 1');
    expect(metrics).toContain(
      'explorer_remote_load_failures_total{remote="mfe_x",version="1.1.0",phase="load"} 3',
    );
    expect(metrics).toContain('explorer_remote_fallbacks_total{remote="mfe_x",version="1.1.0"} 3');
    const health = (await (await fetch(`${base}/api/telemetry/remotes`)).json()) as {
      autoRollback: unknown;
      remotes: { canary: unknown; lastAutoRollback: { version: string } | null }[];
    };
    expect(health.autoRollback).toEqual({ ratio: 0.5, minLoads: 3 });
    expect(health.remotes[0].canary).toBeNull();
    expect(health.remotes[0].lastAutoRollback?.version).toBe('1.1.0');
    const registry = (await (await fetch(`${base}/remotes.json`)).json()) as Record<
      string,
      { canary: unknown }
    >;
    expect(registry.mfe_x.canary).toBeNull();
  });
});
