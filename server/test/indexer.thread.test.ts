/**
 * The indexer on its own thread, as `server all` runs it: a transfer on a real localnet is committed
 * by the worker into the database this thread reads; each commit is announced on this thread's bus
 * (what the live stream listens to); log lines arrive here; stop() ends the thread.
 */
import { startLocalnet, type LocalnetHandle } from 'localnet';
import { TransactionReader } from '../src/db/txstore';
import { newFundedWallet, transferGor } from 'localnet/src/testkit';
import { migrate, openDatabase, type OpenedDatabase } from '../src/db';
import { IndexerThread } from '../src/indexer/thread';
import { indexedEvents } from '../src/bus';
import { RpcClient } from '../src/rpc/client';
import { tempSqlite, type TestDb } from './helpers/databases';

jest.setTimeout(120_000);

let chain: LocalnetHandle;
let t: TestDb;
let database: OpenedDatabase;
let thread: IndexerThread;
const logs: string[] = [];
const announced: number[] = [];
const onIndexed = (slot: number) => announced.push(slot);

beforeAll(async () => {
  chain = await startLocalnet({ port: 0, tps: 0, quiet: true, slotMs: 100 });
  t = tempSqlite();
  database = await openDatabase(t.url);
  await migrate(database.db);
  indexedEvents.on('indexed', onIndexed);
  thread = new IndexerThread(
    { rpcUrl: chain.rpcUrl, databaseUrl: t.url, startFrom: 'first', progress: false, periodic: false },
    { log: (line) => logs.push(line) },
  );
  await thread.start();
});
afterAll(async () => {
  indexedEvents.off('indexed', onIndexed);
  await thread?.stop();
  await database?.close();
  await chain?.close();
  await t?.drop();
});

test('a transfer is indexed by the worker and each commit is announced on this thread', async () => {
  const wallet = await newFundedWallet(chain.rpcUrl, 2);
  const { signature } = await transferGor(chain.rpcUrl, wallet.signer, wallet.address, 0.5);
  const tip = await new RpcClient(chain.rpcUrl).getSlot();
  await thread.waitForSlot(tip, 60_000);

  const row = await new TransactionReader(database.db).bySignature(signature);
  expect(row?.signature).toBe(signature);
  // Announced in commit order, up to (at least) the transfer's slot.
  expect(announced.length).toBeGreaterThan(0);
  expect(announced).toEqual([...announced].sort((a, b) => a - b));
  expect(Math.max(...announced)).toBeGreaterThanOrEqual(Number(row?.slot));
  // The worker's log lines reach the log given here.
  expect(logs.some((l) => l.startsWith('starting at slot'))).toBe(true);
});

test('stop() ends the thread; waiting afterwards fails at once instead of hanging', async () => {
  await thread.stop();
  const slot = Math.max(...announced);
  await expect(thread.waitForSlot(slot + 1_000, 60_000)).rejects.toThrow('indexer stopped');
  // Stopping again is a no-op.
  await expect(thread.stop()).resolves.toBeUndefined();
});

test('an indexer that dies on its own is reported once through onFailure, and waiting for a slot fails with its reason', async () => {
  // A database without the schema: the indexer's run loop fails at its first read.
  const bare = tempSqlite();
  const failures: Error[] = [];
  const lines: string[] = [];
  const broken = new IndexerThread(
    { rpcUrl: chain.rpcUrl, databaseUrl: bare.url, startFrom: 'first', progress: false, periodic: false },
    { log: (line) => lines.push(line), onFailure: (e) => failures.push(e) },
  );
  try {
    await broken.start().catch(() => undefined);
    const end = Date.now() + 20_000;
    while (failures.length === 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 300));
    expect(failures.map((e) => e.message)).toEqual([expect.stringContaining('no such table')]);
    expect(lines.filter((l) => l.startsWith('indexer thread failed: '))).toHaveLength(1);
    await expect(broken.waitForSlot(1, 1000)).rejects.toThrow('no such table');
  } finally {
    await broken.stop();
    await bare.drop();
  }
});
