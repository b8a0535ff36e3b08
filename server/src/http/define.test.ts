import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import { Type } from '@sinclair/typebox';
import Fastify from 'fastify';
import type { RouteDef } from 'shared-api/contract';
import { compressPluginOptions } from './compression';
import { ENCODED_FROM } from './cache';
import { defineRoute } from './define';

const List = Type.Object({ names: Type.Array(Type.String()) });
const def: RouteDef = { method: 'GET', url: '/names', summary: 'names', tags: [], response: List };

/** An app serving one cached list of `n` names, compressed like the explorer's. */
async function appWith(n: number) {
  const app = Fastify();
  await app.register(compress, compressPluginOptions);
  const names = Array.from({ length: n }, (_, i) => `holder-é-${i}`);
  defineRoute(app, def, async () => ({ names }), { cacheMs: 60_000 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  // Real HTTP, the bytes as sent (light-my-request's ESM dependencies do not load under jest).
  const get = (headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: Record<string, unknown>; raw: Buffer }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: '/names', headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, raw: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    });
  return { app, get, json: JSON.stringify({ names }) };
}

describe.each([
  ['short (kept as text, never compressed)', 10],
  ['of a few KB (kept as text)', 100],
  ['long (kept as bytes)', 2_000],
])('a cached answer, %s', (_name, n) => {
  test('is sent whole, compressed when asked, and answered 304 for its entity tag', async () => {
    const { app, get, json } = await appWith(n);
    try {
      expect(json.length >= ENCODED_FROM).toBe(n > 100);
      for (let i = 0; i < 2; i++) {
        const plain = await get();
        expect(plain.status).toBe(200);
        expect(plain.raw.toString()).toBe(json);
        expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(json));
        expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
        // A browser's header, one naming gzip only, one refusing brotli, one refusing both.
        for (const [accept, encoding] of [
          ['gzip, deflate, br, zstd', 'br'],
          ['gzip', 'gzip'],
          ['br;q=0, gzip', 'gzip'],
          ['identity', undefined],
        ] as const) {
          const sent = await get({ 'accept-encoding': accept });
          expect(sent.status).toBe(200);
          if (json.length >= 1024 && encoding) {
            expect(sent.headers['content-encoding']).toBe(encoding);
            expect(sent.headers.vary).toBe('accept-encoding');
            expect(Number(sent.headers['content-length'])).toBe(sent.raw.length);
            const text = encoding === 'br' ? brotliDecompressSync(sent.raw) : gunzipSync(sent.raw);
            expect(text.toString()).toBe(json);
          } else {
            expect(sent.headers['content-encoding']).toBeUndefined();
            expect(sent.raw.toString()).toBe(json);
          }
          expect(sent.headers.etag).toBe(plain.headers.etag);
        }
        const again = await get({ 'if-none-match': String(plain.headers.etag) });
        expect(again.status).toBe(304);
      }
    } finally {
      await app.close();
    }
  });
});

test('a cached route keeps as many answers as it is given entries, each computed once within its TTL', async () => {
  const One = Type.Object({ id: Type.String() });
  const byId: RouteDef = {
    method: 'GET',
    url: '/item/:id',
    summary: 'one item',
    tags: [],
    params: One,
    response: One,
  };
  const app = Fastify();
  const computed: string[] = [];
  defineRoute(
    app,
    byId,
    async (req) => {
      const { id } = req.params as { id: string };
      computed.push(id);
      return { id };
    },
    { cacheMs: 60_000, cacheEntries: 300 },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  try {
    const ids = Array.from({ length: 300 }, (_, i) => `tx${i}`);
    for (let round = 0; round < 2; round++)
      for (const id of ids) {
        const r = await fetch(`http://127.0.0.1:${port}/item/${id}`);
        expect(await r.json()).toEqual({ id });
      }
    // Three hundred distinct answers fit: the second round is served from the cache.
    expect(computed).toEqual(ids);
  } finally {
    await app.close();
  }
});

test('an answer that will not change any more is kept longer, here and by public caches', async () => {
  const Block = Type.Object({ height: Type.Integer(), next: Type.Union([Type.Integer(), Type.Null()]) });
  const byHeight: RouteDef = {
    method: 'GET',
    url: '/block/:height',
    summary: 'one block',
    tags: [],
    params: Type.Object({ height: Type.String() }),
    response: Block,
  };
  const app = Fastify();
  let tip = 5;
  const computed: number[] = [];
  defineRoute(
    app,
    byHeight,
    async (req) => {
      const height = Number((req.params as { height: string }).height);
      computed.push(height);
      return { height, next: height < tip ? height + 1 : null };
    },
    {
      cacheMs: 100,
      cacheControl: 'public, max-age=5',
      settled: { when: (b) => (b as { next: number | null }).next !== null, cacheS: 30 },
    },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const get = (h: number) => fetch(`http://127.0.0.1:${port}/block/${h}`);
  try {
    const settled = await get(4);
    expect(await settled.json()).toEqual({ height: 4, next: 5 });
    expect(settled.headers.get('cache-control')).toBe('public, max-age=30');
    const newest = await get(5);
    expect(await newest.json()).toEqual({ height: 5, next: null });
    expect(newest.headers.get('cache-control')).toBe('public, max-age=5');
    // The next block arrives: the newest block's page expires as before and then shows its Next link,
    // while the settled block's page is still served from the cache.
    tip = 6;
    await new Promise((r) => setTimeout(r, 150));
    expect(await (await get(5)).json()).toEqual({ height: 5, next: null }); // stale while refreshed
    let refreshed = await get(5);
    for (let i = 0; i < 100 && (await refreshed.clone().json()).next === null; i++) {
      await new Promise((r) => setTimeout(r, 10));
      refreshed = await get(5);
    }
    expect(await refreshed.json()).toEqual({ height: 5, next: 6 });
    expect(refreshed.headers.get('cache-control')).toBe('public, max-age=30');
    expect(await (await get(4)).json()).toEqual({ height: 4, next: 5 });
    expect(computed).toEqual([4, 5, 5]);
  } finally {
    await app.close();
  }
});
