/**
 * The explorer API as one Fastify plugin: every route of the shared contract (validated and serialised
 * with its TypeBox schemas), /api/docs (OpenAPI from the same schemas), /metrics, /sitemap.xml,
 * /robots.txt. Register it at the root (paths already carry /api):
 *   await app.register(apiPlugin, { database: { db, dialect }, rpcUrl, ... })
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import swagger from '@fastify/swagger';
import { apiRoutes } from 'shared-api/contract';
import { resolveOptions, type ApiContext, type ApiOptions } from './context';
import { errorBody, installErrorHandling } from './errors';
import { installMetrics } from './metrics';
import { NetworkService } from './network';
import { PriceService } from './price';
import { addressRoutes } from './routes/addresses';
import { chainRoutes } from './routes/chain';
import { dbHealth, networkRoutes } from './routes/network';
import { proxyRoutes } from './routes/proxy';
import { searchRoutes } from './routes/search';
import { sitemapRoutes } from './routes/sitemap';
import { tokenRoutes } from './routes/tokens';
import { walletRoutes } from './routes/wallet';
import { registerDocs } from './docs';
import { TokenService } from './tokens';
import { breakRoutes } from '../break/routes';
import { BreakService } from '../break/service';
import { RpcClient } from '../rpc/client';
import { streamRoutes } from '../stream/plugin';
import { StreamService } from '../stream/service';
import { trollboxRoutes } from '../trollbox/routes';
import { SharedLimits } from '../limits/shared';
import { ValidatorService } from './validators';
import { TransactionReader } from '../db/txstore';

export type { ApiOptions, IndexerHealthInfo } from './context';

export const apiPlugin: FastifyPluginAsync<ApiOptions> = async (app: FastifyInstance, opts: ApiOptions) => {
  const config = resolveOptions(opts);
  const { db, dialect } = config.database;
  const network = new NetworkService(db, config.cacheTtlMs, config.rpcUrl);
  const ctx: ApiContext = {
    db,
    dialect,
    config,
    network,
    price: new PriceService(db, { url: config.gorPriceUrl }),
    validators: new ValidatorService(db, network, config.rpcUrl),
    tokens: new TokenService(db, config.verifiedTokens),
    txs: new TransactionReader(db),
  };
  const health = config.health ?? dbHealth(ctx);

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
  installMetrics(app, db, health);

  await chainRoutes(app, ctx);
  await networkRoutes(app, ctx, health);
  await tokenRoutes(app, ctx);
  await proxyRoutes(app, config.imageProxy);
  await addressRoutes(app, ctx);
  await walletRoutes(app, ctx);
  await searchRoutes(app, ctx);
  await sitemapRoutes(app, ctx);

  // The games remote's server side, the trollbox and the live stream.
  const stream = new StreamService(db, dialect, config.stream);
  const limits = new SharedLimits(db);
  const breakGame = new BreakService(
    new RpcClient(config.rpcUrl ?? 'http://127.0.0.1:0', { maxAttempts: 2, timeoutMs: 5000 }),
    limits,
    config.rpcUrl ? (config.breakGame ?? {}) : { ...config.breakGame, walletFile: undefined },
  );
  await breakGame.init();
  app.addHook('preClose', async () => stream.close());
  app.addHook('onClose', async () => {
    breakGame.close();
    limits.close();
  });
  streamRoutes(app, stream);
  breakRoutes(app, breakGame);
  await trollboxRoutes(app, ctx, stream, limits, { ...config.trollbox, adminToken: config.adminToken });

  // The rendered reference for browsers, the raw document for other clients and at /api/docs/json.
  await registerDocs(app);

  // Unknown /api paths: a JSON 404 (never the SPA's HTML fallback).
  app.all('/api/*', { schema: { hide: true } }, async (req, reply) =>
    reply.code(404).send(errorBody(404, `Route ${req.method}:${req.url.split('?')[0]} not found`)),
  );
};

/** Routes of the contract implemented by this plugin (the others belong to later issues). */
export const implementedRoutes = Object.entries(apiRoutes)
  .filter(([, r]) => !('later' in r && r.later) && !('elsewhere' in r && r.elsewhere))
  .map(([name]) => name);

export default apiPlugin;
