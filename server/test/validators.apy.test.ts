/**
 * Validator APY comes from what the node reports: a local JSON-RPC node (real HTTP) answers the epoch
 * schedule, performance samples, inflation rate and the vote accounts' inflation rewards, and the API
 * turns them into each validator's APY. The rewards are read once per epoch, not per request. A node
 * of a chain that pays nothing leads to APY 0 everywhere (which hides the APY column and card).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AddressDetail, Validator } from 'shared-api/core';
import { amountKey } from '../src/db/schema';
import { startTestApi, type TestApi } from './helpers/api';
import { tempSqlite } from './helpers/databases';

const GOR = 1_000_000_000;
const STAKE = 1_000 * GOR;
const V = {
  /** 10 % commission, paid every epoch */
  paid: {
    vote: 'Vote1111111111111111111111111111111111111111',
    node: 'Node1111111111111111111111111111111111111111',
  },
  /** 0 % commission: its vote account is never paid */
  zero: {
    vote: 'Vote2222222222222222222222222222222222222222',
    node: 'Node2222222222222222222222222222222222222222',
  },
  /** 5 % commission, paid nothing */
  idle: {
    vote: 'Vote3333333333333333333333333333333333333333',
    node: 'Node3333333333333333333333333333333333333333',
  },
};

interface NodeState {
  validatorInflation: number;
  /** what the paid vote account got per epoch (lamports); null = nothing */
  voteReward: number | null;
  calls: { method: string; params: unknown[] }[];
}

/** A JSON-RPC node answering the methods APY is derived from. */
async function fakeNode(state: NodeState) {
  const answer = (method: string, params: unknown[]): unknown => {
    switch (method) {
      case 'getEpochSchedule':
        return {
          slotsPerEpoch: 432_000,
          leaderScheduleSlotOffset: 432_000,
          warmup: false,
          firstNormalEpoch: 0,
          firstNormalSlot: 0,
        };
      case 'getRecentPerformanceSamples':
        // 0.6 s per slot: 121.75 epochs of 432,000 slots a year
        return [
          { slot: 1000, numSlots: 100, numTransactions: 5, numNonVoteTransactions: 1, samplePeriodSecs: 60 },
          { slot: 900, numSlots: 100, numTransactions: 5, numNonVoteTransactions: 1, samplePeriodSecs: 60 },
        ];
      case 'getInflationRate':
        return {
          total: state.validatorInflation,
          validator: state.validatorInflation,
          foundation: 0,
          epoch: 10,
        };
      case 'getInflationReward': {
        const [addresses, cfg] = params as [string[], { epoch: number }];
        return addresses.map((a) =>
          a === V.paid.vote && state.voteReward !== null
            ? {
                epoch: cfg.epoch,
                effectiveSlot: (cfg.epoch + 1) * 432_000,
                amount: state.voteReward,
                postBalance: 5 * GOR,
                commission: 10,
              }
            : null,
        );
      }
      case 'getProgramAccounts':
        return [];
      case 'getMultipleAccounts':
        return { context: { slot: 1 }, value: (params[0] as string[]).map(() => null) };
      default:
        throw new Error(`unexpected ${method}`);
    }
  };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const r = JSON.parse(body) as { id: number; method: string; params?: unknown[] };
      state.calls.push({ method: r.method, params: r.params ?? [] });
      let out: object;
      try {
        out = { jsonrpc: '2.0', id: r.id, result: answer(r.method, r.params ?? []) };
      } catch (e) {
        out = { jsonrpc: '2.0', id: r.id, error: { code: -32601, message: (e as Error).message } };
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(out));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, close: () => new Promise<void>((r) => server.close(() => r())) };
}

async function seed(api: TestApi, epoch: number): Promise<void> {
  const db = api.database.db;
  const rows = [
    { ...V.paid, commission: 10 },
    { ...V.zero, commission: 0 },
    { ...V.idle, commission: 5 },
  ];
  for (const r of rows)
    await db
      .insertInto('validators')
      .values({
        vote_pubkey: r.vote,
        node_pubkey: r.node,
        activated_stake: String(STAKE),
        activated_stake_key: amountKey(String(STAKE)),
        commission: r.commission,
        last_vote: 100,
        root_slot: 90,
        epoch_credits: '[]',
        delinquent: 0,
        epoch_vote_account: 1,
        name: null,
        updated_at: 1,
      })
      .execute();
  await snapshot(api, epoch);
}

