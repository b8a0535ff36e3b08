// What every API module receives: the database, the resolved options and the shared services.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface IndexerHealthInfo {
  chainSlot: number | null;
  indexedSlot: number | null;
  lagSlots: number | null;
  db: 'ok' | 'error';
}

export interface ApiOptions {
  database: { db: Kysely<Database>; dialect: 'sqlite' | 'postgres' };
  /** RPC of the node we index (shown by /api/config; used for delegator counts). */
  rpcUrl?: string;
  wsUrl?: string;
  /** Public origin for absolute sitemap URLs (default: the request's own origin). */
  publicUrl?: string;
  /** CoinGecko-style simple-price URL; when unset the fixed price is used. */
  gorPriceUrl?: string;
  /** Fixed GOR price in USD (default 0.017, the spec's validator estimate rate). */
  gorPriceUsd?: number;
  masterAddress?: string;
  coinContract?: string;
  chainName?: string;
  network?: string;
  /** Indexer health (server/src/indexer/health.ts); without it /api/health reports from the DB only. */
  health?: () => Promise<IndexerHealthInfo>;
  /** TTL of the polled lists/stats caches in ms (default 1000). */
  cacheTtlMs?: number;
}

/** Options with defaults applied. */
export interface ApiConfig extends ApiOptions {
  gorPriceUsd: number;
  chainName: string;
  network: string;
  cacheTtlMs: number;
}

export const DEFAULT_GOR_PRICE_USD = 0.017;

export function resolveOptions(o: ApiOptions): ApiConfig {
  return {
    ...o,
    gorPriceUsd: o.gorPriceUsd ?? DEFAULT_GOR_PRICE_USD,
    chainName: o.chainName ?? 'Gorbagana',
    network: o.network ?? 'testnet',
    cacheTtlMs: o.cacheTtlMs ?? 1000,
  };
}

/** Shared state of one API instance, handed to every route module. */
export interface ApiContext {
  db: Kysely<Database>;
  dialect: 'sqlite' | 'postgres';
  config: ApiConfig;
  price: import('./price').PriceService;
  network: import('./network').NetworkService;
  validators: import('./validators').ValidatorService;
  tokens: import('./tokens').TokenService;
}
