/**
 * The explorer API as one Fastify plugin: the shared base and the feature plugins, each handed only
 * what it uses; shared services are built here once. Register it at the root (paths carry /api):
 *   await app.register(apiPlugin, { database: { db, dialect }, rpcUrl, ... })
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import swagger from '@fastify/swagger';
import { apiRoutes } from 'shared-api/contract';
import { breakPlugin } from './break/routes';
import type { BreakOptions } from './break/service';
import { blockSummary, txSummary } from './chain/mappers';
import { chainPlugin } from './chain/plugin';
import type { Database } from './db/schema';
import { TransactionReader } from './db/txstore';
import { nameInstructions } from './explain/listNames';
import { IdlRegistry } from './idl/registry';
import { SharedLimits } from './limits/shared';
import type { ImageProxyOptions } from './net/imageProxy';
import type { HealthProbe } from './http/health';
import { dbHealth } from './network/health';
import { PriceService } from './network/price';
import { imageProxyPlugin } from './network/proxy';
import { indexFigures } from './network/repository';
import { networkPlugin } from './network/routes';
import { NetworkService } from './network/stats';
import { ValidatorService } from './network/validators';
import { streamPlugin } from './stream/plugin';
import { StreamService, type StreamOptions } from './stream/service';
import { nodeMintReader } from './tokens/nodeMint';
import { tokensPlugin } from './tokens/routes';
import { TokenService } from './tokens/service';
import { trollboxPlugin, type TrollboxOptions } from './trollbox/routes';
import { walletPlugin } from './wallet/routes';
import { registerDocs } from './http/docs';
import { errorBody, installErrorHandling } from './http/errors';
import { installMetrics } from './http/metrics';
import { sitemapPlugin } from './sitemap/routes';
import type { SitePages } from './registry/pages';

export type { IndexerHealthInfo } from './http/health';

export interface ApiOptions {
  database: { db: Kysely<Database>; dialect: 'sqlite' | 'postgres' };
  /** RPC of the node we index (shown by /api/config; used for delegator counts). */
  rpcUrl?: string;
  wsUrl?: string;
  /** Public origin for absolute sitemap URLs (default: the request's own origin). */
  publicUrl?: string;
  /** The pages the published versions declare (the sitemap's static part); none without it. */
  sitePages?: SitePages;
  /** CoinGecko-style simple-price URL; when unset there is no GOR price (and no USD figure). */
  gorPriceUrl?: string;
  masterAddress?: string;
  coinContract?: string;
  chainName?: string;
  network?: string;
  /** Indexer health (server/src/indexer/health.ts); without it /api/health reports from the DB only. */
  health?: HealthProbe;
  /** TTL of the polled lists/stats caches in ms (default 1000). */
  cacheTtlMs?: number;
  /** GET /api/proxy-image: limits, cache and (tests only) a DNS stub (server/src/net/imageProxy.ts). */
  imageProxy?: ImageProxyOptions;
  /** Mints the operator lists as verified (VERIFIED_TOKENS_FILE; empty by default). */
  verifiedTokens?: ReadonlySet<string>;
  /** IDL_DIR: the operator's IDL files (<programId>.json), used before what the chain publishes. */
  idlDir?: string;
  /** Bearer token of the admin actions (trollbox switch, deleting messages); unset = all refused. */
  adminToken?: string;
  /** The Break game's server wallet and limits (server/src/break); without a wallet file sends answer 503. */
  breakGame?: BreakOptions;
  /** Trollbox posting limits (server/src/trollbox). */
  trollbox?: Omit<TrollboxOptions, 'adminToken'>;
  /** Live stream (server/src/stream): PostgreSQL LISTEN URL, connection caps, heartbeat. */
  stream?: StreamOptions;
}

export const apiPlugin: FastifyPluginAsync<ApiOptions> = async (app: FastifyInstance, opts: ApiOptions) => {
  const { db, dialect } = opts.database;
  const cacheTtlMs = opts.cacheTtlMs ?? 1000;
  const { rpcUrl } = opts;
  const health = opts.health ?? dbHealth(db);
  const network = new NetworkService(db, cacheTtlMs, rpcUrl);
  const price = new PriceService(db, { url: opts.gorPriceUrl });
  const validators = new ValidatorService(db, network, rpcUrl);
  // One reader for every feature, so its cache of decoded transactions is shared.
  const idls = new IdlRegistry({ db, dir: opts.idlDir, log: (line) => app.log.warn(line) });
  const txs = new TransactionReader(db, nameInstructions(idls));

  installErrorHandling(app);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Gorbagana explorer API',
        version: '1.0.0',
        description:
          'Read API of the Gorbagana explorer. Amounts are base-unit integer strings with their decimals; timestamps are unix seconds; errors are { statusCode, error, message }.',
      },
      tags: [
        'network',
        'transactions',
        'blocks',
        'tokens',
        'addresses',
        'validators',
        'meta',
        'break',
        'trollbox',
      ].map((name) => ({ name })),
    },
  });
  installMetrics(app, { health, indexFigures: () => indexFigures(db) });

  await app.register(chainPlugin, {
    db,
    txs,
    idls,
    cacheTtlMs,
    rpcUrl,
    masterAddress: opts.masterAddress,
    price,
    validators,
  });
  await app.register(networkPlugin, {
    db,
    network,
    price,
    validators,
    health,
    cacheTtlMs,
    rpcUrl,
    client: {
      chainName: opts.chainName ?? 'Gorbagana',
      network: opts.network ?? 'testnet',
      wsUrl: opts.wsUrl,
      masterAddress: opts.masterAddress,
      coinContract: opts.coinContract,
    },
  });
  await app.register(tokensPlugin, {
    db,
    txs,
    cacheTtlMs,
    tokens: new TokenService(db, txs, opts.verifiedTokens, nodeMintReader(rpcUrl)),
  });
  await app.register(imageProxyPlugin, opts.imageProxy ?? {});
  await app.register(walletPlugin, { db, txs, cacheTtlMs });
  await app.register(sitemapPlugin, { db, publicUrl: opts.publicUrl, sitePages: opts.sitePages });

  // The games remote's server side, the trollbox and the live stream.
  const stream = new StreamService(db, dialect, { txs, blockSummary, txSummary }, opts.stream);
  const limits = new SharedLimits(db);
  app.addHook('preClose', async () => stream.close());
  app.addHook('onClose', async () => limits.close());
  await app.register(streamPlugin, { stream });
  await app.register(breakPlugin, { rpcUrl, limits, game: opts.breakGame });
  await app.register(trollboxPlugin, { ...opts.trollbox, db, stream, limits, adminToken: opts.adminToken });

  // The rendered reference for browsers, the raw document for other clients and at /api/docs/json.
  await registerDocs(app);

  // Unknown /api paths: a JSON 404 (never the SPA's HTML fallback).
  app.all('/api/*', { schema: { hide: true } }, async (req, reply) =>
    reply.code(404).send(errorBody(404, `Route ${req.method}:${req.url.split('?')[0]} not found`)),
  );
};

/** Routes of the contract this plugin serves (the rest are marked later or served by another plugin). */
export const implementedRoutes = Object.entries(apiRoutes)
  .filter(([, r]) => !('later' in r && r.later) && !('elsewhere' in r && r.elsewhere))
  .map(([name]) => name);
