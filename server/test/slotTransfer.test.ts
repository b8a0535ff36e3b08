// A decoded slot packed for the crossing to the writer, cloned as a worker's message is, and unpacked
// equals the slot as decoded: every record with its fields in order, every stored body's bytes. So
// does a slot whose address strings the writer swapped for its own copies.
import { deserialize, serialize } from 'node:v8';
import { startReplayNode, type ReplayNode } from '../../bench/replaySource';
import { decodeBlockBody, DecodePool, type DecodedSlot } from '../src/indexer/decodePool';
import { internDecodedSlot } from '../src/indexer/internAddresses';
import { RpcClient } from '../src/rpc';
import { packSlot, unpackSlot, type PackedSlot } from '../src/indexer/slotTransfer';

let node: ReplayNode;
beforeAll(async () => {
  // The mix: DeFi swaps with transfers, token accounts and wallet postings in every block.
  node = await startReplayNode('mix', 1_500);
});
afterAll(() => node?.close());

/** The slot as its JSON text (field order included) and its payloads' bytes. */
function form(d: DecodedSlot) {
  return {
    block: JSON.stringify(d.block),
    prepared: d.prepared.map((p) => ({
      addresses: p.addresses,
      format: p.format,
      payload: Buffer.from(p.payload).toString('hex'),
    })),
  };
}

const crossed = (d: DecodedSlot) => unpackSlot(deserialize(serialize(packSlot(d))) as PackedSlot);

test('every mix block crosses unchanged', async () => {
  const pool = new DecodePool(node.url, 0);
  try {
    let records = 0;
    for (let slot = 1; slot <= node.tip; slot++) {
      const a = await pool.decode(slot);
      if (!a) throw new Error(`slot ${slot} has no block`);
      for (const t of a.block.transactions)
        records += t.wallet.length + t.transfers.length + t.tokenAccountsAfter.length;
      const before = form(a);
      expect(form(crossed(a))).toEqual(before);
    }
    expect(records).toBeGreaterThan(1_000);
  } finally {
    await pool.close();
  }
});

test('payloads held in buffers of their own cross as one', async () => {
  const pool = new DecodePool(node.url, 0);
  try {
    const a = await pool.decode(1);
    if (!a) throw new Error('slot 1 has no block');
    const before = form(a);
    const own = { ...a, prepared: a.prepared.map((p) => ({ ...p, payload: Uint8Array.from(p.payload) })) };
    expect(form(crossed(own))).toEqual(before);
    const empty = { block: { ...a.block, transactions: [] }, prepared: [] };
    expect(unpackSlot(packSlot(empty)).prepared).toEqual([]);
  } finally {
    await pool.close();
  }
});

test("the writer's own copies of address strings leave every record as decoded", async () => {
  const rpc = new RpcClient(node.url);
  let addresses = 0;
  for (let slot = 1; slot <= node.tip; slot++) {
    const body = await rpc.blockCall(slot, 'full', (b) => Promise.resolve(b));
    if (!body) throw new Error(`slot ${slot} has no block`);
    const decoded = decodeBlockBody(slot, body) as DecodedSlot;
    const before = form(decoded);
    // Twice: the second time every string is already kept.
    expect(form(internDecodedSlot(crossed(decoded)))).toEqual(before);
    expect(form(internDecodedSlot(decodeBlockBody(slot, body) as DecodedSlot))).toEqual(before);
    for (const p of decoded.prepared) addresses += p.addresses.length;
  }
  expect(addresses).toBeGreaterThan(10_000);
});

test('a body’s account keys cross as their indexes; a list in any other order still crosses as it was', async () => {
  const pool = new DecodePool(node.url, 0);
  try {
    const a = await pool.decode(1);
    if (!a) throw new Error('slot 1 has no block');
    const lists = a.prepared.map((p) => p.addresses.slice());
    const packed = packSlot(a);
    const entries = packed.addresses.flat();
    const asIndexes = entries.filter((e) => typeof e === 'number').length;
    expect(asIndexes / entries.length).toBeGreaterThan(0.8);
    expect(unpackSlot(packed).prepared.map((p) => p.addresses)).toEqual(lists);

    const b = await pool.decode(2);
    if (!b) throw new Error('slot 2 has no block');
    for (const p of b.prepared) p.addresses.reverse();
    const reversed = b.prepared.map((p) => p.addresses.slice());
    expect(internDecodedSlot(crossed(b)).prepared.map((p) => p.addresses)).toEqual(reversed);
  } finally {
    await pool.close();
  }
});
