// Validators: stake and commission from the indexer's vote-account table; uptime from epoch credits;
// APY from the rewards the node reports the chain actually paid; delegators counted from stake accounts.
import type { Kysely } from 'kysely';
import type { NetworkStats, Validator } from 'shared-api/core';
import { STAKE_PROGRAM } from 'shared-api/programs';
import type { Database, ValidatorRow } from '../db/schema';
import { RpcClient, RpcError } from '../rpc/client';
import type { RpcPerformanceSample } from '../rpc/types';
import { TtlCache } from '../http/cache';
import { amount, parseJsonList } from '../http/values';
import { timedBlock, validatorByAddress, validatorsByStake, voteAccounts } from './repository';
import type { NetworkService } from './stats';

/** Offset of `delegation.voter_pubkey` in a stake account (meta 120 bytes after the 4-byte state tag). */
const STAKE_VOTER_OFFSET = 124;
/** Timely vote credits: up to 16 credits per voted slot on current validators. */
const TVC_MAX_CREDITS = 16;
const UPTIME_EPOCHS = 5;
const SECONDS_PER_YEAR = 365.25 * 86_400;
/** Completed epochs whose rewards are averaged: one odd epoch is smoothed out, and it stays 3 calls. */
const REWARD_EPOCHS = 3;
/** Vote accounts per getInflationReward request (keeps each request and its answer small). */
const REWARD_BATCH = 256;
/** Performance samples (one a minute) for the slot time: the last hour. */
const SLOT_TIME_SAMPLES = 60;
/** Blocks spanned when the slot time is measured from indexed block times instead. */
const SLOT_TIME_BLOCKS = 1000;
/** After a failed or incomplete read of the node's reward figures, ask again after this long. */
const APY_RETRY_MS = 60_000;
/** How long a request waits for the very first reading before answering without APY. */
const APY_FIRST_WAIT_MS = 2_000;

/** getInflationRate, as a node answers it (fractions of the supply per year), the part read here. */
interface RpcInflationRate {
  validator: number;
}

/** One getInflationReward entry (null in the answer where the address was paid nothing). */
interface RpcInflationReward {
  epoch: number;
  effectiveSlot: number;
  amount: number;
  postBalance: number;
  commission?: number | null;
}

/** What a vote account was paid for one completed epoch. */
export interface VoteReward {
  amount: number;
  /** commission in force when the reward was credited; null when the node did not say */
  commission: number | null;
}

/** The node's figures APY is derived from, read once per epoch and vote-account set. */
export interface ApyFacts {
  slotsPerEpoch: number;
  /** seconds per slot; 0 when the node gave no usable timing */
  slotSeconds: number;
  /** getInflationRate().validator: yearly issuance to stakers, as a fraction of the supply */
  validatorInflation: number;
  rewards: Map<string, VoteReward[]>;
}

const NO_APY: ApyFacts = { slotsPerEpoch: 0, slotSeconds: 0, validatorInflation: 0, rewards: new Map() };

/** Seconds per slot over performance samples (slots produced in each sample period); null without any. */
export function slotSecondsFromSamples(samples: RpcPerformanceSample[]): number | null {
  let secs = 0;
  let slots = 0;
  for (const s of samples) {
    if (!(s.numSlots > 0) || !(s.samplePeriodSecs > 0)) continue;
    secs += s.samplePeriodSecs;
    slots += s.numSlots;
  }
  return slots > 0 ? secs / slots : null;
}

/** Epochs in a year at the chain's epoch length and measured slot time; 0 when either is unknown. */
export function epochsPerYear(slotsPerEpoch: number, slotSeconds: number): number {
  if (!(slotsPerEpoch > 0) || !(slotSeconds > 0)) return 0;
  return SECONDS_PER_YEAR / (slotsPerEpoch * slotSeconds);
}

/**
 * Delegators' earnings per staked lamport in one epoch: the vote account gets only commission c %,
 * so they got amount × (100 − c) / c. Null at 0 % commission (nothing paid) or without stake.
 */
export function delegatorEpochRate(reward: VoteReward, stake: number): number | null {
  const c = reward.commission;
  if (c === null || !(c > 0) || c > 100 || !(stake > 0) || !(reward.amount >= 0)) return null;
  return (reward.amount * (100 - c)) / c / stake;
}