/** A network snapshot in `epoch`: half of the supply staked. */
async function snapshot(api: TestApi, epoch: number): Promise<void> {
  await api.database.db
    .insertInto('network_snapshots')
    .values({
      taken_at: Math.floor(Date.now() / 1000),
      slot: epoch * 432_000 + 5,
      block_height: epoch * 432_000,
      epoch,
      slot_index: 5,
      slots_in_epoch: 432_000,
      transaction_count: 1,
      total_supply: String(6 * STAKE),
      circulating_supply: String(6 * STAKE),
      non_circulating_supply: '0',
      staked: String(3 * STAKE),
      tps: 0,
      samples: '[]',
    })
    .execute();
}

const byVote = (vs: Validator[]) => Object.fromEntries(vs.map((v) => [v.voteAccount, v.apy]));

/** Within a describe: the fake node answering from `state` and an API over a seeded database. */
function chainAndApi(state: NodeState): { api: () => TestApi } {
  const tmp = tempSqlite();
  let node: Awaited<ReturnType<typeof fakeNode>> | undefined;
  let api: TestApi | undefined;
  beforeAll(async () => {
    node = await fakeNode(state);
    api = await startTestApi(tmp.url, { rpcUrl: node.url, cacheTtlMs: 0 });
    await seed(api, 10);
  });
  afterAll(async () => {
    await api?.close();
    await node?.close();
    await tmp.drop();
  });
  return { api: () => api as TestApi };
}

describe('a chain that pays inflation', () => {
  const state: NodeState = { validatorInflation: 0.05, voteReward: 100_000_000, calls: [] };
  const chain = chainAndApi(state);
  const rewardCalls = () => state.calls.filter((c) => c.method === 'getInflationReward');

  test('APY from the rewards the node reports, annualised with the measured slot time', async () => {
    const vals = (await chain.api().request('/api/validators')).json<Validator[]>();
    const apy = byVote(vals);
    // 100,000,000 lamports at 10 % commission: delegators got 900,000,000 of 1,000 GOR staked each
    // epoch (0.09 %), compounded over 121.75 epochs a year
    expect(apy[V.paid.vote]).toBeCloseTo(11.57, 2);
    // 0 % commission: the node's 5 % validator inflation over half the supply staked (10 %), compounded
    expect(apy[V.zero.vote]).toBeCloseTo(10.51, 2);
    // charges commission and was paid nothing
    expect(apy[V.idle.vote]).toBe(0);
    // the three completed epochs before epoch 10, for every vote account at once
    expect(rewardCalls().map((c) => c.params)).toEqual(
      [9, 8, 7].map((epoch) => [[V.paid.vote, V.zero.vote, V.idle.vote], { epoch }]),
    );

    const addr = (await chain.api().request(`/api/address/${V.paid.node}`)).json<AddressDetail>();
    expect(addr.validator?.apy).toBe(apy[V.paid.vote]);
  });

  test('rewards are read once per epoch, not per request', async () => {
    const before = rewardCalls().length;
    for (let i = 0; i < 5; i++) await chain.api().request('/api/validators');
    await chain.api().request(`/api/address/${V.zero.node}`);
    expect(rewardCalls().length).toBe(before);

    // A new epoch: read again (the previous figures are served meanwhile), now with a bigger reward.
    state.voteReward = 200_000_000;
    await snapshot(chain.api(), 11);
    await chain.api().request('/api/validators');
    const deadline = Date.now() + 5_000;
    let apy = 0;
    while (Date.now() < deadline) {
      apy = byVote((await chain.api().request('/api/validators')).json<Validator[]>())[V.paid.vote];
      if (apy !== 11.57) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(apy).toBeCloseTo((1.0018 ** 121.75 - 1) * 100, 2);
    expect(
      rewardCalls()
        .slice(before)
        .map((c) => (c.params[1] as { epoch: number }).epoch),
    ).toEqual([10, 9, 8]);
  });
});

describe('a chain that pays nothing', () => {
  const state: NodeState = { validatorInflation: 0, voteReward: null, calls: [] };
  const chain = chainAndApi(state);

  test('every APY is 0', async () => {
    const vals = (await chain.api().request('/api/validators')).json<Validator[]>();
    expect(vals.map((v) => v.apy)).toEqual([0, 0, 0]);
    const addr = (await chain.api().request(`/api/address/${V.zero.node}`)).json<AddressDetail>();
    expect(addr.validator?.apy).toBe(0);
  });
});
