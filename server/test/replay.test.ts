/**
 * The replay node the indexer benchmarks measure against (bench/replaySource.ts): it serves the
 * recorded real blocks repeated into one consecutive chain (each copy with its own slots and
 * signatures, everything else as recorded), the same block in both encodings, heavy DeFi swaps and
 * a mix of them with the recorded transactions shaped like a congested mainnet block; the real
 * indexer catches up on it into SQLite and the API reads back every block and transaction.
 */
import { recordedBlocks, startReplayNode, wireBytes, type ReplayNode } from '../../bench/replaySource';
import { blendedMix, heavyMix, MIX_HEAVY_SHARE, mixTemplates } from '../../bench/mixBlocks';
import { wireToJsonTransaction } from '../src/decode/wire';
import { RpcClient } from '../src/rpc';
import type { RpcBlock, RpcTransactionWithMeta } from '../src/rpc/types';
import { startTestApi } from './helpers/api';
import { catchUpTo } from './helpers/catchUp';
import { tempSqlite } from './helpers/databases';
import { recordedTransactionCount } from './helpers/realAnswers';

jest.setTimeout(120_000);

const VOTE = 'Vote111111111111111111111111111111111111111';
const COPIES = 2;
const recorded = recordedBlocks();
const perCopy = recordedTransactionCount();
const templates = mixTemplates(recorded);

/** Indexes the one block a replay node of `kind` serves into SQLite; the API's answer about it. */
async function firstBlockIndexed(
  kind: 'mix' | 'heavy',
): Promise<{ served: number; transactionCount: number; failedTxs: number }> {
  const node = await startReplayNode(kind, 1);
  const db = tempSqlite();
  try {
    await catchUpTo(node.url, db.url, node.tip);
    expect(node.tip).toBe(1);
    const api = await startTestApi(db.url);
    try {
      const block = (await api.request('/api/block/1')).json<{
        transactionCount: number;
        failedTxs: number;
      }>();
      return { served: node.transactions, ...block };
    } finally {
      await api.close();
    }
  } finally {
    await db.drop();
    await node.close();
  }
}

let node: ReplayNode;
beforeAll(async () => {
  node = await startReplayNode('real', perCopy * COPIES);
});
afterAll(() => node?.close());

async function rpc<T>(url: string, method: string, params: unknown[] = []): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 7, method, params }),
  });
  const body = (await res.json()) as { id: unknown; result?: T; error?: { code: number } };
  expect(body.id).toBe(7);
  if (body.error) throw new Error(`RPC error ${body.error.code}`);
  return body.result as T;
}

type FullBlock = RpcBlock & { transactions: RpcTransactionWithMeta[] };
const getBlock = (slot: number, encoding: 'json' | 'base64') =>
  rpc<FullBlock | null>(node.url, 'getBlock', [
    slot,
    { encoding, transactionDetails: 'full', maxSupportedTransactionVersion: 0, rewards: false },
  ]);

async function allBlocks(): Promise<FullBlock[]> {
  const slots = await rpc<number[]>(node.url, 'getBlocks', [1, node.tip]);
  return Promise.all(slots.map(async (s) => (await getBlock(s, 'json'))!));
}

test('the recorded blocks repeated: consecutive slots, a chained parent and blockhash, every signature its own', async () => {
  expect(node.tip).toBe(recorded.length * COPIES);
  expect(node.transactions).toBe(perCopy * COPIES);
  expect(await rpc<number>(node.url, 'getSlot')).toBe(node.tip);
  const slots = await rpc<number[]>(node.url, 'getBlocks', [1, node.tip]);
  expect(slots).toEqual(Array.from({ length: node.tip }, (_, i) => i + 1));
  const blocks = await allBlocks();
  const signatures = new Set<string>();
  blocks.forEach((b, i) => {
    const slot = i + 1;
    expect(b.parentSlot).toBe(slot - 1);
    expect(b.blockHeight).toBe(slot);
    if (i > 0) expect(b.previousBlockhash).toBe(blocks[i - 1].blockhash);
    // Everything but the signatures is the recorded block's.
    const original = recorded[i % recorded.length];
    expect(b.transactions.length).toBe(original.transactions!.length);
    b.transactions.forEach((t, j) => {
      const o = original.transactions![j];
      expect(t.meta).toEqual(o.meta);
      expect(t.transaction.message).toEqual(o.transaction.message);
      expect(t.transaction.signatures).toHaveLength(o.transaction.signatures.length);
      for (const s of t.transaction.signatures) signatures.add(s);
    });
  });
  const total = recorded
    .flatMap((b) => b.transactions!)
    .reduce((n, t) => n + t.transaction.signatures.length, 0);
  expect(signatures.size).toBe(total * COPIES);
  // The blocks whose transactions have no meta and the trimmed / Old Faithful ones are served too.
  expect(blocks.some((b) => b.transactions.length > 0 && b.transactions.every((t) => t.meta === null))).toBe(
    true,
  );
  expect(blocks.some((b) => b.transactions.some((t) => t.version === 0))).toBe(true);
  expect(blocks.some((b) => b.transactions.some((t) => t.meta?.err))).toBe(true);
});

