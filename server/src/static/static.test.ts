import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { brotliCompressSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { RemoteFailureReport } from '../registry/telemetry';

let dir: string;
let app: FastifyInstance;
let base: string;

// Real HTTP (not inject): light-my-request pulls an ESM-only dependency jest's module registry cannot load.
async function get(path: string, init: RequestInit = {}) {
  const r = await fetch(base + path, init);
  const body = await r.text();
  return { statusCode: r.status, headers: Object.fromEntries(r.headers), body, json: () => JSON.parse(body) };
}
const reports: RemoteFailureReport[] = [];

const chainPages = ['/tx/:signature', '/block/:height', '/tokens', '/address/:address/holdings'].map(
  (path) => ({ path, title: path }),
);
/** mfe_chain published at 1.0.0 with its pages; `canary`, a 1.1.0 that adds /leaderboard, when given. */
const registry = (canary: { percent: number } | null = null) => ({
  mfe_chain: {
    stable: '1.0.0',
    canary: canary && { version: '1.1.0', percent: canary.percent },
    versions: ['1.0.0', '1.1.0'],
    pages: {
      '1.0.0': chainPages,
      '1.1.0': [...chainPages, { path: '/leaderboard', title: 'Leaderboard' }],
    },
  },
});

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'static-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'main.js'), 'console.log(1);'.repeat(200));
  writeFileSync(join(dir, 'remotes.json'), JSON.stringify(registry()));
  writeFileSync(join(dir, 'pages.json'), JSON.stringify([{ path: '/bridge', title: 'Bridge' }]));
  mkdirSync(join(dir, 'remotes/mfe_chain/1.0.0'), { recursive: true });
  writeFileSync(join(dir, 'remotes/mfe_chain/1.0.0/remoteEntry.js'), 'var mfe_chain = 1;'.repeat(200));
  // The build's brotli copy of a chunk, made recognisable by a marker the original does not carry.
  writeFileSync(join(dir, 'remotes/mfe_chain/1.0.0/Home.js'), 'var home = 1;'.repeat(200));
  writeFileSync(
    join(dir, 'remotes/mfe_chain/1.0.0/Home.js.br'),
    brotliCompressSync(`/*precompressed*/${'var home = 1;'.repeat(200)}`),
  );
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
  expect(entry.headers['cache-control']).toBe('max-age=31536000, immutable');
  const index = await get('/');
  expect(index.headers['cache-control']).toBe('no-cache');
  expect(index.body).toContain('id="root"');
  expect(index.headers['content-security-policy']).toMatch(/script-src 'self'/);
  expect(index.headers['x-content-type-options']).toBe('nosniff');
});

test('declared pages get index.html; unknown pages get it with a 404; unknown files and /api paths a 404', async () => {
  const page = await get('/tx/5abcdef?x=1');
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/text\/html/);
  for (const p of ['/bridge', '/tokens/', '/address/abc/holdings', '/block/12'])
    expect((await get(p)).statusCode).toBe(200);
  // The shell renders its 404 page from the same document; the status says it too.
  for (const p of ['/no-such-page', '/tx/abc/extra', '/tokens/x/y']) {
    const unknown = await get(p);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/text\/html/);
    expect(unknown.body).toContain('id="root"');
  }
  const missing = await get('/remotes/mfe_chain/9.9.9/remoteEntry.js');
  expect(missing.statusCode).toBe(404);
  const api = await get('/api/nope');
  expect(api.statusCode).toBe(404);
  expect(api.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
});

test("a canary's new page is answered with 200 while it runs, with 404 once it is rolled back", async () => {
  expect((await get('/leaderboard')).statusCode).toBe(404);
  try {
    writeFileSync(join(dir, 'remotes.json'), JSON.stringify(registry({ percent: 10 })));
    const page = await get('/leaderboard');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('"/leaderboard"'); // the shell learns of it from the inlined registry
  } finally {
    writeFileSync(join(dir, 'remotes.json'), JSON.stringify(registry()));
  }
  expect((await get('/leaderboard')).statusCode).toBe(404);
});

test('compresses with brotli or gzip', async () => {
  const br = await get('/main.js', { headers: { 'accept-encoding': 'br' } });
  expect(br.headers['content-encoding']).toBe('br');
  const gz = await get('/remotes/mfe_chain/1.0.0/remoteEntry.js', { headers: { 'accept-encoding': 'gzip' } });
  expect(gz.headers['content-encoding']).toBe('gzip');
});

test('the build’s brotli copy is sent as is to browsers that accept br; others get the file compressed', async () => {
  const r = await fetch(`${base}/remotes/mfe_chain/1.0.0/Home.js`, { headers: { 'accept-encoding': 'br' } });
  expect(r.headers.get('content-encoding')).toBe('br');
  // fetch decodes the body: the marker shows it was the build's copy, not a fresh compression
  expect((await r.text()).startsWith('/*precompressed*/')).toBe(true);
  const gz = await get('/remotes/mfe_chain/1.0.0/Home.js', { headers: { 'accept-encoding': 'gzip' } });
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(gz.body.startsWith('var home = 1;')).toBe(true);
});

test('scripts carry nosniff and the resource policy only; pages keep the whole policy', async () => {
  const js = await get('/remotes/mfe_chain/1.0.0/remoteEntry.js');
  expect(js.headers['x-content-type-options']).toBe('nosniff');
  expect(js.headers['cross-origin-resource-policy']).toBe('same-site');
  expect(js.headers['content-security-policy']).toBeUndefined();
  expect(js.headers['x-frame-options']).toBeUndefined();
  expect(js.headers['accept-ranges']).toBeUndefined();
  expect(js.headers['content-type']).toBe('text/javascript');
  const br = await get('/remotes/mfe_chain/1.0.0/Home.js', { headers: { 'accept-encoding': 'br' } });
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['content-type']).toBe('text/javascript');
  const page = await get('/tokens');
  expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
  expect(page.headers['x-frame-options']).toBe('DENY');
});

test('an immutable file carries no validator; a revalidated one its ETag only, and gets a 304 with it', async () => {
  for (const path of ['/remotes/mfe_chain/1.0.0/remoteEntry.js', '/remotes/mfe_chain/1.0.0/Home.js']) {
    const immutable = await get(path, { headers: { 'accept-encoding': 'br' } });
    expect(immutable.headers['cache-control']).toBe('max-age=31536000, immutable');
    expect(immutable.headers.etag).toBeUndefined();
    expect(immutable.headers['last-modified']).toBeUndefined();
  }
  const main = await get('/main.js');
  expect(main.headers['cache-control']).toBe('no-cache');
  expect(main.headers['last-modified']).toBeUndefined();
  expect(main.headers.etag).toBeTruthy();
  // node:http, not fetch: fetch turns a request with If-None-Match into a no-cache one.
  const status = await new Promise<number | undefined>((resolve, reject) =>
    request(base + '/main.js', { headers: { 'if-none-match': main.headers.etag } }, (res) => {
      res.resume();
      resolve(res.statusCode);
    })
      .on('error', reject)
      .end(),
  );
  expect(status).toBe(304);
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
