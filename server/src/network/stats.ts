// Network-wide figures from the indexer's latest snapshot, with a fallback on the newest block while
// the indexer has not taken a snapshot yet (so the stats cards never 5xx at start-up).
import type { Kysely } from 'kysely';
import type { NetworkStats } from 'shared-api/core';
import type { Database } from '../db/schema';
import { RpcClient } from '../rpc/client';
import { TtlCache } from '../http/cache';
import { amount, parseJsonList } from '../http/values';
import { blocksSince, latestSnapshot, newestBlock, transactionCount, validatorCount } from './repository';

export class NetworkService {
  private readonly cache: TtlCache<NetworkStats>;
  private readonly countCache = new TtlCache<number>(10_000);
  private readonly versionCache = new TtlCache<string | null>(60_000);
  private readonly rpc: RpcClient | null;

  constructor(
    private readonly db: Kysely<Database>,
    ttlMs: number,
    rpcUrl?: string,
  ) {
    this.cache = new TtlCache(ttlMs);
    this.rpc = rpcUrl ? new RpcClient(rpcUrl, { maxAttempts: 1, timeoutMs: 2000 }) : null;
  }

  /** The indexed node's software version (getVersion), null when unknown or unreachable. */
  version(): Promise<string | null> {
    return this.versionCache.get('v', async () => {
      if (!this.rpc) return null;
      const v = await this.rpc.call<{ 'solana-core'?: string }>('getVersion').catch(() => null);
      return typeof v?.['solana-core'] === 'string' ? v['solana-core'] : null;
    });
  }

  stats(): Promise<NetworkStats> {
    return this.cache.get('stats', () => this.compute());
  }

  /** Indexed transactions, when the node did not report a total (a count scan: cached 10 s). */
  private indexedTxCount(): Promise<number> {
    return this.countCache.get('tx', () => transactionCount(this.db));
  }

  /** TPS from the indexed blocks until the node has a performance sample (its first takes a full period). */
  private async earlyTps(): Promise<number> {
    const now = Math.floor(Date.now() / 1000);
    const rows = await blocksSince(this.db, now - TPS_WINDOW_SECS);
    return (
      tpsFromBlocks(
        rows.map((r) => ({ blockTime: Number(r.block_time), txCount: Number(r.tx_count) })),
        now,
      ) ?? 0
    );
  }

  private async compute(): Promise<NetworkStats> {
    const [snap, block, validators] = await Promise.all([
      latestSnapshot(this.db),
      newestBlock(this.db),
      validatorCount(this.db),
    ]);
    const txCount =
      snap?.transaction_count != null ? Number(snap.transaction_count) : await this.indexedTxCount();
    // The newest block may be newer than the snapshot: report the fresher slot/height.
    const slot = Math.max(Number(snap?.slot ?? 0), Number(block?.slot ?? 0));
    const blockHeight = Math.max(Number(snap?.block_height ?? 0), Number(block?.height ?? 0));
    const epoch = Number(snap?.epoch ?? block?.epoch ?? 0);
    const tps = hasPerformanceSample(snap?.samples) ? Number(snap?.tps ?? 0) : await this.earlyTps();
    return {
      totalSupply: amount(snap?.total_supply ?? '0'),
      circulatingSupply: amount(snap?.circulating_supply ?? '0'),
      nonCirculatingSupply: amount(snap?.non_circulating_supply ?? '0'),
      stakedGor: amount(snap?.staked ?? '0'),
      decimals: 9,
      epoch,
      slot,
      blockHeight,
      totalTransactions: txCount,
      tps,
      networkTPS: tps,
      validators,
      epochInfo: {
        epoch,
        slotIndex: Number(snap?.slot_index ?? 0),
        slotsInEpoch: Number(snap?.slots_in_epoch ?? 0),
        absoluteSlot: Number(snap?.slot ?? slot),
      },
      updatedAt: Number(snap?.taken_at ?? block?.block_time ?? Math.floor(Date.now() / 1000)),
    };
  }
}

/** How far back the block-based TPS looks (the node's own samples cover 60 s). */
export const TPS_WINDOW_SECS = 30;

/** Whether a snapshot's stored performance samples (JSON text) hold at least one sample. */
export function hasPerformanceSample(samples: string | null | undefined): boolean {
  return parseJsonList(samples).length > 0;
}

/**
 * TPS over the blocks of the last `windowSecs`: the oldest second's blocks are the starting mark
 * (block times are whole seconds). Null under a second's span, or with no blocks: never an old rate.
 */
export function tpsFromBlocks(
  blocks: ReadonlyArray<{ blockTime: number; txCount: number }>,
  nowSec: number,
  windowSecs = TPS_WINDOW_SECS,
): number | null {
  // No upper bound: a node whose clock runs a little ahead of this server still counts.
  const recent = blocks.filter((b) => b.blockTime >= nowSec - windowSecs);
  if (recent.length === 0) return null;
  let first = Infinity;
  let last = -Infinity;
  for (const b of recent) {
    first = Math.min(first, b.blockTime);
    last = Math.max(last, b.blockTime);
  }
  if (last - first < 1) return null;
  let tx = 0;
  for (const b of recent) if (b.blockTime > first) tx += b.txCount;
  return tx / (last - first);
}
