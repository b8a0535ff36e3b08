// Transactions and blocks: latest lists, one block's transactions, the detail pages.
import type { FastifyInstance } from 'fastify';
import {
  apiRoutes,
  BLOCK_DETAIL_TX_LIMIT,
  type BlockDetail,
  type TransactionDetail,
} from 'shared-api/contract';
import type { ApiContext } from '../context';
import { defineRoute } from '../define';
import { notFound } from '../errors';
import { amount, blockSummary, errText, txRecord, txSummary } from '../mappers';

export async function chainRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const { db, txs: store } = ctx;

  async function blockByHeight(height: number) {
    return db.selectFrom('blocks').selectAll().where('height', '=', height).executeTakeFirst();
  }

  defineRoute(
    app,
    apiRoutes.transactions,
    async (req) => {
      const limit = req.query.limit ?? 25;
      if (req.query.block !== undefined) {
        const block = await blockByHeight(Number(req.query.block));
        if (!block) throw notFound('Block Not Found');
        return (await store.inBlock(Number(block.slot), limit)).map(txSummary);
      }
      // Latest non-vote transactions (votes would drown everything on a real chain): served by the
      // partial index transactions_latest without a sort.
      return (await store.latest(limit)).map(txSummary);
    },
    { cacheMs: ctx.config.cacheTtlMs, cacheControl: 'public, max-age=1' },
  );

  defineRoute(
    app,
    apiRoutes.blocks,
    async (req) => {
      const rows = await db
        .selectFrom('blocks')
        .selectAll()
        .orderBy('slot', 'desc')
        .limit(req.query.limit ?? 20)
        .execute();
      return rows.map(blockSummary);
    },
    { cacheMs: ctx.config.cacheTtlMs, cacheControl: 'public, max-age=1' },
  );

  defineRoute(
    app,
    apiRoutes.transaction,
    async (req): Promise<TransactionDetail> => {
      const t = await store.bySignature(req.params.signature);
      if (!t) throw notFound('Transaction Not Found');
      return {
        ...txRecord(t),
        err: errText(t.err),
        computeUnitsConsumed: t.computeUnits,
        recentBlockhash: null,
        version: t.version,
        programsCount: t.programs.length,
        logMessages: t.logMessages.filter((m) => typeof m === 'string'),
        lookupAccounts: t.accounts.filter((a) => a.source === 'lookup').map((a) => a.pubkey),
      };
    },
    // A confirmed transaction does not change; a short public cache is safe.
    { cacheControl: 'public, max-age=30' },
  );

  defineRoute(
    app,
    apiRoutes.block,
    async (req): Promise<BlockDetail> => {
      const height = Number(req.params.height);
      const b = await blockByHeight(height);
      if (!b) throw notFound('Block Not Found');
      const [txs, prev, next] = await Promise.all([
        store.inBlock(Number(b.slot), BLOCK_DETAIL_TX_LIMIT),
        height > 0 ? blockByHeight(height - 1) : Promise.resolve(undefined),
        blockByHeight(height + 1),
      ]);
      return {
        ...blockSummary(b),
        parentSlot: b.parent_slot === null ? null : Number(b.parent_slot),
        previousBlockhash: b.previous_blockhash,
        epoch: b.epoch === null ? null : Number(b.epoch),
        balanceChanges: Number(b.balance_change_count),
        defiSwaps: Number(b.defi_swap_count),
        transactions: txs.map(txSummary),
        previousHeight: prev ? height - 1 : null,
        nextHeight: next ? height + 1 : null,
        totalFees: amount(b.total_fees),
      };
    },
    { cacheControl: 'public, max-age=5' },
  );
}
