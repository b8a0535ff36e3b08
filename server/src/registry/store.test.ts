import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { brotliCompressSync } from 'node:zlib';
import {
  RegistryError,
  carriesIntegrityHook,
  pinFromBuilds,
  promote,
  publish,
  readRegistry,
  rollback,
  startCanary,
  status,
  writeRegistry,
} from './store';
import { runRemotesCli } from './cli';
import { cacheControlFor, isSpaRoute } from '../static/cache';

let dir: string;
let build: string;

function fakeBuild(tag: string): string {
  const d = join(dir, `build-${tag}`);
  mkdirSync(d, { recursive: true });
  writeFileSync(join(d, 'mf-manifest.json'), JSON.stringify({ name: 'mfe_x', tag }));
  writeFileSync(join(d, 'remoteEntry.js'), `/* ${tag} */`);
  writeFileSync(join(d, 'pages.json'), JSON.stringify([{ path: `/x-${tag}`, title: `Page ${tag}` }]));
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
  const { integrity, ...entry } = readRegistry(deploy()).mfe_x;
  expect(entry).toEqual({
    stable: '1.0.0',
    canary: null,
    versions: ['1.0.0'],
    pages: { '1.0.0': [{ path: '/x-a', title: 'Page a' }] },
  });
  expect(Object.keys(integrity?.['1.0.0'] ?? {})).toEqual([
    'mf-manifest.json',
    'pages.json',
    'remoteEntry.js',
  ]);
  expect(readFileSync(join(deploy(), 'remotes/mfe_x/1.0.0/remoteEntry.js'), 'utf8')).toBe('/* a */');
});

test('a build without valid page declarations is refused and nothing is published', () => {
  const cases: [string, RegExp][] = [
    ['', /is not JSON/],
    [JSON.stringify({ path: '/x' }), /not a list/],
    [JSON.stringify([{ path: '/x' }]), /title missing/],
    [
      JSON.stringify([{ path: '/x', title: 'X', nav: [{ menu: 'sidebar', label: 'X', order: 1 }] }]),
      /unknown menu/,
    ],
    [
      JSON.stringify([
        { path: '/x', title: 'X' },
        { path: '/x', title: 'Y' },
      ]),
      /declared twice/,
    ],
  ];
  for (const [body, message] of cases) {
    writeFileSync(join(build, 'pages.json'), body);
    expect(() => publish(deploy(), 'mfe_x', { from: build, version: '1.0.0' })).toThrow(message);
  }
  rmSync(join(build, 'pages.json'));
  expect(() => publish(deploy(), 'mfe_x', { from: build, version: '1.0.0' })).toThrow(/has no pages\.json/);
  expect(readRegistry(deploy())).toEqual({});
  expect(existsSync(join(deploy(), 'remotes/mfe_x'))).toBe(false);
});

const sha384 = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

test('publish records the SHA-384 of every file of the version, nested ones too (not brotli copies), in the registry', () => {
  mkdirSync(join(build, 'css'));
  writeFileSync(join(build, 'css', 'page.css'), 'a{}');
  // a brotli copy is not pinned: the browser checks the decoded bytes, the original's
  writeFileSync(join(build, 'remoteEntry.js.br'), 'br');
  publish(deploy(), 'mfe_x', { from: build, version: '1.0.0' });
  expect(readRegistry(deploy()).mfe_x.integrity).toEqual({
    '1.0.0': {
      'css/page.css': sha384('a{}'),
      'mf-manifest.json': sha384(readFileSync(join(build, 'mf-manifest.json'), 'utf8')),
      'pages.json': sha384(readFileSync(join(build, 'pages.json'), 'utf8')),
      'remoteEntry.js': sha384('/* a */'),
    },
  });
  expect(status(deploy())).not.toMatch(/no integrity/);
});

test('a version listed without hashes is shown as never running; hashes come back only from an identical build', () => {
  publish(deploy(), 'mfe_x', { from: build, version: '1.0.0' });
  const registry = readRegistry(deploy());
  delete registry.mfe_x.integrity;
  writeRegistry(deploy(), registry);
  expect(status(deploy())).toMatch(/1\.0\.0 \(no integrity: never runs\)/);
  // mfe_x has no package folder with a build: nothing to take hashes from, it stays refused
  expect(pinFromBuilds(deploy())).toEqual([]);
  expect(readRegistry(deploy()).mfe_x.integrity).toBeUndefined();
});

test('a brotli copy that does not decode to its original is not published; a matching one is', () => {
  writeFileSync(join(build, 'remoteEntry.js.br'), brotliCompressSync('/* a */'));
  writeFileSync(join(build, 'mf-manifest.json.br'), brotliCompressSync('{"stale":true}'));
  writeFileSync(join(build, 'gone.js.br'), brotliCompressSync('x'));
  publish(deploy(), 'mfe_x', { from: build, version: '1.0.0' });
  const dir = join(deploy(), 'remotes/mfe_x/1.0.0');
  expect(existsSync(join(dir, 'remoteEntry.js.br'))).toBe(true);
  expect(existsSync(join(dir, 'mf-manifest.json.br'))).toBe(false);
  expect(existsSync(join(dir, 'gone.js.br'))).toBe(false);
});

test('only a build whose chunk loader calls the integrity hook may get its hashes after the fact', () => {
  expect(carriesIntegrityHook(build)).toBe(false);
  const hooked = fakeBuild('hooked');
  writeFileSync(
    join(hooked, 'remoteEntry.js'),
    'typeof self.__remoteIntegrity==="function"&&self.__remoteIntegrity(s,s.src)',
  );
  expect(carriesIntegrityHook(hooked)).toBe(true);
  expect(carriesIntegrityHook(join(dir, 'nowhere'))).toBe(false);
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
  expect(rollback(deploy(), 'mfe_x')).toMatchObject({
    stable: '1.0.0',
    canary: null,
    versions: ['1.0.0', '1.1.0'],
  });
  startCanary(deploy(), 'mfe_x', '1.1.0', 50);
  expect(promote(deploy(), 'mfe_x')).toMatchObject({
    stable: '1.1.0',
    canary: null,
    versions: ['1.0.0', '1.1.0'],
  });
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
  // The build's compressed copy of a file has the file's policy.
  expect(cacheControlFor('/412.9f7e060d.js.br')).toMatch(/immutable/);
  expect(cacheControlFor('/main.js.br')).toBe('no-cache');
  expect(isSpaRoute('GET', '/tx/5xyz')).toBe(true);
  expect(isSpaRoute('GET', '/api/nothing')).toBe(false);
  expect(isSpaRoute('GET', '/missing.js')).toBe(false);
  expect(isSpaRoute('POST', '/tokens')).toBe(false);
});
