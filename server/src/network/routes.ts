// Network figures, GOR price, validators, top holders, health, config and the remote-failure report.
import type { FastifyInstance } from 'fastify';
import { apiRoutes, NATIVE_MINT, type Health, type TopHolders } from 'shared-api/contract';
import type { ApiContext, IndexerHealthInfo } from '../context';
import { defineRoute } from '../define';
import { accountKind, nodeAccounts } from '../accountKind';
import { amount } from '../mappers';
import { RpcClient } from '../../rpc/client';
import { toUnits } from '../network';
import { GOR_LOGO_SVG } from '../price';

const ZERO_KEY = '0'.repeat(20);

export async function networkRoutes(
  app: FastifyInstance,
  ctx: ApiContext,
  health: () => Promise<IndexerHealthInfo>,
): Promise<void> {
  const { db, config } = ctx;
  const ttl = config.cacheTtlMs;
  const polled = { cacheMs: ttl, cacheControl: 'public, max-age=1' };
  // What each top holder is, from the node (owner, executable, data); without it the index decides.
  const rpc = config.rpcUrl ? new RpcClient(config.rpcUrl, { maxAttempts: 1, timeoutMs: 3000 }) : null;

  defineRoute(app, apiRoutes.networkStats, () => ctx.network.stats(), polled);

  defineRoute(
    app,
    apiRoutes.networkOverview,
    async () => {
      const [stats, version] = await Promise.all([ctx.network.stats(), ctx.network.version()]);
      return { stats, version };
    },
    polled,
  );

  defineRoute(
    app,
    apiRoutes.gorPrice,
    async () => {
      const stats = await ctx.network.stats();
      const circulating = stats.circulatingSupply === '0' ? null : toUnits(stats.circulatingSupply, 9);
      return ctx.price.quote(circulating);
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
      const s = await ctx.network.stats();
      return { networkTPS: s.networkTPS, slot: s.slot, updatedAt: s.updatedAt };
    },
    polled,
  );

  defineRoute(app, apiRoutes.validators, () => ctx.validators.list(), polled);

  defineRoute(
    app,
    apiRoutes.topHolders,
    async (req): Promise<TopHolders> => {
      const limit = req.query.limit ?? 100;
      const offset = req.query.offset ?? 0;
      // accounts_lamports (lamports_key, address) serves the order without a sort.
      const [rows, total, stats, usd] = await Promise.all([
        db
          .selectFrom('accounts')
          .select(['address', 'lamports'])
          .where('lamports_key', '>', ZERO_KEY)
          .orderBy('lamports_key', 'desc')
          .orderBy('address', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        db
          .selectFrom('accounts')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('lamports_key', '>', ZERO_KEY)
          .executeTakeFirst(),
        ctx.network.stats(),
        ctx.price.usd(),
      ]);
      const addresses = rows.map((r) => r.address);
      const [node, identities] = await Promise.all([
        nodeAccounts(rpc, addresses),
        addresses.length
          ? db
              .selectFrom('validators')
              .select(['node_pubkey'])
              .where('node_pubkey', 'in', addresses)
              .execute()
          : Promise.resolve([]),
      ]);
      const identity = new Set(identities.map((v) => v.node_pubkey));
      const supply = toUnits(stats.totalSupply, 9);
      return {
        totalWallets: Number(total?.n ?? 0),
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
      chainName: config.chainName,
      network: config.network,
      rpcUrl: config.rpcUrl ?? '',
      wsUrl: config.wsUrl ?? '',
      masterAddress: config.masterAddress ?? null,
      coinContract: config.coinContract ?? null,
    }),
    { cacheControl: 'public, max-age=60' },
  );
}

/** Health from the DB alone (checkpoint), when the indexer's health function is not supplied. */
export function dbHealth(ctx: Pick<ApiContext, 'db'>): () => Promise<IndexerHealthInfo> {
  return async () => {
    try {
      const c = await ctx.db.selectFrom('checkpoint').select(['slot']).where('id', '=', 1).executeTakeFirst();
      return { chainSlot: null, indexedSlot: c ? Number(c.slot) : null, lagSlots: null, db: 'ok' };
    } catch {
      return { chainSlot: null, indexedSlot: null, lagSlots: null, db: 'error' };
    }
  };
}
