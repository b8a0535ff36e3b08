// Token routes: list, count, detail, and the detail page's tabs (transfers, transactions, holders),
// each tab paged by a cursor so a long list is never cut silently. Every list is served by an index
// in its own order (see the comments at each query).
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import {
  apiRoutes,
  PAGE_LIMITS,
  type TokenHolder,
  type TokenTransaction,
  type TokenTransfer,
} from 'shared-api/contract';
import { defineRoute } from '../http/define';
import { badRequest, notFound } from '../http/errors';
import { limitOf } from '../http/page';
import { amount } from '../http/values';
import type { Database } from '../db/schema';
import { addressId } from '../db/addresses';
import { movementsAt } from '../db/transfers';
import type { TransactionReader } from '../db/txstore';
import {
  countTokens,
  firstMovementsPage,
  holderAccounts,
  holderCursor,
  holdersPage,
  listTokens,
  movementCursor,
  movementsPage,
  transactionCursor,
  UNPRICED_SORTS,
} from './repository';
import type { TokenService } from './service';
import { mintByAddress } from '../mints/repository';

export interface TokensPluginOptions {
  db: Kysely<Database>;
  txs: TransactionReader;
  tokens: TokenService;
  /** TTL of the polled lists' answer cache. */
  cacheTtlMs: number;
}
const ACTION: Record<string, TokenTransfer['action']> = { mint: 'MINT', burn: 'BURN', transfer: 'TRANSFER' };

/** holder share of supply in percent, exact to 1e-6 % with BigInt. */
function percentOf(part: string, whole: string): number {
  const w = BigInt(whole || '0');
  if (w <= 0n) return 0;
  return Number((BigInt(part || '0') * 100_000_000n) / w) / 1_000_000;
}

export const tokensPlugin: FastifyPluginAsync<TokensPluginOptions> = async (app, opts) => {
  const { db, tokens, txs } = opts;
  const polled = { cacheMs: opts.cacheTtlMs, cacheControl: 'public, max-age=1' };

  async function mintOr404(address: string) {
    const m = await mintByAddress(db, address);
    if (!m) throw notFound('Token Not Found');
    return m;
  }

  /** A known token's address id (null: none of its movements is indexed yet). */
  async function mintIdOr404(address: string): Promise<number | null> {
    await mintOr404(address);
    return addressId(db, address);
  }

  defineRoute(
    app,
    apiRoutes.tokens,
    async (req) => {
      const q = req.query;
      if (q.sort && UNPRICED_SORTS.has(q.sort))
        throw badRequest(`Cannot sort by ${q.sort}: no price source knows these tokens`);
      // Filtered and sorted in SQL, one page fetched (an index per sort key; see repository.ts).
      const rows = await listTokens(db, {
        ...q,
        limit: limitOf(q.limit, PAGE_LIMITS.tokens),
        offset: q.offset ?? 0,
      });
      const created = await tokens.createdTimes(rows);
      return rows.map((m) => tokens.listItem(m, created));
    },
    polled,
  );

  defineRoute(
    app,
    apiRoutes.tokensCount,
    async (req) => {
      // With the search alone as well: the page says how many tokens its filters hide.
      const [count, unfiltered] = await Promise.all([
        countTokens(db, req.query),
        countTokens(db, { search: req.query.search }),
      ]);
      return { count, unfiltered };
    },
    polled,
  );

  defineRoute(app, apiRoutes.token, async (req) => tokens.detail(await mintOr404(req.params.address)), {
    cacheControl: 'public, max-age=5',
  });

  defineRoute(
    app,
    apiRoutes.tokenTransfers,
    async (req) => {
      const after = movementCursor.decode(req.query.cursor);
      const mintId = await mintIdOr404(req.params.address);
      if (mintId === null) return { transfers: [], hasMore: false, nextCursor: null };
      const limit = limitOf(req.query.limit, PAGE_LIMITS.tokenTab);
      const { rows, hasMore, nextCursor } = await movementsPage(db, mintId, { limit, after });
      const transfers: TokenTransfer[] = (await movementsAt(txs, rows)).map(({ tx, seq, transfer: t }) => ({
        id: `${tx.signature}:${seq}`,
        signature: tx.signature,
        action: ACTION[t.kind] ?? 'TRANSFER',
        from: t.source,
        to: t.destination,
        fromOwner: t.sourceOwner,
        toOwner: t.destinationOwner,
        amount: amount(t.amount),
        decimals: Number(t.decimals),
        time: tx.blockTime,
        slot: tx.slot,
      }));
      return { transfers, hasMore, nextCursor };
    },
    { cacheControl: 'no-cache' },
  );

  defineRoute(
    app,
    apiRoutes.tokenTransactions,
    async (req) => {
      const after = transactionCursor.decode(req.query.cursor);
      const mintId = await mintIdOr404(req.params.address);
      if (mintId === null) return { transactions: [], hasMore: false, nextCursor: null };
      // One row per transaction: its first movement of this token.
      const limit = limitOf(req.query.limit, PAGE_LIMITS.tokenTab);
      const { rows, hasMore, nextCursor } = await firstMovementsPage(db, mintId, { limit, after });
      const firsts = await movementsAt(txs, rows);
      const transactions: TokenTransaction[] = firsts.map(({ tx, transfer: r }) => ({
        id: tx.signature,
        signature: tx.signature,
        action: r.kind,
        amount: amount(r.amount),
        decimals: Number(r.decimals),
        from: r.source,
        to: r.destination,
        time: tx.blockTime,
        slot: tx.slot,
        status: tx.status === 'failed' ? 'failed' : 'success',
      }));
      return { transactions, hasMore, nextCursor };
    },
    { cacheControl: 'no-cache' },
  );

  defineRoute(
    app,
    apiRoutes.tokenHolders,
    async (req) => {
      const after = holderCursor.decode(req.query.cursor);
      const m = await mintOr404(req.params.address);
      const limit = limitOf(req.query.limit, PAGE_LIMITS.tokenHolders);
      // Holders per owner wallet, each with the token accounts behind its row.
      const { rows, hasMore, nextCursor } = await holdersPage(db, m.address, { limit, after });
      const accounts = await holderAccounts(
        db,
        m.address,
        rows.map((r) => Number(r.owner_id)),
      );
      const byOwner = new Map<number, { address: string; amount: string; key: string }[]>();
      for (const a of accounts) {
        const owner = Number(a.owner_id);
        const list = byOwner.get(owner) ?? [];
        list.push({ address: a.address, amount: amount(a.amount), key: a.amount_key });
        byOwner.set(owner, list);
      }
      const supply = amount(m.supply);
      const holders: TokenHolder[] = rows.map((r) => ({
        rank: r.rank,
        owner: r.owner,
        amount: amount(r.amount),
        decimals: Number(m.decimals),
        percentage: percentOf(amount(r.amount), supply),
        accounts: (byOwner.get(Number(r.owner_id)) ?? [])
          .sort((a, b) => (a.key === b.key ? (a.address < b.address ? -1 : 1) : a.key < b.key ? 1 : -1))
          .map(({ address, amount: amt }) => ({ address, amount: amt })),
      }));
      return { holders, total: Number(m.holder_count), hasMore, nextCursor };
    },
    polled,
  );
};
