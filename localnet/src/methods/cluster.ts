// Cluster, epoch, validator, fee and blockhash methods.
import bs58 from 'bs58';
import { SLOTS_PER_EPOCH } from '../chain';
import { invalidParams } from '../rpcerror';
import { CORE_VERSION, FEATURE_SET } from './context';
import { commitmentOf, obj, u64 } from './params';
import type { Handler, MethodContext } from './context';

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
    getInflationRate: () => ({
      epoch: Math.floor(chain.slot / SLOTS_PER_EPOCH),
      foundation: 0,
      total: 0.08,
      validator: 0.08,
    }),
    getInflationGovernor: () => ({
      foundation: 0,
      foundationTerm: 0,
      initial: 0.08,
      taper: 0.15,
      terminal: 0.015,
    }),
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
