// Blocks decoded on a worker thread equal those decoded on the writer's thread, on the recorded real
// blocks; a worker that dies fails only what it held, and later blocks are decoded without it; the
// node's errors inside answers a worker reads are retried or thrown as they are on the writer's thread.
import { startReplayNode, type ReplayNode } from '../../bench/replaySource';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Transferable, Worker } from 'node:worker_threads';
import { finishStoredTransaction, openStoredTransaction } from '../src/decode/stored';
import { DecodePool, type DecodedSlot } from '../src/indexer/decodePool';
import { RpcClient, RpcError } from '../src/rpc';
import { recordedTransactionCount } from './helpers/realAnswers';

/**
 * A decoded slot by what it holds: each body opened and read back (a thread's deflate engine may pick
 * different matches for the same entry, see stored/deflater.ts).
 */
function content(d: DecodedSlot | null) {
  if (!d) return d;
  return {
    block: d.block,
    prepared: d.prepared.map((p) => ({
      addresses: p.addresses,
      format: p.format,
      // Ids standing for the body's own address list.
      entry: openStoredTransaction(finishStoredTransaction(p, (a) => p.addresses.indexOf(a))).decode(
        (id) => p.addresses[id],
      ),
    })),
  };
}

let node: ReplayNode;
beforeAll(async () => {
  // Three copies of the recorded blocks: more than a worker holds at once.
  node = await startReplayNode('real', 3 * recordedTransactionCount());
});
afterAll(() => node?.close());

test('a worker decodes every recorded block exactly as this thread does', async () => {
  const workers = new DecodePool(node.url, 1);
  const here = new DecodePool(node.url, 0);
  try {
    expect(workers.size).toBe(1);
    for (let slot = 1; slot <= node.tip; slot++) {
      const [a, b] = await Promise.all([workers.decode(slot), here.decode(slot)]);
      expect(a).not.toBeNull();
      expect(content(a)).toEqual(content(b));
    }
    expect(await workers.decode(node.tip + 5)).toBeNull();
  } finally {
    await workers.close();
    await here.close();
  }
  // A worker thread loads the decoders from source first: seconds on a loaded machine.
}, 60_000);

test('a worker that dies fails what it held; the pool goes on without it', async () => {
  const pool = new DecodePool(node.url, 1);
  try {
    const worker = (pool as unknown as { workers: Worker[] }).workers[0];
    await pool.started;
    // Stopped the moment it is handed the block: however long the fetch takes, the worker holds it.
    const post = worker.postMessage.bind(worker);
    let stopped: Promise<number> | undefined;
    worker.postMessage = (message: unknown, transfer?: readonly Transferable[]) => {
      post(message, transfer);
      stopped = worker.terminate();
    };
    const held = pool.decode(1);
    await expect(held).rejects.toThrow(/exited/);
    await stopped;
    expect(pool.size).toBe(0);
    const later = await pool.decode(2);
    expect(later?.block.slot).toBe(2);
  } finally {
    await pool.close();
  }
});

test('blocks fetched while the worker is still loading go to the waiting writer, not to the worker', async () => {
  const pool = new DecodePool(node.url, 1);
  try {
    // A worker takes far longer to load its modules than the replay node takes to answer.
    const first = pool.decode(1);
    expect(await pool.helpUntil(first)).toBe(1);
    expect((await first)?.block.slot).toBe(1);
    await pool.started;
    const later = pool.decode(2);
    expect(await pool.helpUntil(later)).toBe(0);
    expect((await later)?.block.slot).toBe(2);
  } finally {
    await pool.close();
  }
});

