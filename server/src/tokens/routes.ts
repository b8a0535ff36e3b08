// Token routes: list, count, detail, and the detail page's tabs (transfers, transactions, holders),
// each tab paged by a cursor so a long list is never cut silently. Every list is served by an index
// in its own order (see the comments at each query).
import type { FastifyInstance } from 'fastify';
import { addressId, movementsAt } from '../../db/transfers';
import { txId } from '../../db/txid';
import { sql } from 'kysely';
import {
  apiRoutes,
  TOKEN_TAB_PAGE_SIZE,
  TOKENS_PAGE_SIZE,
  type TokenHolder,
  type TokenTransaction,
  type TokenTransfer,
} from 'shared-api/contract';
import type { ApiContext } from '../context';
import { defineRoute } from '../define';
import { badRequest, notFound } from '../errors';
import { amount } from '../mappers';
import { orderTokens, UNPRICED_SORTS, whereListed, whereSearch } from '../tokens';

const ZERO_KEY = '0'.repeat(20);
const ACTION: Record<string, TokenTransfer['action']> = { mint: 'MINT', burn: 'BURN', transfer: 'TRANSFER' };

/** holder share of supply in percent, exact to 1e-6 % with BigInt. */
export function percentOf(part: string, whole: string): number {
  const w = BigInt(whole || '0');
  if (w <= 0n) return 0;
  return Number((BigInt(part || '0') * 100_000_000n) / w) / 1_000_000;
}

/** `a.b[.c]` → numbers (the contract's pattern already checked the form). */
const cursorParts = (c: string) => c.split('.').map(Number);

export async function tokenRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const { db, tokens } = ctx;
  const polled = { cacheMs: ctx.config.cacheTtlMs, cacheControl: 'public, max-age=1' };

  async function mintOr404(address: string) {
    const m = await db.selectFrom('mints').selectAll().where('address', '=', address).executeTakeFirst();
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
      // Filtered and sorted in SQL, one page fetched (an index per sort key; see tokens.ts).
      const rows = await orderTokens(
        whereListed(whereSearch(db.selectFrom('mints').selectAll(), q.search), q),
        q.sort ?? 'holders',
        q.order ?? 'desc',
      )
        .limit(q.limit ?? TOKENS_PAGE_SIZE)
        .offset(q.offset ?? 0)
        .execute();
      const created = await tokens.createdTimes(rows);
      return rows.map((m) => tokens.listItem(m, created));
    },
    polled,
  );

  defineRoute(
    app,
    apiRoutes.tokensCount,
    async (req) => {
      const r = await whereListed(whereSearch(db.selectFrom('mints'), req.query.search), req.query)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      return { count: Number(r?.n ?? 0) };
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
      await mintOr404(req.params.address);
      const limit = req.query.limit ?? TOKEN_TAB_PAGE_SIZE;
      const mintId = await addressId(db, req.params.address);
      if (mintId === null) return { transfers: [], hasMore: false, nextCursor: null };
      let q = db
        .selectFrom('transfers')
        .select(['tx_id', 'seq'])
        .where('mint_id', '=', mintId)
        // transfers_mint (mint_id, tx_id, seq) serves this order and the cursor without a sort.
        .orderBy('tx_id', 'desc')
        .orderBy('seq', 'desc')
        .limit(limit + 1);
      if (req.query.cursor) {
        const [slot, txIndex, seq = 0] = cursorParts(req.query.cursor);
        q = q.where((eb) => eb(eb.refTuple('tx_id', 'seq'), '<', eb.tuple(txId(slot, txIndex), seq)));
      }
      const rows = await q.execute();
      const page = await movementsAt(ctx.txs, rows.slice(0, limit));
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
      // One row per transaction: its first movement of this token (grouping follows transfers_mint).
      let firstsQ = db
        .selectFrom('transfers')
        .select(['tx_id', (eb) => eb.fn.min('seq').as('seq')])
        .where('mint_id', '=', mintId)
        .groupBy('tx_id')
        .orderBy('tx_id', 'desc')
        .limit(limit + 1);
      if (req.query.cursor) {
        const [slot, txIndex] = cursorParts(req.query.cursor);
        firstsQ = firstsQ.where('tx_id', '<', txId(slot, txIndex));
      }
      const all = await firstsQ.execute();
      const hasMore = all.length > limit;
      const firsts = await movementsAt(
        ctx.txs,
        all.slice(0, limit).map((f) => ({ tx_id: Number(f.tx_id), seq: Number(f.seq) })),
      );
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
      // Holders per owner wallet: token_holders_mint_amount (mint, amount_key, owner) serves the order
      // and the cursor without a sort.
      let q = db
        .selectFrom('token_holders')
        .select(['owner', 'amount', 'amount_key'])
        .where('mint', '=', m.address)
        .where('amount_key', '>', ZERO_KEY)
        .orderBy('amount_key', 'desc')
        .orderBy('owner', 'desc')
        .limit(limit + 1);
      let rank0 = 0;
      if (req.query.cursor) {
        const [rank, key, owner] = req.query.cursor.split('.');
        rank0 = Number(rank);
        q = q.where(sql<boolean>`(amount_key, owner) < (${key}, ${owner})`);
      }
      const rows = await q.execute();
      const page = rows.slice(0, limit);
      // The token accounts behind each holder row (token_accounts_owner (owner, mint)).
      const accounts = page.length
        ? await db
            .selectFrom('token_accounts')
            .select(['address', 'owner', 'amount', 'amount_key'])
            .where(
              'owner',
              'in',
              page.map((r) => r.owner),
            )
            .where('mint', '=', m.address)
            .where('amount_key', '>', ZERO_KEY)
            .execute()
        : [];
      const byOwner = new Map<string, { address: string; amount: string; key: string }[]>();
      for (const a of accounts) {
        const list = byOwner.get(a.owner) ?? [];
        list.push({ address: a.address, amount: amount(a.amount), key: a.amount_key });
        byOwner.set(a.owner, list);
      }
      const supply = amount(m.supply);
      const holders: TokenHolder[] = page.map((r, i) => ({
        rank: rank0 + i + 1,
        owner: r.owner,
        amount: amount(r.amount),
        decimals: Number(m.decimals),
        percentage: percentOf(amount(r.amount), supply),
        accounts: (byOwner.get(r.owner) ?? [])
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
}
