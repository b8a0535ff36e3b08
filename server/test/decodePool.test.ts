// Blocks decoded on a worker thread equal those decoded on the writer's thread, on the recorded real
// blocks; a worker that dies fails only what it held, and later blocks are decoded without it.
import { startReplayNode, type ReplayNode } from '../../bench/replaySource';
import { DecodePool } from '../src/indexer/decodePool';
import { recordedTransactionCount } from './helpers/realAnswers';

let node: ReplayNode;
beforeAll(async () => {
  node = await startReplayNode('real', recordedTransactionCount());
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
      expect(a).toEqual(b);
    }
    expect(await workers.decode(node.tip + 5)).toBeNull();
  } finally {
    await workers.close();
    await here.close();
  }
});

test('a worker that dies fails what it held; the pool goes on without it', async () => {
  const pool = new DecodePool(node.url, 1);
  try {
    const held = pool.decode(1);
    const worker = (pool as unknown as { workers: { terminate(): Promise<number> }[] }).workers[0];
    await worker.terminate();
    await expect(held).rejects.toThrow(/exited/);
    expect(pool.size).toBe(0);
    const later = await pool.decode(2);
    expect(later?.block.slot).toBe(2);
  } finally {
    await pool.close();
  }
});

test('a waiting writer decodes queued slots itself, each exactly once and as a worker would', async () => {
  // Six slots in flight: the worker holds two, the writer's thread may take the other four.
  const pool = new DecodePool(node.url, 1, undefined, 6);
  const here = new DecodePool(node.url, 0);
  try {
    const slots = Array.from({ length: node.tip }, (_, i) => i + 1);
    const results = slots.map((slot) => pool.decode(slot));
    // The worker holds the oldest slots; the caller takes the rest from the newest down.
    const first = results[0];
    let firstDone = false;
    void first.then(() => (firstDone = true));
    const decodedHere = await pool.helpUntil(() => firstDone);
    expect(decodedHere).toBeGreaterThan(0);
    expect(decodedHere).toBeLessThan(slots.length);
    const all = await Promise.all(results);
    for (const [i, r] of all.entries()) expect(r).toEqual(await here.decode(slots[i]));
    // Nothing is left queued: a caller with nothing to wait for does nothing.
    expect(await pool.helpUntil(() => false)).toBe(0);
  } finally {
    await pool.close();
    await here.close();
  }
});
