/**
 * Live figures of a freshly started chain. The network TPS before the node has a performance sample
 * (a node emits its first one only after a full sample period, so until then the figure comes from
 * the indexed blocks), and the top holders' total (every holder, not the page asked for). Pure
 * computation, then the real chain: a localnet with generated traffic, the real indexer and the API.
 */
import { startLocalnet, type LocalnetHandle } from 'localnet';
import type { NetworkStats, TopHolders } from 'shared-api/core';
import { Indexer } from '../src/indexer';
import { hasPerformanceSample, tpsFromBlocks, TPS_WINDOW_SECS } from '../src/network/stats';
import { startTestApi, type TestApi } from './helpers/api';
import { tempSqlite, type TestDb } from './helpers/databases';
import { rpc } from './helpers/rpc';

jest.setTimeout(120_000);

describe('tpsFromBlocks', () => {
  const now = 1_000_000;

  test('transactions after the oldest stamp, over the seconds between the stamps', () => {
    // Two or three blocks a second, 10 transactions each: 10 s of blocks after the first stamp.
    const blocks = [];
    for (let t = now - 10; t <= now; t++) {
      blocks.push({ blockTime: t, txCount: 10 }, { blockTime: t, txCount: 10 });
      if (t % 2 === 0) blocks.push({ blockTime: t, txCount: 10 });
    }
    const after = blocks.filter((b) => b.blockTime > now - 10).reduce((s, b) => s + b.txCount, 0);
    expect(tpsFromBlocks(blocks, now)).toBeCloseTo(after / 10, 10);
  });

  test('only the window counts: older blocks are left out', () => {
    const blocks = [
      { blockTime: now - TPS_WINDOW_SECS - 5, txCount: 10_000 },
      { blockTime: now - 4, txCount: 1 },
      { blockTime: now - 2, txCount: 6 },
      { blockTime: now, txCount: 2 },
    ];
    expect(tpsFromBlocks(blocks, now)).toBe(2);
  });

  test('too little to measure, a stalled chain or an indexer far behind: null', () => {
    expect(tpsFromBlocks([], now)).toBeNull();
    expect(tpsFromBlocks([{ blockTime: now, txCount: 50 }], now)).toBeNull();
    // All within one second.
    expect(
      tpsFromBlocks(
        [
          { blockTime: now - 1, txCount: 5 },
          { blockTime: now - 1, txCount: 5 },
        ],
        now,
      ),
    ).toBeNull();
    expect(
      tpsFromBlocks(
        [
          { blockTime: now - 300, txCount: 5 },
          { blockTime: now - 200, txCount: 5 },
        ],
        now,
      ),
    ).toBeNull();
  });

  test('a quiet chain measures 0, not null', () => {
    expect(
      tpsFromBlocks(
        [
          { blockTime: now - 3, txCount: 0 },
          { blockTime: now, txCount: 0 },
        ],
        now,
      ),
    ).toBe(0);
  });

  test('a node clock slightly ahead of the server still counts', () => {
    expect(
      tpsFromBlocks(
        [
          { blockTime: now - 1, txCount: 3 },
          { blockTime: now + 1, txCount: 8 },
        ],
        now,
      ),
    ).toBe(4);
  });
});

test('hasPerformanceSample: only a non-empty array of samples', () => {
  expect(hasPerformanceSample('[]')).toBe(false);
  expect(hasPerformanceSample('')).toBe(false);
  expect(hasPerformanceSample(undefined)).toBe(false);
  expect(hasPerformanceSample('not json')).toBe(false);
  expect(hasPerformanceSample('{"slot":1}')).toBe(false);
  expect(
    hasPerformanceSample('[{"slot":60,"numTransactions":600,"numSlots":60,"samplePeriodSecs":60}]'),
  ).toBe(true);
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a localnet with traffic, before its first performance sample', () => {
  // One-second slots: the localnet's first sample closes after 60 slots, a minute, as on a real node.
  const SLOT_MS = 1000;
  const TRAFFIC_TPS = 20;
  let net: LocalnetHandle;
  let t: TestDb;
  let api: TestApi;
  let indexer: Indexer;
  let started: number;

  beforeAll(async () => {
    net = await startLocalnet({ port: 0, tps: TRAFFIC_TPS, quiet: true, slotMs: SLOT_MS });
    started = Date.now();
    t = tempSqlite();
    api = await startTestApi(t.url, { rpcUrl: net.rpcUrl, wsUrl: net.wsUrl, cacheTtlMs: 50 });
    indexer = new Indexer({
      rpcUrl: net.rpcUrl,
      databaseUrl: t.url,
      startFrom: 'first',
      progress: false,
      validatorsEveryMs: 1000,
      snapshotsEveryMs: 300,
      log: () => undefined,
    });
    await indexer.start();
  });

  afterAll(async () => {
    await indexer?.stop();
    await api?.close();
    await net?.close();
    await t?.drop();
  });

  test('GET /api/network/stats: a real TPS within seconds, close to the rate the node reports', async () => {
    let stats: NetworkStats | null = null;
    const deadline = started + 20_000;
    for (;;) {
      const res = await api.request('/api/network/stats');
      expect(res.statusCode).toBe(200);
      const s = res.json<NetworkStats>();
      // Wait for a snapshot too, so the figure shown is not merely the no-snapshot-yet fallback.
      const snaps = await api.database.db.selectFrom('network_snapshots').select(['samples']).execute();
      if (s.tps > 0 && snaps.length > 0) {
        stats = s;
        break;
      }
      if (Date.now() > deadline) throw new Error(`TPS still ${s.tps} after 20 s of traffic`);
      await sleep(250);
    }
    const elapsed = (Date.now() - started) / 1000;
    expect(elapsed).toBeLessThan(20);
    // Still before the node's first sample: the snapshot's own figure is the placeholder 0.
    const samples = await rpc<unknown[]>(net.rpcUrl, 'getRecentPerformanceSamples', [5]);
    expect(samples).toEqual([]);
    const latest = await api.database.db
      .selectFrom('network_snapshots')
      .select(['tps', 'samples'])
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(latest).toMatchObject({ tps: 0, samples: '[]' });
    expect(stats.networkTPS).toBe(stats.tps);

    // The node's own rate over a few seconds: its transaction count moves by the same traffic.
    const c0 = await rpc<number>(net.rpcUrl, 'getTransactionCount');
    const t0 = Date.now();
    await sleep(5000);
    const c1 = await rpc<number>(net.rpcUrl, 'getTransactionCount');
    const nodeTps = (c1 - c0) / ((Date.now() - t0) / 1000);
    const later = (await api.request('/api/network/stats')).json<NetworkStats>();
    expect(nodeTps).toBeGreaterThan(TRAFFIC_TPS / 2);
    expect(later.tps).toBeGreaterThan(nodeTps / 2);
    expect(later.tps).toBeLessThan(nodeTps * 2);
  });

  test('GET /api/top-holders: the total counts every holder, not the page', async () => {
    // Accounts holding GOR, straight from the index (traffic keeps adding some: read before and after).
    const held = async () =>
      Number(
        (
          await api.database.db
            .selectFrom('accounts')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('lamports', '!=', '0')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await held();
    const page = (await api.request('/api/top-holders?limit=2&offset=0')).json<TopHolders>();
    const after = await held();
    expect(page.byValue).toHaveLength(2);
    expect(before).toBeGreaterThan(2);
    expect(page.totalWallets).toBeGreaterThanOrEqual(before);
    expect(page.totalWallets).toBeLessThanOrEqual(after);
  });
});
