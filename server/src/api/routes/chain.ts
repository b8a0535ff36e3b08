// Transactions and blocks: latest lists, one block's transactions, the detail pages.
import type { FastifyInstance } from 'fastify';
import { apiRoutes, BLOCK_DETAIL_TX_LIMIT, type BlockDetail, type TransactionDetail } from 'shared-api';
import type { ApiContext } from '../context';
import { defineRoute } from '../define';
import { notFound } from '../errors';
import {
  amount,
  blockSummary,
  errText,
  FULL_COLUMNS,
  parseJsonList,
  SUMMARY_COLUMNS,
  txRecord,
  txSummary,
} from '../mappers';

export async function chainRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const { db } = ctx;

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
        const rows = await db
          .selectFrom('transactions')
          .select(SUMMARY_COLUMNS)
          .where('slot', '=', block.slot)
          .orderBy('tx_index', 'asc')
          .limit(limit)
          .execute();
        return rows.map(txSummary);
      }
      // Latest non-vote transactions (votes would drown everything on a real chain): served by
      // transactions_vote_slot_idx without a sort.
      const rows = await db
        .selectFrom('transactions')
        .select(SUMMARY_COLUMNS)
        .where('is_vote', '=', 0)
        .orderBy('is_vote', 'desc')
        .orderBy('slot', 'desc')
        .orderBy('tx_index', 'desc')
        .limit(limit)
        .execute();
      return rows.map(txSummary);
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
      const r = await db
        .selectFrom('transactions')
        .select([...FULL_COLUMNS, 'err', 'compute_units', 'version', 'program_count', 'log_messages'])
        .where('signature', '=', req.params.signature)
        .executeTakeFirst();
      if (!r) throw notFound('Transaction Not Found');
      return {
        ...txRecord(r),
        err: errText(r.err),
        computeUnitsConsumed: r.compute_units === null ? null : Number(r.compute_units),
        recentBlockhash: null,
        version: String(r.version),
        programsCount: Number(r.program_count),
        logMessages: parseJsonList<string>(r.log_messages).filter((m) => typeof m === 'string'),
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
        db
          .selectFrom('transactions')
          .select(SUMMARY_COLUMNS)
          .where('slot', '=', b.slot)
          .orderBy('tx_index', 'asc')
          .limit(BLOCK_DETAIL_TX_LIMIT)
          .execute(),
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
