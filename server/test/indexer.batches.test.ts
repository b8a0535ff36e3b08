/**
 * A catch-up whose every slot is within 64 of the tip, on blocks of 600 transactions: the indexer
 * still waits for full batches while the slots left to the tip hold more than one, and writes each
 * ready block at once only on the last stretch (batchFill.ts). Before, every batch of such a stretch
 * was written as soon as the next fetch was late, in pieces of a block or a few.
 */
import { startReplayNode, type ReplayNode } from '../../bench/replaySource';
import { CATCH_UP_DISTANCE } from '../src/indexer/batchFill';
import { catchUpTo } from './helpers/catchUp';
import { tempSqlite, type TestDb } from './helpers/databases';

jest.setTimeout(120_000);

const FILL = 3_000;
const MAX = 6_000;
const PER_BLOCK = 600;

let node: ReplayNode;
let db: TestDb;
beforeAll(async () => {
  node = await startReplayNode('mix', 30 * PER_BLOCK);
  db = tempSqlite();
});
afterAll(async () => {
  await node?.close();
  await db?.drop();
});

test('slots near the tip that hold several batches are written in full batches', async () => {
  expect(node.tip).toBeLessThan(CATCH_UP_DISTANCE);
  const batches: { toSlot: number; txs: number }[] = [];
  await catchUpTo(node.url, db.url, node.tip, 100_000, {
    catchUpBatchTxs: FILL,
    maxBatchTxs: MAX,
    onBatch: ({ toSlot, txs }) => batches.push({ toSlot, txs }),
  });
  expect(batches.at(-1)?.toSlot).toBe(node.tip);
  expect(batches.reduce((n, b) => n + b.txs, 0)).toBe(node.tip * PER_BLOCK);
  let from = 1;
  let full = 0;
  for (const b of batches) {
    const left = (node.tip - from + 1) * PER_BLOCK;
    // Begun with this much left, the stretch after each of its first blocks still held a batch.
    if (left >= 2 * FILL - PER_BLOCK) {
      expect(b.txs).toBeGreaterThanOrEqual(FILL);
      full++;
    }
    from = b.toSlot + 1;
  }
  expect(full).toBeGreaterThanOrEqual(2);
});
