// Network-wide figures from the indexer's latest snapshot, with a fallback on the newest block while
// the indexer has not taken a snapshot yet (so the stats cards never 5xx at start-up).
import type { Kysely } from 'kysely';
import type { NetworkStats } from 'shared-api';
import type { Database } from '../db/schema';
import { RpcClient } from '../rpc/client';
import { TtlCache } from './cache';
import { amount } from './mappers';

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
    return this.countCache.get('tx', async () => {
      const r = await this.db
        .selectFrom('transactions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      return Number(r?.n ?? 0);
    });
  }

  private async compute(): Promise<NetworkStats> {
    const [snap, block, v] = await Promise.all([
      this.db.selectFrom('network_snapshots').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst(),
      this.db
        .selectFrom('blocks')
        .select(['slot', 'height', 'epoch', 'block_time'])
        .orderBy('slot', 'desc')
        .limit(1)
        .executeTakeFirst(),
      this.db
        .selectFrom('validators')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst(),
    ]);
    const txCount =
      snap?.transaction_count != null ? Number(snap.transaction_count) : await this.indexedTxCount();
    // The newest block may be newer than the snapshot: report the fresher slot/height.
    const slot = Math.max(Number(snap?.slot ?? 0), Number(block?.slot ?? 0));
    const blockHeight = Math.max(Number(snap?.block_height ?? 0), Number(block?.height ?? 0));
    const epoch = Number(snap?.epoch ?? block?.epoch ?? 0);
    const tps = Number(snap?.tps ?? 0);
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
      validators: Number(v?.n ?? 0),
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

/** Base units → whole units as a float (display/valuation only, never stored). */
export function toUnits(raw: string, decimals: number): number {
  if (!raw || raw === '0') return 0;
  const neg = raw.startsWith('-');
  const digits = neg ? raw.slice(1) : raw;
  const s = digits.padStart(decimals + 1, '0');
  const v = Number(`${s.slice(0, s.length - decimals)}.${s.slice(s.length - decimals)}`);
  return neg ? -v : v;
}
