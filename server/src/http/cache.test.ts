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
  await later(5);
  expect(cache.fresh('k')).toBe(2);
  expect(computed).toBe(2);
});

test('expired values are refreshed one at a time, each in a turn of the event loop of its own', async () => {
  // A value expired for ten times its TTL is computed again rather than served: the TTL is long
  // enough that a loaded machine's timers stay inside that window.
  const cache = new TtlCache<number>(300);
  const keys = ['a', 'b', 'c', 'd', 'e'];
  for (const k of keys) await cache.get(k, async () => 0);
  await later(320);
  // Other work (requests being answered) gets a turn between two refreshes.
  let turns = 0;
  let spinning = true;
  const spin = () => {
    turns++;
    if (spinning) setImmediate(spin);
  };
  setImmediate(spin);
  const startedAt: number[] = [];
  const refresh = async () => {
    startedAt.push(turns);
    return 1;
  };
  try {
    // All five expired together: each is answered at once with its old value.
    for (const k of keys) expect(await cache.get(k, refresh)).toBe(0);
    expect(startedAt).toEqual([]);
    for (let i = 0; i < 100 && cache.fresh('e') === undefined; i++) await later(1);
  } finally {
    spinning = false;
  }
  expect(keys.map((k) => cache.fresh(k))).toEqual([1, 1, 1, 1, 1]);
  expect(startedAt).toHaveLength(5);
  expect(new Set(startedAt).size).toBe(5);
});

test('each value stays fresh for its own TTL', async () => {
  // Odd values are settled: they keep ten times as long as the others.
  const cache = new TtlCache<number>(20, 100, (v) => (v % 2 ? 200 : 20));
  await cache.get('changing', async () => 2);
  await cache.get('settled', async () => 3);
  await later(40);
  expect(cache.fresh('changing')).toBeUndefined();
  expect(cache.fresh('settled')).toBe(3);
  await later(200);
  expect(cache.fresh('settled')).toBeUndefined();
});

test('holds at most its number of answers: a crawler walking every page cannot grow memory', async () => {
  const cache = new TtlCache<number>(60_000, 3);
  for (let i = 0; i < 10; i++) await cache.get(`page ${i}`, async () => i);
  // The three newest stay; the older ones were dropped one by one as new pages came.
  expect([7, 8, 9].map((i) => cache.fresh(`page ${i}`))).toEqual([7, 8, 9]);
  expect([0, 1, 6].map((i) => cache.fresh(`page ${i}`))).toEqual([undefined, undefined, undefined]);
});

test('a value in use, refreshed lately, outlives values cached before it when room is made', async () => {
  const cache = new TtlCache<number>(20, 3);
  await cache.get('popular', async () => 1);
  await cache.get('once a', async () => 2);
  await cache.get('once b', async () => 3);
  await later(30);
  // Still asked for: served stale, then refreshed, which makes it the newest.
  expect(await cache.get('popular', async () => 10)).toBe(1);
  for (let i = 0; i < 100 && cache.fresh('popular') === undefined; i++) await later(1);
  await cache.get('new', async () => 4);
  expect(cache.fresh('popular')).toBe(10);
  expect(cache.fresh('new')).toBe(4);
  expect(await cache.get('once a', async () => 20)).toBe(20);
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
