import { ENCODED_FROM, TtlCache, etagOf, jsonBody } from './cache';

const later = (ms: number) => new Promise((r) => setTimeout(r, ms));

test('a value is fresh within its TTL, then served stale once while one refresh runs', async () => {
  const cache = new TtlCache<number>(50);
  let computed = 0;
  const compute = async () => ++computed;
  // concurrent misses share one computation
  expect(await Promise.all([cache.get('k', compute), cache.get('k', compute)])).toEqual([1, 1]);
  expect(cache.fresh('k')).toBe(1);
  expect(cache.fresh('other')).toBeUndefined();
  await later(60);
  expect(cache.fresh('k')).toBeUndefined();
  // expired: the old value answers at once and the refresh lands for the next request
  expect(await cache.get('k', compute)).toBe(1);
  await later(0);
  expect(cache.fresh('k')).toBe(2);
  expect(computed).toBe(2);
});

test('a failed computation is not cached', async () => {
  const cache = new TtlCache<number>(1000);
  await expect(cache.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
  expect(cache.fresh('k')).toBeUndefined();
  expect(await cache.get('k', async () => 7)).toBe(7);
});

test('a JSON answer carries the entity tag of its text', () => {
  const a = jsonBody('{"a":1}');
  expect(a.payload).toBe('{"a":1}');
  expect(a.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
  expect(jsonBody('{"a":2}').etag).not.toBe(a.etag);
});

test('a long JSON answer is kept as its UTF-8 bytes, with the same entity tag as its text', () => {
  const text = JSON.stringify({ name: 'é'.repeat(ENCODED_FROM) });
  const long = jsonBody(text);
  expect(Buffer.isBuffer(long.payload)).toBe(true);
  expect(long.payload.toString()).toBe(text);
  expect(long.etag).toBe(etagOf(text));
});
