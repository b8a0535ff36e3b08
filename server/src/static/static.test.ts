import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { RemoteFailureReport } from './telemetry';

let dir: string;
let app: FastifyInstance;
let base: string;

// Real HTTP (not inject): light-my-request pulls an ESM-only dependency jest cannot load on Node 20.
async function get(path: string, init: RequestInit = {}) {
  const r = await fetch(base + path, init);
  const body = await r.text();
  return { statusCode: r.status, headers: Object.fromEntries(r.headers), body, json: () => JSON.parse(body) };
}
const reports: RemoteFailureReport[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'static-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'main.js'), 'console.log(1);'.repeat(200));
  writeFileSync(
    join(dir, 'remotes.json'),
    JSON.stringify({ mfe_chain: { stable: '1.0.0', canary: null, versions: ['1.0.0'] } }),
  );
  mkdirSync(join(dir, 'remotes/mfe_chain/1.0.0'), { recursive: true });
  writeFileSync(join(dir, 'remotes/mfe_chain/1.0.0/remoteEntry.js'), 'var mfe_chain = 1;'.repeat(200));
  app = await buildApp({ deployDir: dir, telemetry: { onRemoteFailure: (r) => reports.push(r) } });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

test('registry is no-store, versioned files immutable, index no-cache', async () => {
  const reg = await get('/remotes.json');
  expect(reg.statusCode).toBe(200);
  expect(reg.headers['cache-control']).toBe('no-store');
  expect(reg.json()).toHaveProperty('mfe_chain.stable', '1.0.0');
  const entry = await get('/remotes/mfe_chain/1.0.0/remoteEntry.js');
  expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const index = await get('/');
  expect(index.headers['cache-control']).toBe('no-cache');
  expect(index.body).toContain('id="root"');
  expect(index.headers['content-security-policy']).toMatch(/script-src 'self'/);
  expect(index.headers['x-content-type-options']).toBe('nosniff');
});

test('unknown page paths get index.html; unknown files and /api paths get a 404', async () => {
  const page = await get('/tx/5abcdef?x=1');
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/text\/html/);
  const missing = await get('/remotes/mfe_chain/9.9.9/remoteEntry.js');
  expect(missing.statusCode).toBe(404);
  const api = await get('/api/nope');
  expect(api.statusCode).toBe(404);
  expect(api.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
});

test('compresses with brotli or gzip', async () => {
  const br = await get('/main.js', { headers: { 'accept-encoding': 'br' } });
  expect(br.headers['content-encoding']).toBe('br');
  const gz = await get('/remotes/mfe_chain/1.0.0/remoteEntry.js', { headers: { 'accept-encoding': 'gzip' } });
  expect(gz.headers['content-encoding']).toBe('gzip');
});

test('telemetry accepts a valid failure report and rejects bad input with a 400', async () => {
  const good = {
    remote: 'mfe_chain',
    version: '1.0.1',
    phase: 'load',
    message: 'boom',
    fallbackVersion: '1.0.0',
    visitorId: 'v1',
    url: 'http://x/',
  };
  const r = await get('/api/telemetry/remote-failure', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(good),
  });
  expect(r.statusCode).toBe(204);
  expect(reports).toEqual([good]);
  const bad = await get('/api/telemetry/remote-failure', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ remote: 'x' }),
  });
  expect(bad.statusCode).toBe(400);
  expect(bad.json()).toHaveProperty('message');
});