test('a waiting writer decodes the lowest queued slot first, whatever order the fetches finished in', async () => {
  const pool = new DecodePool(node.url, 1);
  try {
    // The worker is never taken for ready, so every fetched block waits in the queue.
    (pool as unknown as { ready: Set<Worker> }).ready.add = function (this: Set<Worker>) {
      return this;
    };
    const queue = (pool as unknown as { queue: { slot: number }[] }).queue;
    // Fetched newest first, slot 1 last.
    const later = [8, 7, 6, 5, 4, 3, 2].map((slot) => pool.decode(slot));
    while (queue.length < 7) await new Promise((r) => setTimeout(r, 5));
    const first = pool.decode(1);
    while (queue.length < 8) await new Promise((r) => setTimeout(r, 5));
    expect(queue.map((j) => j.slot)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    // The block the writer waits for is the one it decodes, not the seven fetched before it.
    expect(await pool.helpUntil(first)).toBe(1);
    expect((await first)?.block.slot).toBe(1);
    expect(await pool.helpUntil(Promise.all(later))).toBe(7);
    expect((await Promise.all(later)).map((d) => d?.block.slot)).toEqual([8, 7, 6, 5, 4, 3, 2]);
  } finally {
    await pool.close();
  }
});

test('a waiting writer decodes fetched blocks itself, each exactly once and as a worker would', async () => {
  const pool = new DecodePool(node.url, 1);
  const here = new DecodePool(node.url, 0);
  try {
    await pool.started;
    const slots = Array.from({ length: node.tip }, (_, i) => i + 1);
    const results = slots.map((slot) => pool.decode(slot));
    // The worker holds eight blocks at a time; the caller takes the others as they arrive.
    const decodedHere = await pool.helpUntil(Promise.all(results));
    expect(decodedHere).toBeGreaterThan(0);
    expect(decodedHere).toBeLessThan(slots.length);
    const all = await Promise.all(results);
    for (const [i, r] of all.entries()) expect(content(r)).toEqual(content(await here.decode(slots[i])));
    // Nothing is left queued: a caller whose block is in returns at once, having decoded nothing.
    expect(await pool.helpUntil(Promise.resolve())).toBe(0);
  } finally {
    await pool.close();
    await here.close();
  }
});

test("the node's errors read on a worker are what they are on this thread: retried, skipped, thrown", async () => {
  // In front of the replay node: slot 1 answers "not available yet" (-32004) once, slot 2 a cut-short
  // body once, slot 3 "skipped" (-32007), slot 4 an error that is not retried.
  const seen = new Map<number, number>();
  const proxy = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (d: Buffer) => (raw += d.toString()));
    req.on('end', () => {
      const call = JSON.parse(raw) as { id: number; method: string; params: [number] };
      const slot = call.method === 'getBlock' ? call.params[0] : 0;
      const n = (seen.get(slot) ?? 0) + 1;
      seen.set(slot, n);
      const error = (code: number, message: string) =>
        res.end(JSON.stringify({ jsonrpc: '2.0', id: call.id, error: { code, message } }));
      if (slot === 1 && n === 1) return error(-32004, 'Block not available for slot 1');
      if (slot === 2 && n === 1) return res.end('{"jsonrpc":"2.0","result":{"blockha');
      if (slot === 3) return error(-32007, 'Slot 3 was skipped');
      if (slot === 4) return error(-32602, 'Invalid params');
      void fetch(node.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: raw })
        .then((r) => r.arrayBuffer())
        .then((b) => res.end(Buffer.from(b)));
    });
  });
  await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  const pool = new DecodePool(url, 1, new RpcClient(url, { baseDelayMs: 1, maxDelayMs: 5 }));
  const here = new DecodePool(node.url, 0);
  try {
    expect(content(await pool.decode(1))).toEqual(content(await here.decode(1)));
    expect(content(await pool.decode(2))).toEqual(content(await here.decode(2)));
    expect(seen.get(1)).toBe(2);
    expect(seen.get(2)).toBe(2);
    expect(await pool.decode(3)).toBeNull();
    const invalid = pool.decode(4);
    await expect(invalid).rejects.toBeInstanceOf(RpcError);
    await expect(invalid).rejects.toMatchObject({
      code: -32602,
      message: 'RPC error -32602: Invalid params',
    });
    expect(seen.get(4)).toBe(1);
  } finally {
    await pool.close();
    await here.close();
    proxy.close();
  }
});
