// Token routes: list, count, detail, and the detail page's tabs (transfers, transactions, holders),
// each tab paged by a cursor so a long list is never cut silently. Every list is served by an index
// in its own order (see the comments at each query).
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import {
  apiRoutes,
  TOKEN_TAB_PAGE_SIZE,
  TOKENS_PAGE_SIZE,
  type TokenHolder,
  type TokenTransaction,
  type TokenTransfer,
} from 'shared-api/contract';
import { defineRoute } from '../api/define';
import { badRequest, notFound } from '../api/errors';
import { amount } from '../api/values';
import type { Database } from '../db/schema';
import { addressId } from '../db/addresses';
import { movementsAt } from '../db/transfers';
import { txId } from '../db/txid';
import type { TransactionReader } from '../db/txstore';
import {
  countTokens,
  firstMovementsPage,
  holderAccounts,
  holdersPage,
  listTokens,
  mintByAddress,
  movementsPage,
  UNPRICED_SORTS,
} from './repository';
import type { TokenService } from './service';

export interface TokensPluginOptions {
  db: Kysely<Database>;
  txs: TransactionReader;
  tokens: TokenService;
  /** TTL of the polled lists' answer cache. */
  cacheTtlMs: number;
}
const ACTION: Record<string, TokenTransfer['action']> = { mint: 'MINT', burn: 'BURN', transfer: 'TRANSFER' };

/** holder share of supply in percent, exact to 1e-6 % with BigInt. */
export function percentOf(part: string, whole: string): number {
  const w = BigInt(whole || '0');
  if (w <= 0n) return 0;
  return Number((BigInt(part || '0') * 100_000_000n) / w) / 1_000_000;
}

/** `a.b[.c]` → numbers (the contract's pattern already checked the form). */
const cursorParts = (c: string) => c.split('.').map(Number);

export const tokensPlugin: FastifyPluginAsync<TokensPluginOptions> = async (app, opts) => {
  const { db, tokens, txs } = opts;
  const polled = { cacheMs: opts.cacheTtlMs, cacheControl: 'public, max-age=1' };

  async function mintOr404(address: string) {
    const m = await mintByAddress(db, address);
    if (!m) throw notFound('Token Not Found');
    return m;
  }

  defineRoute(
    app,
    apiRoutes.tokens,
    async (req) => {
      const q = req.query;
      if (q.sort && UNPRICED_SORTS.has(q.sort))
        throw badRequest(`Cannot sort by ${q.sort}: no price source knows these tokens`);
      // Filtered and sorted in SQL, one page fetched (an index per sort key; see repository.ts).
      const rows = await listTokens(db, { ...q, limit: q.limit ?? TOKENS_PAGE_SIZE, offset: q.offset ?? 0 });
      const created = await tokens.createdTimes(rows);
      return rows.map((m) => tokens.listItem(m, created));
    },
    polled,
  );

  defineRoute(
    app,
    apiRoutes.tokensCount,
    async (req) => ({ count: await countTokens(db, req.query) }),
    polled,
  );

  defineRoute(app, apiRoutes.token, async (req) => tokens.detail(await mintOr404(req.params.address)), {
    cacheControl: 'public, max-age=5',
  });

  defineRoute(
    app,
    apiRoutes.tokenTransfers,
    async (req) => {
      await mintOr404(req.params.address);
      const limit = req.query.limit ?? TOKEN_TAB_PAGE_SIZE;
      const mintId = await addressId(db, req.params.address);
      if (mintId === null) return { transfers: [], hasMore: false, nextCursor: null };
      let before: { txId: number; seq: number } | undefined;
      if (req.query.cursor) {
        const [slot, txIndex, seq = 0] = cursorParts(req.query.cursor);
        before = { txId: txId(slot, txIndex), seq };
      }
      const rows = await movementsPage(db, mintId, limit + 1, before);
      const page = await movementsAt(txs, rows.slice(0, limit));
      const last = page[page.length - 1];
      const transfers: TokenTransfer[] = page.map(({ tx, seq, transfer: t }) => ({
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
      const hasMore = rows.length > limit;
      return {
        transfers,
        hasMore,
        nextCursor: hasMore && last ? `${last.tx.slot}.${last.tx.index}.${last.seq}` : null,
      };
    },
    { cacheControl: 'no-cache' },
  );

  defineRoute(
    app,
    apiRoutes.tokenTransactions,
    async (req) => {
      await mintOr404(req.params.address);
      const limit = req.query.limit ?? TOKEN_TAB_PAGE_SIZE;
      const mintId = await addressId(db, req.params.address);
      if (mintId === null) return { transactions: [], hasMore: false, nextCursor: null };
      // One row per transaction: its first movement of this token.
      let before: number | undefined;
      if (req.query.cursor) {
        const [slot, txIndex] = cursorParts(req.query.cursor);
        before = txId(slot, txIndex);
      }
      const all = await firstMovementsPage(db, mintId, limit + 1, before);
      const hasMore = all.length > limit;
      const firsts = await movementsAt(txs, all.slice(0, limit));
      const lastFirst = firsts[firsts.length - 1];
      const nextCursor = hasMore && lastFirst ? `${lastFirst.tx.slot}.${lastFirst.tx.index}` : null;
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
      const m = await mintOr404(req.params.address);
      const limit = req.query.limit ?? 100;
      // Holders per owner wallet, each with the token accounts behind its row.
      let rank0 = 0;
      let below: { key: string; owner: string } | undefined;
      if (req.query.cursor) {
        const [rank, key, owner] = req.query.cursor.split('.');
        rank0 = Number(rank);
        below = { key, owner };
      }
      const rows = await holdersPage(db, m.address, limit + 1, below);
      const page = rows.slice(0, limit);
      const accounts = await holderAccounts(
        db,
        m.address,
        page.map((r) => Number(r.owner_id)),
      );
      const byOwner = new Map<number, { address: string; amount: string; key: string }[]>();
      for (const a of accounts) {
        const owner = Number(a.owner_id);
        const list = byOwner.get(owner) ?? [];
        list.push({ address: a.address, amount: amount(a.amount), key: a.amount_key });
        byOwner.set(owner, list);
      }
      const supply = amount(m.supply);
      const holders: TokenHolder[] = page.map((r, i) => ({
        rank: rank0 + i + 1,
        owner: r.owner,
        amount: amount(r.amount),
        decimals: Number(m.decimals),
        percentage: percentOf(amount(r.amount), supply),
        accounts: (byOwner.get(Number(r.owner_id)) ?? [])
          .sort((a, b) => (a.key === b.key ? (a.address < b.address ? -1 : 1) : a.key < b.key ? 1 : -1))
          .map(({ address, amount: amt }) => ({ address, amount: amt })),
      }));
      const hasMore = rows.length > limit;
      const last = page[page.length - 1];
      return {
        holders,
        total: Number(m.holder_count),
        hasMore,
        nextCursor: hasMore && last ? `${rank0 + page.length}.${last.amount_key}.${last.owner}` : null,
      };
    },
    polled,
  );
};
