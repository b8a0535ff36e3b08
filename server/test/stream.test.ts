/**
 * /api/stream against a real localnet and the real indexer: a new block and its transactions reach
 * subscribers; heartbeats; a consumer that stops reading is dropped instead of buffered. (What idle
 * subscribers cost in memory: stream.subscribers.test.ts.)
 */
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { startLocalnet, type LocalnetHandle } from 'localnet';
import { newFundedWallet, transferGor } from 'localnet/src/testkit';
import type { BlockSummary, StreamChannel, TransactionSummary } from 'shared-api/core';
import { Indexer } from '../src/indexer';
import { StreamHub } from '../src/stream/hub';
import { startTestApi, type TestApi } from './helpers/api';
import { tempSqlite, type TestDb } from './helpers/databases';
import { openSse, type SseClient } from './helpers/sse';

jest.setTimeout(120_000);

let chain: LocalnetHandle;
let t: TestDb;
let api: TestApi;
let indexer: Indexer;
const clients: SseClient[] = [];

beforeAll(async () => {
  chain = await startLocalnet({ port: 0, tps: 0, quiet: true, slotMs: 100 });
  t = tempSqlite();
  api = await startTestApi(t.url, { rpcUrl: chain.rpcUrl, stream: { maxPerClient: 5000 } });
  indexer = new Indexer({
    rpcUrl: chain.rpcUrl,
    databaseUrl: t.url,
    startFrom: 'first',
    progress: false,
    periodic: false,
    log: () => undefined,
  });
  await indexer.start();
});
afterAll(async () => {
  for (const c of clients) c.close();
  await indexer?.stop();
  await api?.close();
  await chain?.close();
  await t?.drop();
});

test('a new block and its transactions reach subscribers from the indexer commit', async () => {
  const s = await openSse(`${api.baseUrl}/api/stream?channels=blocks,transactions`);
  clients.push(s);
  expect(s.status).toBe(200);
  const wallet = await newFundedWallet(chain.rpcUrl, 2);
  const { signature } = await transferGor(chain.rpcUrl, wallet.signer, wallet.address, 0.5);
  const txEvent = await s.waitFor((e) => e.event === 'transactions' && e.data.includes(signature), 30_000);
  const txs = JSON.parse(txEvent.data) as TransactionSummary[];
  const tx = txs.find((x) => x.signature === signature) as TransactionSummary;
  expect(tx).toMatchObject({ status: 'success', feePayer: wallet.address });
  const blockEvent = await s.waitFor(
    (e) => e.event === 'blocks' && (JSON.parse(e.data) as BlockSummary[]).some((b) => b.slot === tx.slot),
    30_000,
  );
  const blocks = JSON.parse(blockEvent.data) as BlockSummary[];
  // Newest first, as GET /api/blocks lists them.
  expect(blocks.map((b) => b.slot)).toEqual([...blocks.map((b) => b.slot)].sort((a, b) => b - a));
  const block = blocks.find((b) => b.slot === tx.slot) as BlockSummary;
  expect(block.transactionCount).toBeGreaterThanOrEqual(1);
  // The same block as the REST route answers.
  const rest = (await api.request('/api/blocks?limit=100')).json<BlockSummary[]>();
  expect(rest.find((b) => b.slot === block.slot)).toEqual(block);
});

test('a subscriber to trollbox only receives no block events', async () => {
  const s = await openSse(`${api.baseUrl}/api/stream?channels=trollbox`);
  clients.push(s);
  const wallet = await newFundedWallet(chain.rpcUrl, 1);
  await transferGor(chain.rpcUrl, wallet.signer, wallet.address, 0.1);
  const tip = await indexer.rpc.getSlot();
  await indexer.waitForSlot(tip, 30_000);
  await new Promise((r) => setTimeout(r, 300));
  expect(s.events.filter((e) => e.event === 'blocks' || e.event === 'transactions')).toEqual([]);
});

describe('hub', () => {
  let server: http.Server;
  let hub: StreamHub;
  let url: string;
  const all = new Set<StreamChannel>(['trollbox', 'blocks']);

  beforeAll(async () => {
    hub = new StreamHub({ heartbeatMs: 50, maxBufferedBytes: 64 * 1024, ringSize: 10 });
    server = http.createServer((req, res) => hub.attach(res, all, req.headers['last-event-id'] as string));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    hub.close();
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  test('heartbeats reach idle connections', async () => {
    const s = await openSse(url);
    clients.push(s);
    await new Promise((r) => setTimeout(r, 300));
    expect(s.comments).toBeGreaterThanOrEqual(2);
    s.close();
  });

  test('a consumer that stops reading is dropped, not buffered without bound', async () => {
    const sock = net.connect((server.address() as AddressInfo).port, '127.0.0.1');
    await new Promise((r) => sock.once('connect', r));
    sock.write('GET / HTTP/1.1\r\nHost: x\r\nAccept: text/event-stream\r\n\r\n');
    await new Promise((r) => setTimeout(r, 100));
    sock.pause();
    const closed = new Promise<void>((r) => sock.once('close', () => r()));
    sock.on('error', () => undefined);
    const before = hub.dropped;
    const big = 'x'.repeat(16 * 1024);
    // Far more than socket buffers hold: the hub must give up on this connection.
    for (let i = 0; i < 2000 && hub.dropped === before; i++) {
      hub.publish('blocks', { i, big });
      if (i % 50 === 0) await new Promise((r) => setImmediate(r));
    }
    expect(hub.dropped).toBe(before + 1);
    sock.resume();
    await closed;
  });

  test('a resume older than the ring asks for a resync', async () => {
    const s = await openSse(url);
    clients.push(s);
    hub.publish('trollbox', { n: 0 });
    const first = await s.waitFor((e) => e.event === 'trollbox');
    s.close();
    for (let i = 1; i <= 20; i++) hub.publish('trollbox', { n: i });
    const back = await openSse(url, { 'last-event-id': first.id as string });
    clients.push(back);
    await back.waitFor((e) => e.event === 'resync');
    expect(back.events.filter((e) => e.event === 'trollbox')).toEqual([]);
  });
});
