// Validators: stake and commission from the indexer's vote-account table; uptime from epoch credits,
// APY estimated from the inflation schedule and commission, delegators counted from stake accounts.
import type { Kysely } from 'kysely';
import type { NetworkStats, Validator } from 'shared-api';
import { STAKE_PROGRAM } from 'shared-api/programs';
import type { Database, ValidatorRow } from '../db/schema';
import { RpcClient } from '../rpc/client';
import { TtlCache } from './cache';
import { amount, parseJsonList } from './mappers';
import type { NetworkService } from './network';

export const STAKE_PROGRAM_ID = STAKE_PROGRAM;
/** Offset of `delegation.voter_pubkey` in a stake account (meta 120 bytes after the 4-byte state tag). */
const STAKE_VOTER_OFFSET = 124;
/** Solana's default inflation schedule (no getInflationRate in the RPC set we rely on). */
const INITIAL_INFLATION = 0.08;
const TAPER = 0.15;
const TERMINAL_INFLATION = 0.015;
const SECONDS_PER_SLOT = 0.4;
const SLOTS_PER_YEAR = (365.25 * 86_400) / SECONDS_PER_SLOT;
/** Timely vote credits: up to 16 credits per voted slot on current validators. */
const TVC_MAX_CREDITS = 16;
const UPTIME_EPOCHS = 5;

export function inflationRate(epoch: number, slotsInEpoch: number): number {
  const years = (epoch * slotsInEpoch) / SLOTS_PER_YEAR;
  return Math.max(TERMINAL_INFLATION, INITIAL_INFLATION * (1 - TAPER) ** years);
}

/** Percent APY for a delegator: inflation spread over the staked share, minus commission. */
export function estimateApy(inflation: number, stakedRatio: number, commission: number): number {
  if (!(stakedRatio > 0)) return 0;
  const apy = (inflation / stakedRatio) * (1 - commission / 100) * 100;
  return Math.round(apy * 100) / 100;
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

  constructor(
    private readonly db: Kysely<Database>,
    private readonly network: NetworkService,
    rpcUrl?: string,
  ) {
    this.rpc = rpcUrl ? new RpcClient(rpcUrl, { maxAttempts: 2, timeoutMs: 3000 }) : null;
  }

  /** Stake accounts delegated to each vote account (one getProgramAccounts per vote account, cached 60 s). */
  private delegators(votes: string[]): Promise<Map<string, number>> {
    return this.delegatorCache.get(votes.join(','), async () => {
      if (!this.rpc) return this.lastDelegators;
      const out = new Map<string, number>();
      for (const vote of votes) {
        try {
          const r = await this.rpc.call<unknown[]>('getProgramAccounts', [
            STAKE_PROGRAM_ID,
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

  toValidator(v: ValidatorRow, stats: NetworkStats, delegators: number): Validator {
    const supply = Number(stats.totalSupply);
    const staked = Number(stats.stakedGor);
    const inflation = inflationRate(stats.epochInfo.epoch, stats.epochInfo.slotsInEpoch || 432_000);
    const credits = parseJsonList<[number, number, number]>(v.epoch_credits).filter(
      (c) => Array.isArray(c) && c.length >= 3,
    );
    const active = !Number(v.delinquent);
    return {
      address: v.node_pubkey,
      identity: v.node_pubkey,
      voteAccount: v.vote_pubkey,
      name: v.name,
      isActive: active,
      status: active ? 'active' : 'delinquent',
      stake: amount(v.activated_stake),
      commission: Number(v.commission),
      apy: estimateApy(inflation, supply > 0 ? staked / supply : 0, Number(v.commission)),
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
    const [rows, stats] = await Promise.all([
      this.db
        .selectFrom('validators')
        .selectAll()
        .orderBy('activated_stake_key', 'desc')
        .orderBy('vote_pubkey')
        .execute(),
      this.network.stats(),
    ]);
    const counts = await this.delegators(rows.map((r) => r.vote_pubkey));
    return rows.map((r) => this.toValidator(r, stats, counts.get(r.vote_pubkey) ?? 0));
  }

  /** The validator whose identity or vote account is `address`. */
  async find(address: string): Promise<{ row: ValidatorRow; validator: Validator } | null> {
    const row = await this.db
      .selectFrom('validators')
      .selectAll()
      .where((eb) => eb.or([eb('node_pubkey', '=', address), eb('vote_pubkey', '=', address)]))
      .executeTakeFirst();
    if (!row) return null;
    const stats = await this.network.stats();
    const counts = await this.delegators([row.vote_pubkey]);
    return { row, validator: this.toValidator(row, stats, counts.get(row.vote_pubkey) ?? 0) };
  }
}