test('getBlock in base64 carries the same transactions as in json', async () => {
  for (let slot = 1; slot <= recorded.length; slot++) {
    const [json, wire] = await Promise.all([getBlock(slot, 'json'), getBlock(slot, 'base64')]);
    expect({ ...wire!, transactions: [] }).toEqual({ ...json!, transactions: [] });
    expect(wire!.transactions).toHaveLength(json!.transactions.length);
    wire!.transactions.forEach((t, j) => {
      const raw = t.transaction as unknown as [string, string];
      expect(raw[1]).toBe('base64');
      const decoded = wireToJsonTransaction(raw[0]);
      const expected = json!.transactions[j];
      expect(decoded.transaction.signatures).toEqual(expected.transaction.signatures);
      // The json encoding adds each instruction's stack height, which the wire format has not.
      const message = {
        ...expected.transaction.message,
        instructions: expected.transaction.message.instructions.map(({ programIdIndex, accounts, data }) => ({
          programIdIndex,
          accounts,
          data,
        })),
      };
      const { addressTableLookups: lookups = [], ...rest } = decoded.transaction.message;
      expect({ ...rest, addressTableLookups: lookups }).toMatchObject({
        ...message,
        addressTableLookups: message.addressTableLookups ?? [],
      });
      expect(decoded.version).toBe(expected.version ?? 'legacy');
      expect(t.meta).toEqual(expected.meta);
    });
  }
  expect(await getBlock(node.tip + 1, 'json')).toBeNull();
  // A header without transactions.
  const header = await rpc<RpcBlock>(node.url, 'getBlock', [1, { transactionDetails: 'none' }]);
  expect(header).toMatchObject({ parentSlot: 0, blockHeight: 1 });
  expect(header).not.toHaveProperty('transactions');
});

test('the methods the indexer and its timers call answer in the shapes the client reads', async () => {
  const client = new RpcClient(node.url, { maxAttempts: 1 });
  expect(await client.getFirstAvailableBlock()).toBe(1);
  expect(await client.getEpochSchedule()).toMatchObject({ slotsPerEpoch: 432000 });
  expect(await client.getEpochInfo()).toMatchObject({ absoluteSlot: node.tip, blockHeight: node.tip });
  expect(await client.getSlotLeaders(1, 3)).toHaveLength(3);
  expect(await client.getVoteAccounts()).toEqual({ current: [], delinquent: [] });
  const supply = await client.getSupply();
  expect(supply.value.total).toBe(supply.value.circulating + supply.value.nonCirculating);
  const samples = await client.getRecentPerformanceSamples(5);
  expect(samples[0]).toMatchObject({ slot: node.tip, numTransactions: node.transactions });
  expect(await client.getMultipleAccounts([VOTE])).toEqual([null]);
  // A transaction of the second copy, by its renumbered signature.
  const blocks = await allBlocks();
  const t = blocks[recorded.length + 4].transactions[0];
  const found = await client.getTransaction(t.transaction.signatures[0]);
  expect(found).toMatchObject({ slot: recorded.length + 5, meta: t.meta, transaction: t.transaction });
  const [status, missing] = await client.getSignatureStatuses([t.transaction.signatures[0], '1'.repeat(64)]);
  expect(status).toMatchObject({ slot: recorded.length + 5, confirmationStatus: 'finalized' });
  expect(missing).toBeNull();
  // Unknown methods and bodies that are not JSON are JSON-RPC errors, not a dropped connection.
  await expect(rpc(node.url, 'getNothing')).rejects.toThrow('-32601');
  const res = await fetch(node.url, { method: 'POST', body: '{not json' });
  expect(await res.json()).toMatchObject({ error: { code: -32700 } });
});

