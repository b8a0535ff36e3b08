// getInflationReward past an epoch boundary. Epochs are 432,000 slots, far more than a test can run,
// so the ledger is moved on: a clean restart continues after the newest stored block, and the block
// written at the first slot of epoch 1 carries the Staking and Voting rewards a paying cluster credits
// there (the localnet itself never pays any). The answer must have the wire shape both clients accept.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import bs58 from 'bs58';
import { address, createSolanaRpc, devnet } from '@solana/kit';
import { Connection, PublicKey } from '@solana/web3.js';
import { SLOTS_PER_EPOCH } from '../src/chain';
import { startLocalnet, type LocalnetHandle } from '../src/index';
import { Store } from '../src/store';
import { call } from './rpc-client';

jest.setTimeout(60_000);

const STAKER = bs58.encode(new Uint8Array(32).fill(7));
const VOTER = bs58.encode(new Uint8Array(32).fill(9));

let ln: LocalnetHandle;
let ledger: string;
let leader: string;

beforeAll(async () => {
  ledger = fs.mkdtempSync(path.join(os.tmpdir(), 'localnet-inflation-'));
  const first = await startLocalnet({ port: 0, slotMs: 40, ledger, quiet: true });
  leader = first.chain.identity.address;
  await call(first.rpcUrl, 'getSlot');
  await first.close();
  const store = new Store(ledger);
  const last = store.lastBlock();
  if (!last) throw new Error('the first run stored no block');
  store.commitSlot({
    block: {
      ...last,
      slot: SLOTS_PER_EPOCH,
      parentSlot: last.slot,
      blockHeight: last.blockHeight + 1,
      previousBlockhash: last.blockhash,
      txCount: 0,
      rewards: JSON.stringify([
        { pubkey: STAKER, lamports: 1_500, postBalance: 2_000_001_500, rewardType: 'Staking', commission: 7 },
        { pubkey: VOTER, lamports: 250, postBalance: 900_250, rewardType: 'Voting', commission: 7 },
        { pubkey: leader, lamports: 5_000, postBalance: 9_000, rewardType: 'Fee', commission: null },
      ]),
    },
    txs: [],
    addrIndex: [],
    accounts: [],
  });
  store.close();
  ln = await startLocalnet({ port: 0, slotMs: 40, ledger, quiet: true });
});
afterAll(async () => {
  await ln?.close();
  fs.rmSync(ledger, { recursive: true, force: true });
});

test('rewards of a completed epoch: one entry per address, null where no inflation was paid', async () => {
  // The leader's fee reward in that block is not an inflation reward.
  const other = leader;
  const expected = [
    { epoch: 0, effectiveSlot: SLOTS_PER_EPOCH, amount: 1_500, postBalance: 2_000_001_500, commission: 7 },
    { epoch: 0, effectiveSlot: SLOTS_PER_EPOCH, amount: 250, postBalance: 900_250, commission: 7 },
    null,
  ];
  const raw = await call(ln.rpcUrl, 'getInflationReward', [
    [STAKER, VOTER, other],
    { epoch: 0, commitment: 'confirmed' },
  ]);
  expect(raw).toEqual({ jsonrpc: '2.0', id: 1, result: expected });
  // Without `epoch` the node answers for the previous epoch (0, now that the chain is in epoch 1).
  expect(
    (await call(ln.rpcUrl, 'getInflationReward', [[VOTER], { commitment: 'confirmed' }])).result,
  ).toEqual([expected[1]]);

  const kit = await createSolanaRpc(devnet(ln.rpcUrl))
    .getInflationReward([address(STAKER), address(VOTER), address(other)], {
      epoch: 0n,
      commitment: 'confirmed',
    })
    .send();
  expect(kit).toEqual([
    {
      epoch: 0n,
      effectiveSlot: BigInt(SLOTS_PER_EPOCH),
      amount: 1_500n,
      postBalance: 2_000_001_500n,
      commission: 7,
    },
    { epoch: 0n, effectiveSlot: BigInt(SLOTS_PER_EPOCH), amount: 250n, postBalance: 900_250n, commission: 7 },
    null,
  ]);
  const conn = new Connection(ln.rpcUrl, 'confirmed');
  expect(
    await conn.getInflationReward([new PublicKey(STAKER), new PublicKey(VOTER), new PublicKey(other)], 0),
  ).toEqual(expected);

  // The epoch now running has no boundary block yet.
  expect(
    await call(ln.rpcUrl, 'getInflationReward', [[VOTER], { epoch: 1, commitment: 'confirmed' }]),
  ).toMatchObject({
    error: { code: -32004, message: `Block not available for slot ${2 * SLOTS_PER_EPOCH}` },
  });
  // The rate stays zero: this chain pays nothing itself.
  expect((await call(ln.rpcUrl, 'getInflationRate')).result).toMatchObject({ total: 0, validator: 0 });
});
