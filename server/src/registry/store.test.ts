import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RegistryError, promote, publish, readRegistry, rollback, startCanary, status } from './store';
import { runRemotesCli } from './cli';
import { cacheControlFor, isSpaRoute } from '../static/cache';

let dir: string;
let build: string;

function fakeBuild(tag: string): string {
  const d = join(dir, `build-${tag}`);
  mkdirSync(d, { recursive: true });
  writeFileSync(join(d, 'mf-manifest.json'), JSON.stringify({ name: 'mfe_x', tag }));
  writeFileSync(join(d, 'remoteEntry.js'), `/* ${tag} */`);
  return d;
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'registry-'));
  build = fakeBuild('a');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const deploy = () => join(dir, 'deploy');

test('first publish becomes stable; files land under remotes/<name>/<version>/', () => {
  expect(publish(deploy(), 'mfe_x', { from: build, version: '1.0.0' })).toEqual({
    version: '1.0.0',
    stable: '1.0.0',
  });
  expect(readRegistry(deploy())).toEqual({ mfe_x: { stable: '1.0.0', canary: null, versions: ['1.0.0'] } });
  expect(readFileSync(join(deploy(), 'remotes/mfe_x/1.0.0/remoteEntry.js'), 'utf8')).toBe('/* a */');
});

test('a published version is never overwritten', () => {
  publish(deploy(), 'mfe_x', { from: build, version: '1.0.0' });
  const other = fakeBuild('b');
  expect(() => publish(deploy(), 'mfe_x', { from: other, version: '1.0.0' })).toThrow(/already published/);
  expect(readFileSync(join(deploy(), 'remotes/mfe_x/1.0.0/remoteEntry.js'), 'utf8')).toBe('/* a */');
});

test('bad input is refused with a message', () => {
  expect(() => publish(deploy(), 'mfe_x', { from: join(dir, 'nothing'), version: '1.0.0' })).toThrow(
    RegistryError,
  );
  expect(() => publish(deploy(), 'mfe_x', { from: build, version: '../../etc' })).toThrow(/invalid version/);
  expect(() => publish(deploy(), 'Bad/Name', { from: build, version: '1.0.0' })).toThrow(
    /invalid remote name/,
  );
});

test('canary must name a published version; promote and rollback', () => {
  publish(deploy(), 'mfe_x', { from: build, version: '1.0.0' });
  expect(() => startCanary(deploy(), 'mfe_x', '1.1.0', 10)).toThrow(/not published/);
  publish(deploy(), 'mfe_x', { from: fakeBuild('b'), version: '1.1.0' });
  expect(() => startCanary(deploy(), 'mfe_x', '1.1.0', 101)).toThrow(/percent/);
  expect(startCanary(deploy(), 'mfe_x', '1.1.0', 25).canary).toEqual({ version: '1.1.0', percent: 25 });
  expect(rollback(deploy(), 'mfe_x')).toEqual({
    stable: '1.0.0',
    canary: null,
    versions: ['1.0.0', '1.1.0'],
  });
  startCanary(deploy(), 'mfe_x', '1.1.0', 50);
  expect(promote(deploy(), 'mfe_x')).toEqual({ stable: '1.1.0', canary: null, versions: ['1.0.0', '1.1.0'] });
  expect(() => promote(deploy(), 'mfe_x')).toThrow(/no canary/);
  // no canary: rollback moves stable back one version
  expect(rollback(deploy(), 'mfe_x').stable).toBe('1.0.0');
  expect(() => rollback(deploy(), 'mfe_x')).toThrow(/no earlier version/);
  expect(status(deploy())).toMatch(/mfe_x\s+stable 1.0.0/);
});

test('CLI drives the same operations', () => {
  expect(runRemotesCli(['publish', 'mfe_x', '--from', build, '--version', '2.0.0'], deploy())).toBe(
    'published mfe_x@2.0.0 (stable 2.0.0)',
  );
  expect(() => runRemotesCli(['canary', 'mfe_x', '9.9.9', '5'], deploy())).toThrow(/not published/);
  expect(() => runRemotesCli(['frobnicate'], deploy())).toThrow(/usage/);
  expect(runRemotesCli(['status'], deploy())).toMatch(/mfe_x/);
  expect(existsSync(join(deploy(), 'remotes.json'))).toBe(true);
});

test('cache policy and SPA fallback rules', () => {
  expect(cacheControlFor('/remotes.json')).toBe('no-store');
  expect(cacheControlFor('/remotes/mfe_chain/1.0.0/remoteEntry.js')).toMatch(/immutable/);
  expect(cacheControlFor('/index.html')).toBe('no-cache');
  expect(cacheControlFor('/412.9f7e060d.js')).toMatch(/immutable/);
  expect(isSpaRoute('GET', '/tx/5xyz')).toBe(true);
  expect(isSpaRoute('GET', '/api/nothing')).toBe(false);
  expect(isSpaRoute('GET', '/missing.js')).toBe(false);
  expect(isSpaRoute('POST', '/tokens')).toBe(false);
});