test('the real indexer catches up on the repeated blocks into SQLite; the API reads every block and transaction back', async () => {
  const db = tempSqlite();
  try {
    await catchUpTo(node.url, db.url, node.tip, 90_000);
    const api = await startTestApi(db.url);
    try {
      const blocks = await allBlocks();
      let indexed = 0;
      for (const b of blocks) {
        const slot = b.parentSlot + 1;
        const res = await api.request(`/api/block/${slot}`);
        expect(res.statusCode).toBe(200);
        const failed = b.transactions.filter((t) => t.meta?.err).length;
        expect(res.json()).toMatchObject({
          slot,
          parentSlot: slot - 1,
          blockhash: b.blockhash,
          transactionCount: b.transactions.length,
          failedTxs: failed,
        });
        indexed += res.json<{ transactionCount: number }>().transactionCount;
        // Every fifth transaction of the block, by its own signature: found at its slot.
        for (const t of b.transactions.filter((_, j) => j % 5 === 0)) {
          const tx = await api.request(`/api/transaction/${t.transaction.signatures[0]}`);
          expect({ status: tx.statusCode, slot: tx.json().slot }).toEqual({ status: 200, slot });
        }
      }
      expect(indexed).toBe(node.transactions);

      // The latest list: the newest non-vote transactions across blocks, blocks of only votes skipped.
      const isVote = (t: RpcTransactionWithMeta) => {
        const { instructions, accountKeys } = t.transaction.message;
        return instructions.length > 0 && instructions.every((ix) => accountKeys[ix.programIdIndex] === VOTE);
      };
      const newestNonVotes = blocks
        .flatMap((b) => b.transactions.filter((t) => !isVote(t)).map((t) => t.transaction.signatures[0]))
        .reverse();
      expect(blocks.some((b) => b.transactions.length > 0 && b.transactions.every(isVote))).toBe(true);
      for (const limit of [1, 25, 500]) {
        const latest = (await api.request(`/api/transactions?limit=${limit}`)).json<
          { signature: string }[]
        >();
        expect(latest.map((t) => t.signature)).toEqual(newestNonVotes.slice(0, limit));
      }
    } finally {
      await api.close();
    }
  } finally {
    await db.drop();
  }
});

