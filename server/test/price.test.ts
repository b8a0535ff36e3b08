/**
 * The GOR price is a real feed's or none. With no feed the API gives no number and nothing is derived
 * from one; with a local CoinGecko-style feed that moves, the price, the 24 h change against the feed's
 * own sample of a day ago and the market cap follow it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GorPrice, Holdings, TopHolders } from 'shared-api/core';
import { migrate, openDatabase, type OpenedDatabase } from '../src/db';
import { PriceService, changePercent, parseSimplePrice } from '../src/network/price';
import { startTestApi } from './helpers/api';
import { tempSqlite } from './helpers/databases';

const WALLET = 'GorWa11et1111111111111111111111111111111111';

/** A local feed whose answer the test sets; `fail` makes it answer 500. */
async function fakeFeed() {
  const state = { usd: 1 as number, extra: {} as Record<string, number>, fail: false, calls: 0 };
  const server = http.createServer((_req, res) => {
    state.calls++;
    if (state.fail) return void res.writeHead(500).end('down');
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ gorbagana: { usd: state.usd, ...state.extra } }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/simple/price?ids=gorbagana&vs_currencies=usd`;
  return { state, url, close: () => new Promise((r) => server.close(r)) };
}

test('parseSimplePrice reads a CoinGecko answer and refuses one without a usd price', () => {
  expect(parseSimplePrice({ gorbagana: { usd: 0.5, usd_24h_change: -3, usd_market_cap: 9 } })).toEqual({
    price: 0.5,
    change24h: -3,
    marketCap: 9,
    volume24h: null,
  });
  expect(parseSimplePrice({ gorbagana: { eur: 1 } })).toBeNull();
  expect(parseSimplePrice({ gorbagana: { usd: -1 } })).toBeNull();
  expect(parseSimplePrice('nope')).toBeNull();
  expect(changePercent(1.5, 1)).toBeCloseTo(50, 9);
  expect(changePercent(1.5, null)).toBeNull();
  expect(changePercent(1.5, 0)).toBeNull();
});

describe('no price feed configured (the default)', () => {
  const tmp = tempSqlite();
  afterAll(() => tmp.drop());

  test('the API gives no number and derives no USD figure', async () => {
    const api = await startTestApi(tmp.url);
    try {
      // An old sample of some earlier configuration must not turn into a change either.
      const day = Math.floor(Date.now() / 1000) - 86_400 - 60;
      await api.database.db
        .insertInto('price_history')
        .values({ taken_at: day, price: 0.017, source: 'fixed' })
        .execute();
      const ids = await api.database.db
        .selectFrom('addresses')
        .select((eb) => eb.fn.max('id').as('m'))
        .executeTakeFirst();
      const id = Number(ids?.m ?? 0) + 1;
      await api.database.db.insertInto('addresses').values({ id, address: WALLET }).execute();
      await api.database.db
        .insertInto('accounts')
        .values({
          address_id: id,
          lamports: '5000000000',
          lamports_key: '5000000000'.padStart(20, '0'),
          owner: null,
          first_slot: 1,
          last_slot: 1,
          last_block_time: null,
          tx_count: 1,
        })
        .execute();
      const p = (await api.request('/api/gor/price')).json<GorPrice>();
      expect(p).toMatchObject({
        price: null,
        change24h: null,
        marketCap: null,
        volume24h: null,
        source: 'none',
      });
      const stored = await api.database.db.selectFrom('price_history').selectAll().execute();
      expect(stored).toHaveLength(1);
      const top = (await api.request('/api/top-holders?limit=10')).json<TopHolders>();
      expect(top.byValue.map((h) => [h.address, h.value])).toEqual([[WALLET, null]]);
      const h = (await api.request(`/api/address/${WALLET}/holdings`)).json<Holdings>();
      expect(h.gorValue).toBeNull();
      expect(h.totalValue).toBeNull();
      expect(h.tokenHoldings[0]).toMatchObject({ isNative: true, price: null, usdValue: null });
      expect((await api.request(`/api/address/${WALLET}`)).json<{ usdValue: unknown }>().usdValue).toBeNull();
    } finally {
      await api.close();
    }
  });
});

describe('a local feed that moves the price', () => {
  let database: OpenedDatabase;
  const tmp = tempSqlite();
  beforeAll(async () => {
    database = await openDatabase(tmp.url);
    await migrate(database.db);
  });
  afterAll(async () => {
    await database.db.destroy();
    await tmp.drop();
  });

  test('price, 24 h change from the feed sample of a day ago, market cap; a failing feed keeps the last answer', async () => {
    const feed = await fakeFeed();
    let nowMs = Date.UTC(2026, 0, 10, 12, 0, 0);
    const svc = new PriceService(database.db, { url: feed.url, ttlMs: 0, now: () => nowMs });
    try {
      feed.state.usd = 0.8;
      const first = await svc.quote(1_000_000);
      // No sample of a day ago yet and the feed gives no change: no 24 h change.
      expect(first).toMatchObject({ price: 0.8, change24h: null, marketCap: 800_000, source: 'remote' });

      nowMs += 86_400_000 + 60_000;
      feed.state.usd = 1.0;
      const second = await svc.quote(1_000_000);
      expect(second.price).toBe(1.0);
      expect(second.change24h).toBeCloseTo(25, 9);
      expect(second.marketCap).toBe(1_000_000);
      expect(await svc.usd()).toBe(1.0);

      // The feed's own market cap wins over price × circulating.
      nowMs += 600_000;
      feed.state.usd = 0.6;
      feed.state.extra = { usd_market_cap: 42 };
      const third = await svc.quote(1_000_000);
      expect(third.price).toBe(0.6);
      expect(third.marketCap).toBe(42);
      expect(third.change24h).toBeCloseTo(-25, 9);

      // A failing feed keeps its last good answer.
      nowMs += 600_000;
      feed.state.fail = true;
      expect((await svc.quote(null)).price).toBe(0.6);
      const samples = await database.db.selectFrom('price_history').selectAll().execute();
      expect(samples.every((s) => s.source === 'remote')).toBe(true);
      expect(samples.map((s) => s.price)).toEqual(expect.arrayContaining([0.8, 1.0, 0.6]));
    } finally {
      await feed.close();
    }
  });

  test('a configured feed that has never answered: no number, source unavailable', async () => {
    const feed = await fakeFeed();
    feed.state.fail = true;
    const svc = new PriceService(database.db, { url: feed.url, ttlMs: 0 });
    try {
      expect(await svc.quote(1000)).toMatchObject({ price: null, marketCap: null, source: 'unavailable' });
      expect(await svc.usd()).toBeNull();
      expect(feed.state.calls).toBeGreaterThan(0);
    } finally {
      await feed.close();
    }
  });

  test('through the API: the feed answer and the USD figures derived from it', async () => {
    const feed = await fakeFeed();
    feed.state.usd = 0.02;
    feed.state.extra = { usd_24h_vol: 123, usd_24h_change: 4 };
    const tmp2 = tempSqlite();
    const api = await startTestApi(tmp2.url, { gorPriceUrl: feed.url });
    try {
      const p = (await api.request('/api/gor/price')).json<GorPrice>();
      expect(p).toMatchObject({ price: 0.02, source: 'remote', volume24h: 123, change24h: 4 });
    } finally {
      await api.close();
      await tmp2.drop();
      await feed.close();
    }
  });
});
