// Network figures, GOR price, validators, top holders, health and the client's client.
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { apiRoutes, NATIVE_MINT, PAGE_LIMITS, type Health, type TopHolders } from 'shared-api/contract';
import type { Database } from '../db/schema';
import { defineRoute } from '../http/define';
import { limitOf } from '../http/page';
import { amount, toUnits } from '../http/values';
import { accountKind, nodeAccounts } from '../accounts/accountKind';
import { RpcClient } from '../rpc/client';
import type { HealthProbe } from '../http/health';
import { GOR_LOGO_SVG, type PriceService } from './price';
import { holderCount, richestAccounts, validatorIdentities } from './repository';
import type { NetworkService } from './stats';
import type { ValidatorService } from './validators';

export interface NetworkPluginOptions {
  db: Kysely<Database>;
  network: NetworkService;
  price: PriceService;
  validators: ValidatorService;
  health: HealthProbe;
  /** TTL of the polled figures' answer cache. */
  cacheTtlMs: number;
  /** The indexed node: asked what each top holder is, and named by GET /api/config. */
  rpcUrl?: string;
  /** The rest of what GET /api/config tells the client. */
  client: {
    chainName: string;
    network: string;
    wsUrl?: string;
    masterAddress?: string;
    coinContract?: string;
  };
}

export const networkPlugin: FastifyPluginAsync<NetworkPluginOptions> = async (app, opts) => {
  const { db, health, network, price, validators, client, rpcUrl } = opts;
  const polled = { cacheMs: opts.cacheTtlMs, cacheControl: 'public, max-age=1' };
  // What each top holder is, from the node (owner, executable, data); without it the index decides.
  const rpc = rpcUrl ? new RpcClient(rpcUrl, { maxAttempts: 1, timeoutMs: 3000 }) : null;

  defineRoute(app, apiRoutes.networkStats, () => network.stats(), polled);

  defineRoute(
    app,
    apiRoutes.networkOverview,
    async () => {
      const [stats, version] = await Promise.all([network.stats(), network.version()]);
      return { stats, version };
    },
    polled,
  );

  defineRoute(
    app,
    apiRoutes.gorPrice,
    async () => {
      const stats = await network.stats();
      const circulating = stats.circulatingSupply === '0' ? null : toUnits(stats.circulatingSupply, 9);
      return price.quote(circulating);
    },
    polled,
  );

  app.get('/api/gor/logo.svg', { schema: { hide: true } }, async (_req, reply) =>
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(GOR_LOGO_SVG),
  );

  defineRoute(
    app,
    apiRoutes.breakStats,
    async () => {
      const s = await network.stats();
      return { networkTPS: s.networkTPS, slot: s.slot, updatedAt: s.updatedAt };
    },
    polled,
  );

  defineRoute(app, apiRoutes.validators, () => validators.list(), polled);

  defineRoute(
    app,
    apiRoutes.topHolders,
    async (req): Promise<TopHolders> => {
      const limit = limitOf(req.query.limit, PAGE_LIMITS.topHolders);
      const offset = req.query.offset ?? 0;
      const [rows, total, stats, usd] = await Promise.all([
        richestAccounts(db, limit, offset),
        holderCount(db),
        network.stats(),
        price.usd(),
      ]);
      const addresses = rows.map((r) => r.address);
      const [node, identity] = await Promise.all([
        nodeAccounts(rpc, addresses),
        validatorIdentities(db, addresses),
      ]);
      const supply = toUnits(stats.totalSupply, 9);
      return {
        totalWallets: total,
        totalSupply: stats.totalSupply,
        byValue: rows.map((r, i) => {
          const balance = amount(r.lamports);
          const gor = toUnits(balance, 9);
          return {
            rank: offset + i + 1,
            fullAddress: r.address,
            address: r.address,
            tokenMint: NATIVE_MINT,
            tokenSymbol: 'GOR',
            tokenName: 'Gorbagana',
            balance,
            decimals: 9,
            percentage: supply > 0 ? (gor / supply) * 100 : 0,
            value: usd === null ? null : gor * usd,
            kind: accountKind(r.address, node ? node[i] : null, {
              validatorIdentity: identity.has(r.address),
              kind: 'wallet',
            }),
          };
        }),
        lastUpdated: Math.floor(Date.now() / 1000),
        message: rows.length === 0 && offset === 0 ? 'No GOR holders indexed yet' : null,
      };
    },
    polled,
  );

  defineRoute(
    app,
    apiRoutes.health,
    async (_req, reply): Promise<Health> => {
      const h = await health();
      const status: Health['status'] =
        h.db !== 'ok' || h.rpc === 'error'
          ? 'degraded'
          : h.lagSlots !== null && h.lagSlots > 150
            ? 'syncing'
            : h.indexedSlot === null
              ? 'syncing'
              : 'ok';
      reply.header('cache-control', 'no-store');
      return { status, ...h };
    },
    { cacheControl: 'no-store' },
  );

  defineRoute(
    app,
    apiRoutes.config,
    async () => ({
      chainName: client.chainName,
      network: client.network,
      rpcUrl: rpcUrl ?? '',
      wsUrl: client.wsUrl ?? '',
      masterAddress: client.masterAddress ?? null,
      coinContract: client.coinContract ?? null,
    }),
    { cacheControl: 'public, max-age=60' },
  );
};