describe('the heavy swaps', () => {
  test('is the same for the same seed and another for another seed', () => {
    const a = heavyMix(templates, 50, 3);
    expect(heavyMix(templates, 50, 3)).toEqual(a);
    expect(heavyMix(templates, 50, 4)).not.toEqual(a);
  });

  test('every transaction is shaped like a busy DeFi transaction; about half failed, in real ways', () => {
    const mix = heavyMix(templates, 1000);
    const signatures = new Set(mix.flatMap((t) => t.transaction.signatures));
    expect(signatures.size).toBe(mix.reduce((n, t) => n + t.transaction.signatures.length, 0));
    const errors = new Set<string>();
    let beyond = 0;
    for (const t of mix) {
      const m = t.meta!;
      const { instructions, accountKeys, addressTableLookups } = t.transaction.message;
      const loaded = m.loadedAddresses!.writable.length + m.loadedAddresses!.readonly.length;
      const accounts = accountKeys.length + loaded;
      expect(t.version).toBe(0);
      expect(
        new Set([...accountKeys, ...m.loadedAddresses!.writable, ...m.loadedAddresses!.readonly]).size,
      ).toBe(accounts);
      expect(addressTableLookups).toHaveLength(1);
      expect(loaded).toBeGreaterThanOrEqual(8);
      expect(accounts).toBeGreaterThanOrEqual(20);
      if (accounts > 40) beyond++;
      expect(instructions.length).toBeGreaterThanOrEqual(3);
      expect(instructions.length).toBeLessThanOrEqual(6);
      expect(m.innerInstructions!.length).toBeGreaterThanOrEqual(1);
      expect(m.logMessages!.length).toBeGreaterThanOrEqual(30);
      expect(m.logMessages!.length).toBeLessThanOrEqual(60);
      expect(m.postTokenBalances!.length).toBeGreaterThanOrEqual(4);
      expect(m.preBalances).toHaveLength(accounts);
      expect(m.postBalances).toHaveLength(accounts);
      // Every account an instruction names exists.
      for (const ix of [...instructions, ...m.innerInstructions!.flatMap((g) => g.instructions)])
        for (const a of [ix.programIdIndex, ...ix.accounts]) expect(a).toBeLessThan(accounts);
      // The fee payer pays the fee; a failed transaction changes nothing else.
      expect(m.postBalances[0]).toBe(Math.max(0, m.preBalances[0] - m.fee));
      if (m.err) {
        errors.add(JSON.stringify(m.err));
        expect((m.err as { InstructionError: unknown[] }).InstructionError[0]).toBe(instructions.length - 1);
        expect(m.logMessages!.at(-1)).toMatch(/ failed: /);
        expect(m.postBalances.slice(1)).toEqual(m.preBalances.slice(1));
        expect(m.postTokenBalances).toEqual(m.preTokenBalances);
      } else expect(m.logMessages!.at(-1)).toMatch(/ success$/);
      // The wire encoding carries it whole.
      const wire = wireToJsonTransaction(wireBytes(t.transaction, t.version).toString('base64'));
      expect(wire.transaction.message.accountKeys).toEqual(accountKeys);
      expect(wire.transaction.message.addressTableLookups).toEqual(addressTableLookups);
    }
    expect(errors.size).toBeGreaterThanOrEqual(3);
    // Only the few templates that alone load dozens of accounts go beyond 40.
    expect(beyond / mix.length).toBeLessThan(0.02);
    const failed = mix.filter((t) => t.meta!.err).length / mix.length;
    expect(failed).toBeGreaterThan(0.4);
    expect(failed).toBeLessThan(0.6);
  });

  test('the indexer stores a block of it: every transaction, about half of them failed', async () => {
    const block = await firstBlockIndexed('heavy');
    expect(block.transactionCount).toBe(block.served);
    expect(block.failedTxs / block.transactionCount).toBeGreaterThan(0.4);
    expect(block.failedTxs / block.transactionCount).toBeLessThan(0.6);
  });
});

describe('the congested-block mix', () => {
  const swaps = new Set(heavyMix(templates, 2000).map((t) => t.transaction.signatures[0]));
  const recordedBySignature = new Map(templates.map((t) => [t.transaction.signatures[0], t]));

  test('blends the heavy swaps with the recorded transactions, kept as recorded but for their signatures', () => {
    const mix = blendedMix(templates, 2000, MIX_HEAVY_SHARE);
    expect(blendedMix(templates, 2000, MIX_HEAVY_SHARE)).toEqual(mix);
    const signatures = mix.flatMap((t) => t.transaction.signatures);
    expect(new Set(signatures).size).toBe(signatures.length);
    const heavy = mix.filter((t) => swaps.has(t.transaction.signatures[0]));
    expect(heavy.length / mix.length).toBeGreaterThan(MIX_HEAVY_SHARE - 0.05);
    expect(heavy.length / mix.length).toBeLessThan(MIX_HEAVY_SHARE + 0.05);
    // Every other transaction is a recorded one, unchanged but for its signatures.
    const light = mix.filter((t) => !swaps.has(t.transaction.signatures[0]));
    const seen = new Set<string>();
    for (const t of light) {
      const original = templates.find(
        (r) => r.transaction.message === t.transaction.message && r.meta === t.meta,
      );
      expect(original).toBeDefined();
      expect(recordedBySignature.has(t.transaction.signatures[0])).toBe(false);
      expect(t.transaction.signatures).toHaveLength(original!.transaction.signatures.length);
      seen.add(original!.transaction.signatures[0]);
    }
    // They go through every recorded transaction, not a few of them.
    expect(seen.size).toBe(templates.filter((t) => t.meta).length);
  });

  test('the indexer stores a block of it: every transaction, about one in five failed', async () => {
    const block = await firstBlockIndexed('mix');
    expect(block.transactionCount).toBe(block.served);
    // Half the swaps fail; the recorded transactions succeeded.
    expect(block.failedTxs / block.transactionCount).toBeGreaterThan(0.12);
    expect(block.failedTxs / block.transactionCount).toBeLessThan(0.28);
  });
});
