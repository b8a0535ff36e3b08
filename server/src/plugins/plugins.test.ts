// The protection plugins through the real server (buildApp with the API on a migrated SQLite file):
// security headers with the CSP, per-client rate limit on /api/* only, load shedding as 503 JSON.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { migrate, openDatabase, type OpenedDatabase } from '../db';
import type { ProtectionOptions } from '.';
import { isRateLimited } from '.';

let dir: string;
const open: { app: FastifyInstance; db: OpenedDatabase }[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'plugins-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
});
afterAll(async () => {
  for (const o of open) {
    await o.app.close();
    await o.db.close();
  }
  rmSync(dir, { recursive: true, force: true });
});

async function serve(protection: ProtectionOptions): Promise<string> {
  const db = await openDatabase(`sqlite:${join(dir, `api-${open.length}.db`)}`);
  await migrate(db.db);
  const app = await buildApp({
    deployDir: dir,
    protection,
    api: { database: { db: db.db, dialect: db.dialect } },
  });
  open.push({ app, db });
  return app.listen({ port: 0, host: '127.0.0.1' });
}

async function get(url: string) {
  const r = await fetch(url);
  const text = await r.text();
  return {
    status: r.status,
    headers: r.headers,
    text,
    json: () => JSON.parse(text) as Record<string, unknown>,
  };
}

test('rate limiting applies to /api/* except health, never to the site', () => {
  expect(isRateLimited('/api/blocks?limit=5')).toBe(true);
  expect(isRateLimited('/api/health')).toBe(false);
  expect(isRateLimited('/remotes/mfe_chain/1.0.0/remoteEntry.js')).toBe(false);
  expect(isRateLimited('/')).toBe(false);
});

test('security headers: the site CSP admitting the remote origins on documents, a closed one on JSON', async () => {
  const base = await serve({ remoteOrigins: ['https://cdn.example.com'] });
  const page = await get(base + '/');
  expect(page.status).toBe(200);
  const csp = page.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toMatch(/script-src 'self' https:\/\/cdn\.example\.com/);
  expect(csp).toMatch(/connect-src 'self' https:\/\/cdn\.example\.com/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  const json = await get(base + '/api/blocks');
  expect(json.status).toBe(200);
  expect(json.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  for (const r of [page, json]) {
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('x-frame-options')).toBe('DENY');
    expect(r.headers.get('cross-origin-resource-policy')).toBe('same-site');
    expect(r.headers.get('strict-transport-security')).toMatch(/max-age=/);
  }
});

test('rate limit: the client past its budget gets 429 JSON with Retry-After; health and the site still answer', async () => {
  const base = await serve({ rateLimit: { max: 5, windowMs: 60_000 } });
  const remaining: string[] = [];
  for (let i = 0; i < 5; i++) {
    const r = await get(`${base}/api/blocks`);
    expect(r.status).toBe(200);
    remaining.push(r.headers.get('x-ratelimit-remaining') ?? '');
  }
  expect(remaining).toEqual(['4', '3', '2', '1', '0']);
  const limited = await get(`${base}/api/blocks`);
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(limited.json()).toEqual({
    statusCode: 429,
    error: 'Too Many Requests',
    message: expect.stringContaining('Rate limit exceeded'),
  });
  // Other routes count against the same client.
  expect((await get(`${base}/api/transactions`)).status).toBe(429);
  expect((await get(`${base}/api/health`)).status).toBe(200);
  expect((await get(`${base}/`)).status).toBe(200);
});

test('without a rate limit (tests, benchmarks) a single client is never throttled', async () => {
  const base = await serve({});
  for (let i = 0; i < 30; i++) expect((await get(`${base}/api/blocks`)).status).toBe(200);
});

test('load shedding: past the heap limit every request gets 503 JSON with Retry-After at once', async () => {
  // A 1-byte heap limit: shed from the first sample on, whatever the machine does.
  const base = await serve({
    shedding: { maxEventLoopDelayMs: 10_000, maxHeapUsedBytes: 1, retryAfterS: 7, sampleIntervalMs: 50 },
  });
  await new Promise((r) => setTimeout(r, 200));
  for (const path of ['/api/blocks', '/api/health']) {
    const r = await get(base + path);
    expect(r.status).toBe(503);
    expect(r.headers.get('retry-after')).toBe('7');
    expect(r.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: expect.stringMatching(/overloaded \(memory in use \d+ over its limit\); retry in 7 s/),
    });
  }
});

test('load shedding leaves a process under its limits alone', async () => {
  const base = await serve({
    shedding: {
      maxEventLoopDelayMs: 10_000,
      maxHeapUsedBytes: 8 * 1024 ** 3,
      retryAfterS: 7,
      sampleIntervalMs: 50,
    },
  });
  await new Promise((r) => setTimeout(r, 200));
  expect((await get(`${base}/api/blocks`)).status).toBe(200);
});
