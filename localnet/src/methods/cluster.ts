// Cluster, epoch, validator, fee and blockhash methods.
import bs58 from 'bs58';
import { SLOTS_PER_EPOCH } from '../chain';
import { RpcError, invalidParams } from '../rpcerror';
import { CORE_VERSION, FEATURE_SET } from './context';
import { atLeastConfirmed, commitmentOf, obj, pubkey, u64 } from './params';
import type { Handler, MethodContext } from './context';

/** One entry of a block's `rewards`, as stored with the block. */
interface BlockReward {
  pubkey: string;
  lamports: number;
  postBalance: number;
  rewardType: string | null;
  commission?: number | null;
}

export function clusterMethods(m: MethodContext): Record<string, Handler> {
  const { chain, info, withCtx } = m;
  return {
    getHealth: () => 'ok',
    getVersion: () => ({ 'feature-set': FEATURE_SET, 'solana-core': CORE_VERSION }),
    getGenesisHash: () => chain.genesisHash,
    getIdentity: () => ({ identity: chain.identity.address }),
    getClusterNodes: () => {
      const rpc = new URL(info.rpcUrl());
      const ws = new URL(info.wsUrl());
      return [
        {
          featureSet: FEATURE_SET,
          gossip: `${rpc.hostname}:8001`,
          pubkey: chain.identity.address,
          pubsub: `${ws.hostname}:${ws.port}`,
          rpc: `${rpc.hostname}:${rpc.port}`,
          shredVersion: 1,
          tpu: `${rpc.hostname}:8003`,
          tpuQuic: `${rpc.hostname}:8009`,
          version: CORE_VERSION,
        },
      ];
    },
    getEpochInfo: (p) => {
      const c = commitmentOf(obj(p[0]));
      const slot = chain.slotAt(c);
      return {
        absoluteSlot: slot,
        blockHeight: chain.blockHeightAt(c),
        epoch: Math.floor(slot / SLOTS_PER_EPOCH),
        slotIndex: slot % SLOTS_PER_EPOCH,
        slotsInEpoch: SLOTS_PER_EPOCH,
        transactionCount: chain.transactionCount,
      };
    },
    getEpochSchedule: () => ({
      firstNormalEpoch: 0,
      firstNormalSlot: 0,
      leaderScheduleSlotOffset: SLOTS_PER_EPOCH,
      slotsPerEpoch: SLOTS_PER_EPOCH,
      warmup: false,
    }),
    getVoteAccounts: (p) => {
      obj(p[0]);
      return chain.voteAccounts();
    },
    getRecentPerformanceSamples: (p) => {
      const limit = p[0] === undefined || p[0] === null ? 720 : u64(p[0], 'limit');
      if (limit > 720) throw invalidParams('Invalid limit; max 720');
      return chain.perfSamples.slice(0, limit);
    },
    // No inflation is paid here (no staking or voting rewards exist), so the node reports what a
    // cluster with inflation disabled reports: a zero rate and a disabled governor. Clients that
    // derive yields from these then honestly show none.
    getInflationRate: () => ({
      epoch: Math.floor(chain.slotAt('finalized') / SLOTS_PER_EPOCH),
      foundation: 0,
      total: 0,
      validator: 0,
    }),
    getInflationGovernor: () => ({
      foundation: 0,
      foundationTerm: 0,
      initial: 0,
      taper: 0,
      terminal: 0,
    }),
    getInflationReward: (p) => {
      if (!Array.isArray(p[0])) throw invalidParams('Invalid params: expected an array of public keys');
      const addresses = p[0].map(pubkey);
      const cfg = obj(p[1]);
      // The node reads the epoch boundary block with getBlocksWithLimit, which refuses `processed`.
      const c = atLeastConfirmed(cfg);
      const tip = chain.slotAt(c);
      const epoch =
        cfg.epoch === undefined || cfg.epoch === null
          ? Math.max(0, Math.floor(tip / SLOTS_PER_EPOCH) - 1)
          : u64(cfg.epoch, 'epoch');
      // An epoch's rewards are credited in the first block of the next epoch.
      const boundary = (epoch + 1) * SLOTS_PER_EPOCH;
      const first = chain.store.firstBlock() ?? 0;
      if (boundary < first)
        throw new RpcError(
          -32001,
          `Block ${boundary} cleaned up, does not exist on node. First available block: ${first}`,
        );
      const slot = chain.store.blocksInRange(boundary, tip, 1)[0];
      if (slot === undefined) throw new RpcError(-32004, `Block not available for slot ${boundary}`);
      const row = chain.store.getBlock(slot);
      const rewards = row ? (JSON.parse(row.rewards) as BlockReward[]) : [];
      const paid = new Map(
        rewards
          .filter((r) => r.rewardType === 'Staking' || r.rewardType === 'Voting')
          .map((r) => [r.pubkey, r]),
      );
      return addresses.map((a) => {
        const r = paid.get(a);
        return r
          ? {
              epoch,
              effectiveSlot: slot,
              amount: r.lamports,
              postBalance: r.postBalance,
              commission: r.commission ?? null,
            }
          : null;
      });
    },
    getLatestBlockhash: (p) => {
      const c = commitmentOf(obj(p[0]));
      const b = chain.blockAt(c);
      return withCtx({ blockhash: b.blockhash, lastValidBlockHeight: b.blockHeight + 150 }, c);
    },
    isBlockhashValid: (p) => {
      if (typeof p[0] !== 'string') throw invalidParams('Invalid params: expected a blockhash string');
      const cfg = obj(p[1]);
      return withCtx(chain.isBlockhashValid(p[0]), commitmentOf(cfg));
    },
    getFeeForMessage: (p) => {
      if (typeof p[0] !== 'string') throw invalidParams('Invalid params: expected a base64 message');
      const cfg = obj(p[1]);
      const msg = Buffer.from(p[0], 'base64');
      if (msg.length < 4) throw invalidParams('Invalid params: invalid message');
      const versioned = (msg[0] & 0x80) !== 0;
      const numSigs = versioned ? msg[1] : msg[0];
      // blockhash sits right after the header and the account keys
      const off = (versioned ? 1 : 0) + 3;
      const nKeys = msg[off];
      const bhStart = off + 1 + nKeys * 32;
      if (bhStart + 32 > msg.length) throw invalidParams('Invalid params: invalid message');
      const bh = bs58.encode(msg.subarray(bhStart, bhStart + 32));
      return withCtx(chain.isBlockhashValid(bh) ? numSigs * 5000 : null, commitmentOf(cfg));
    },
    getMinimumBalanceForRentExemption: (p) =>
      Number(chain.svm.minimumBalanceForRentExemption(BigInt(u64(p[0], 'data length')))),
    getSlotLeader: (p) => {
      obj(p[0]);
      return chain.identity.address;
    },
    getSlotLeaders: (p) => {
      u64(p[0], 'start_slot');
      const limit = u64(p[1], 'limit');
      if (limit > 5000) throw invalidParams('Invalid limit; max 5000');
      return Array.from({ length: limit }, () => chain.identity.address);
    },
    getBlockProduction: (p) => {
      const cfg = obj(p[0]);
      const c = commitmentOf(cfg);
      const last = chain.slotAt(c === 'processed' ? 'confirmed' : c);
      const range = obj(cfg.range);
      const firstSlot =
        range.firstSlot === undefined
          ? Math.floor(last / SLOTS_PER_EPOCH) * SLOTS_PER_EPOCH
          : u64(range.firstSlot, 'firstSlot');
      const lastSlot = range.lastSlot === undefined ? last : Math.min(u64(range.lastSlot, 'lastSlot'), last);
      // Genesis (slot 0) has no leader.
      const from = Math.max(1, firstSlot);
      const leaderSlots = Math.max(0, lastSlot - from + 1);
      return withCtx(
        {
          byIdentity: { [chain.identity.address]: [leaderSlots, chain.store.countBlocks(from, lastSlot)] },
          range: { firstSlot, lastSlot },
        },
        c,
      );
    },
    getMaxRetransmitSlot: () => chain.slot,
    getMaxShredInsertSlot: () => chain.slot,
    getRecentPrioritizationFees: (p) => {
      if (p[0] !== undefined && !Array.isArray(p[0]))
        throw invalidParams('Invalid params: expected an array of public keys');
      return [];
    },
    getStakeMinimumDelegation: (p) => withCtx(1_000_000_000, commitmentOf(obj(p[0]))),
  };
}