/** Percent per year from a per-epoch rate; compounded, as stake rewards join the delegation each epoch. */
function annualise(perEpoch: number, epochs: number): number {
  if (!(perEpoch > 0) || !(epochs > 0)) return 0;
  const apy = ((1 + perEpoch) ** epochs - 1) * 100;
  return Number.isFinite(apy) ? Math.round(apy * 100) / 100 : 0;
}

/**
 * Delegator APY (percent) from recent epochs' rewards: the mean per-epoch rate, annualised by the
 * chain's epoch length and slot time; 0 when nothing was paid or the timing is unknown.
 */
export function rewardApy(o: {
  rewards: VoteReward[];
  stake: number;
  slotsPerEpoch: number;
  slotSeconds: number;
}): number {
  const rates = o.rewards.map((r) => delegatorEpochRate(r, o.stake)).filter((r): r is number => r !== null);
  if (rates.length === 0) return 0;
  const mean = rates.reduce((a, b) => a + b, 0) / rates.length;
  return annualise(mean, epochsPerYear(o.slotsPerEpoch, o.slotSeconds));
}

/**
 * Delegator APY (percent) from the node's inflation rate: the validator portion of the yearly issuance
 * spread over the staked share of the supply, less commission, compounded per epoch.
 */
function inflationApy(
  validatorInflation: number,
  stakedRatio: number,
  commission: number,
  epochs: number,
): number {
  if (!(validatorInflation > 0) || !(stakedRatio > 0) || !(epochs > 0)) return 0;
  const perYear = (validatorInflation / stakedRatio) * (1 - Math.min(100, Math.max(0, commission)) / 100);
  return annualise(perYear / epochs, epochs);
}

/**
 * One validator's APY, measured from its rewards; only at 0 % commission, where rewards show nothing,
 * estimated from the inflation rate. Commission without rewards means nothing was earned: 0.
 */
export function validatorApy(
  v: { stake: number; commission: number; rewards: VoteReward[] },
  facts: ApyFacts,
  stakedRatio: number,
): number {
  const rewards = v.rewards.map((r) => ({ ...r, commission: r.commission ?? v.commission }));
  if (rewards.some((r) => delegatorEpochRate(r, v.stake) !== null))
    return rewardApy({
      rewards,
      stake: v.stake,
      slotsPerEpoch: facts.slotsPerEpoch,
      slotSeconds: facts.slotSeconds,
    });
  if (v.commission === 0)
    return inflationApy(
      facts.validatorInflation,
      stakedRatio,
      0,
      epochsPerYear(facts.slotsPerEpoch, facts.slotSeconds),
    );
  return 0;
}

/** A node's "no such data" answer (an RpcError) becomes null; transport failures are rethrown. */
function unlessRpcError<T>(p: Promise<T>): Promise<T | null> {
  return p.catch((e: unknown) => {
    if (e instanceof RpcError) return null;
    throw e;
  });
}

function isReward(x: unknown): x is RpcInflationReward {
  return typeof x === 'object' && x !== null && typeof (x as { amount?: unknown }).amount === 'number';
}

/** Percent of the recent epochs' slots that earned vote credits. */
export function uptimeFromCredits(
  credits: [number, number, number][],
  currentEpoch: number,
  slotIndex: number,
  slotsInEpoch: number,
): number {
  const recent = credits.slice(-UPTIME_EPOCHS);
  let earned = 0;
  let expected = 0;
  for (const [epoch, c, prev] of recent) {
    earned += Math.max(0, Number(c) - Number(prev));
    expected += epoch === currentEpoch ? slotIndex : slotsInEpoch;
  }
  if (expected <= 0 || earned <= 0) return 0;
  let ratio = earned / expected;
  if (ratio > 1) ratio /= TVC_MAX_CREDITS;
  return Math.round(Math.min(1, ratio) * 10_000) / 100;
}

