// What every API module receives: the database, the resolved options and the shared services.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface IndexerHealthInfo {
  chainSlot: number | null;
  indexedSlot: number | null;
  lagSlots: number | null;
  db: 'ok' | 'error';
  /** The node as probed: 'error' while it failed recently (status degraded). */
  rpc?: 'ok' | 'error';
}

export interface ApiOptions {
  database: { db: Kysely<Database>; dialect: 'sqlite' | 'postgres' };
  /** RPC of the node we index (shown by /api/config; used for delegator counts). */
  rpcUrl?: string;
  wsUrl?: string;
  /** Public origin for absolute sitemap URLs (default: the request's own origin). */
  publicUrl?: string;
  /** The pages the published versions declare (the sitemap's static part); none without it. */
  sitePages?: import('../registry/pages').SitePages;
  /** CoinGecko-style simple-price URL; when unset there is no GOR price (and no USD figure). */
  gorPriceUrl?: string;
  masterAddress?: string;
  coinContract?: string;
  chainName?: string;
  network?: string;
  /** Indexer health (server/src/indexer/health.ts); without it /api/health reports from the DB only. */
  health?: () => Promise<IndexerHealthInfo>;
  /** TTL of the polled lists/stats caches in ms (default 1000). */
  cacheTtlMs?: number;
  /** GET /api/proxy-image: limits, cache and (tests only) a DNS stub (server/src/net/imageProxy.ts). */
  imageProxy?: import('../net/imageProxy').ImageProxyOptions;
  /** Mints the operator lists as verified (VERIFIED_TOKENS_FILE; empty by default). */
  verifiedTokens?: ReadonlySet<string>;
  /** Bearer token of the admin actions (trollbox switch, deleting messages); unset = all refused. */
  adminToken?: string;
  /** The Break game's server wallet and limits (server/src/break); without a wallet file sends answer 503. */
  breakGame?: import('../break/service').BreakOptions;
  /** Trollbox posting limits (server/src/trollbox). */
  trollbox?: Omit<import('../trollbox/routes').TrollboxOptions, 'adminToken'>;
  /** Live stream (server/src/stream): PostgreSQL LISTEN URL, connection caps, heartbeat. */
  stream?: import('../stream/service').StreamOptions;
}

/** Options with defaults applied. */
export interface ApiConfig extends ApiOptions {
  chainName: string;
  network: string;
  cacheTtlMs: number;
}

export function resolveOptions(o: ApiOptions): ApiConfig {
  return {
    ...o,
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
  /** Transactions read back from the compact store. */
  txs: import('../db/txstore').TransactionReader;
}