export class ValidatorService {
  private readonly delegatorCache = new TtlCache<Map<string, number>>(60_000);
  private lastDelegators = new Map<string, number>();
  private readonly rpc: RpcClient | null;
  /** The reward figures are read with a longer timeout: a node reads an epoch boundary block for them. */
  private readonly rewardRpc: RpcClient | null;
  /** The last reading of the node's APY figures, for `key` (epoch + vote accounts); re-read at `retryAt`. */
  private apyHeld: { key: string; facts: ApyFacts; retryAt: number } | null = null;
  private apyLoading: { key: string; promise: Promise<ApyFacts> } | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly network: NetworkService,
    rpcUrl?: string,
  ) {
    this.rpc = rpcUrl ? new RpcClient(rpcUrl, { maxAttempts: 2, timeoutMs: 3000 }) : null;
    this.rewardRpc = rpcUrl ? new RpcClient(rpcUrl, { maxAttempts: 2, timeoutMs: 15_000 }) : null;
  }

  /**
   * The APY figures for `epoch` and this vote-account set, read once each (past rewards never change);
   * the previous reading serves meanwhile, and a failed one is retried after a minute.
   */
  private async apyFacts(epoch: number, votes: string[]): Promise<ApyFacts> {
    if (!this.rewardRpc) return NO_APY;
    const key = `${epoch}:${[...votes].sort().join(',')}`;
    const held = this.apyHeld;
    if (held && held.key === key && Date.now() < held.retryAt) return held.facts;
    if (this.apyLoading?.key !== key) {
      const promise = this.readApyFacts(epoch, votes).then(
        ({ facts, complete }) => {
          this.apyHeld = { key, facts, retryAt: complete ? Infinity : Date.now() + APY_RETRY_MS };
          return facts;
        },
        () => {
          const facts = this.apyHeld?.facts ?? NO_APY;
          this.apyHeld = { key, facts, retryAt: Date.now() + APY_RETRY_MS };
          return facts;
        },
      );
      const loading = { key, promise };
      this.apyLoading = loading;
      void promise.finally(() => {
        if (this.apyLoading === loading) this.apyLoading = null;
      });
    }
    if (held) return held.facts;
    const first = this.apyLoading?.promise ?? Promise.resolve(NO_APY);
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<ApyFacts>((resolve) => {
      timer = setTimeout(() => resolve(NO_APY), APY_FIRST_WAIT_MS);
      timer.unref();
    });
    try {
      return await Promise.race([first, deadline]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Reads the figures from the node; `complete` is false when a boundary block was not available yet. */
  private async readApyFacts(
    epoch: number,
    votes: string[],
  ): Promise<{ facts: ApyFacts; complete: boolean }> {
    const rpc = this.rewardRpc as RpcClient;
    const [schedule, samples, rate] = await Promise.all([
      rpc.getEpochSchedule(),
      unlessRpcError(rpc.getRecentPerformanceSamples(SLOT_TIME_SAMPLES)),
      unlessRpcError(rpc.call<RpcInflationRate>('getInflationRate')),
    ]);
    const slotSeconds = slotSecondsFromSamples(samples ?? []) ?? (await this.slotSecondsFromBlocks()) ?? 0;
    const rewards = new Map<string, VoteReward[]>();
    let complete = true;
    for (let e = epoch - 1; e >= Math.max(0, epoch - REWARD_EPOCHS); e--) {
      for (let i = 0; i < votes.length; i += REWARD_BATCH) {
        const batch = votes.slice(i, i + REWARD_BATCH);
        let answer: unknown;
        try {
          answer = await rpc.call<unknown>('getInflationReward', [batch, { epoch: e }]);
        } catch (err) {
          if (!(err instanceof RpcError)) throw err;
          // -32004: the boundary block is not there yet (the epoch just ended); other codes: the node
          // no longer keeps that epoch's boundary block. Either way that epoch tells nothing here.
          if (err.code === -32004) complete = false;
          break;
        }
        if (!Array.isArray(answer)) continue;
        batch.forEach((vote, k) => {
          const r: unknown = answer[k];
          if (!isReward(r)) return;
          const list = rewards.get(vote) ?? [];
          list.push({ amount: r.amount, commission: typeof r.commission === 'number' ? r.commission : null });
          rewards.set(vote, list);
        });
      }
    }
    return {
      facts: {
        slotsPerEpoch: Number(schedule.slotsPerEpoch) || 0,
        slotSeconds,
        validatorInflation: typeof rate?.validator === 'number' ? rate.validator : 0,
        rewards,
      },
      complete,
    };
  }

  /** Seconds per slot from the block times of the newest indexed blocks; null when they do not span any time. */
  private async slotSecondsFromBlocks(): Promise<number | null> {
    const [newest, older] = await Promise.all([
      timedBlock(this.db, 0),
      timedBlock(this.db, SLOT_TIME_BLOCKS),
    ]);
    if (!newest || !older) return null;
    const secs = Number(newest.block_time) - Number(older.block_time);
    const slots = Number(newest.slot) - Number(older.slot);
    return secs > 0 && slots > 0 ? secs / slots : null;
  }

  /** Stake accounts delegated to each vote account (one getProgramAccounts per vote account, cached 60 s). */
  private delegators(votes: string[]): Promise<Map<string, number>> {
    return this.delegatorCache.get(votes.join(','), async () => {
      if (!this.rpc) return this.lastDelegators;
      const out = new Map<string, number>();
      for (const vote of votes) {
        try {
          const r = await this.rpc.call<unknown[]>('getProgramAccounts', [
            STAKE_PROGRAM,
            {
              encoding: 'base64',
              dataSlice: { offset: 0, length: 0 },
              filters: [{ memcmp: { offset: STAKE_VOTER_OFFSET, bytes: vote } }],
            },
          ]);
          out.set(vote, Array.isArray(r) ? r.length : 0);
        } catch {
          out.set(vote, this.lastDelegators.get(vote) ?? 0);
        }
      }
      this.lastDelegators = out;
      return out;
    });
  }

  toValidator(v: ValidatorRow, stats: NetworkStats, delegators: number, facts: ApyFacts): Validator {
    const supply = Number(stats.totalSupply);
    const staked = Number(stats.stakedGor);
    const credits = parseJsonList<[number, number, number]>(v.epoch_credits).filter(
      (c) => Array.isArray(c) && c.length >= 3,
    );
    const active = !Number(v.delinquent);
    const commission = Number(v.commission);
    return {
      address: v.node_pubkey,
      identity: v.node_pubkey,
      voteAccount: v.vote_pubkey,
      name: v.name,
      isActive: active,
      status: active ? 'active' : 'delinquent',
      stake: amount(v.activated_stake),
      commission,
      apy: validatorApy(
        { stake: Number(v.activated_stake), commission, rewards: facts.rewards.get(v.vote_pubkey) ?? [] },
        facts,
        supply > 0 ? staked / supply : 0,
      ),
      uptime: uptimeFromCredits(
        credits,
        stats.epochInfo.epoch,
        stats.epochInfo.slotIndex,
        stats.epochInfo.slotsInEpoch,
      ),
      delegators,
      lastVote: v.last_vote === null ? null : Number(v.last_vote),
      rootSlot: v.root_slot === null ? null : Number(v.root_slot),
      version: null,
    };
  }

  /** Every validator, biggest stake first. */
  async list(): Promise<Validator[]> {
    const [rows, stats] = await Promise.all([validatorsByStake(this.db), this.network.stats()]);
    const votes = rows.map((r) => r.vote_pubkey);
    const [counts, facts] = await Promise.all([
      this.delegators(votes),
      this.apyFacts(stats.epochInfo.epoch, votes),
    ]);
    return rows.map((r) => this.toValidator(r, stats, counts.get(r.vote_pubkey) ?? 0, facts));
  }

  /** The validator whose identity or vote account is `address`. */
  async find(address: string): Promise<{ row: ValidatorRow; validator: Validator } | null> {
    const row = await validatorByAddress(this.db, address);
    if (!row) return null;
    // The APY figures are read for the whole vote-account set, shared with the list.
    const [stats, votes] = await Promise.all([this.network.stats(), voteAccounts(this.db)]);
    const [counts, facts] = await Promise.all([
      this.delegators([row.vote_pubkey]),
      this.apyFacts(stats.epochInfo.epoch, votes),
    ]);
    return { row, validator: this.toValidator(row, stats, counts.get(row.vote_pubkey) ?? 0, facts) };
  }
}
