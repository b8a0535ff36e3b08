// Transactions and blocks: latest lists, one block's transactions, the detail pages.
import type { FastifyInstance } from 'fastify';
import {
  apiRoutes,
  BLOCK_DETAIL_TX_LIMIT,
  PAGE_LIMITS,
  type BlockDetail,
  type TransactionDetail,
} from 'shared-api/contract';
import { defineRoute } from '../http/define';
import { notFound } from '../http/errors';
import { limitOf } from '../http/page';
import { amount } from '../http/values';
import { explainTransaction } from '../explain/explain';
import { plainWords } from '../explain/failure';
import { isNativeProgram } from '../explain/tiers';
import {
  blockSummary,
  detailedInstructions,
  errText,
  transactionAction,
  txRecord,
  txSummary,
} from './mappers';
import {
  blockCursor,
  blockProgramCounts,
  blockTxPage,
  indexedPositions,
  indexedProgramCounts,
} from './blockList';
import type { ChainPluginOptions } from './options';
import { blockByHeight as blockAt, latestBlocks, mintSymbols } from './repository';

/** Detail answers each route's cache keeps: at tens of KB each, a full cache stays within tens of MB. */
const DETAIL_CACHE_ENTRIES = 1000;

/**
 * How long a settled detail answer is kept, here and by public caches: a confirmed transaction, or a
 * block with a Next link, no longer changes, and each answer decodes stored bodies.
 */
const SETTLED_CACHE_S = 30;
const NEWEST_BLOCK_CACHE_S = 5;

/** The explanation, or on a decoder bug the transaction as lists show it: a page must never answer 500. */
function explainSafely(
  entry: Parameters<typeof explainTransaction>[0],
  t: Parameters<typeof explainTransaction>[1],
  idls: Parameters<typeof explainTransaction>[2],
  onError: (e: unknown) => void,
): ReturnType<typeof explainTransaction> {
  try {
    return explainTransaction(entry, t, idls);
  } catch (e) {
    onError(e);
    return {
      instructions: [],
      failure: null,
      action: {
        kind: t.status === 'failed' ? 'failed' : 'other',
        signer: t.feePayer,
        sent: [],
        received: [],
        counterparty: null,
      },
      fees: { base: String(t.fee), priority: '0', computeUnitLimit: null, computeUnitPrice: null },
      signers: t.signers,
      recentBlockhash: t.recentBlockhash || null,
      addressTableLookups: [],
    };
  }
}

/** A failure in a few words for the action line: the error's message, else its name, plainly. */
function shortReason(f: { message: string | null; name: string | null; text: string }): string {
  if (f.message) return f.message.charAt(0).toLowerCase() + f.message.slice(1);
  if (f.name) return plainWords(f.name);
  return f.text;
}

export function blockRoutes(app: FastifyInstance, opts: ChainPluginOptions): void {
  const { db, txs: store, cacheTtlMs, idls: registry } = opts;
  const blockByHeight = (height: number) => blockAt(db, height);
  const blockOr404 = async (height: number) => {
    const b = await blockByHeight(height);
    if (!b) throw notFound('Block Not Found');
    return b;
  };

  defineRoute(
    app,
    apiRoutes.transactions,
    async (req) => {
      const limit = req.query.limit ?? 25;
      if (req.query.block !== undefined) {
        const block = await blockOr404(Number(req.query.block));
        return (await store.inBlock(Number(block.slot), limit)).map(txSummary);
      }
      // Latest non-vote transactions (votes would drown everything on a real chain): found through
      // the newest blocks that have any, without a sort.
      return (await store.latest(limit)).map(txSummary);
    },
    { cacheMs: cacheTtlMs, cacheControl: 'public, max-age=1' },
  );

  defineRoute(
    app,
    apiRoutes.blockTransactions,
    async (req) => {
      const b = await blockOr404(Number(req.params.height));
      const slot = Number(b.slot);
      const after = blockCursor(req.query.cursor, slot);
      const limit = limitOf(req.query.limit, PAGE_LIMITS.blockTransactionPage);
      const filter = {
        hideVotes: req.query.votes === 'hide',
        status: req.query.status,
        program: req.query.program,
      };
      const index = await store.blockListIndex(b.list_index);
      const positions = index ? indexedPositions(index, Number(b.tx_count), filter) : undefined;
      const page = await blockTxPage((q) => store.inBlockAfter(slot, q), slot, filter, {
        limit,
        after,
        positions,
      });
      return {
        transactions: page.rows.map((r) => txSummary(r.brief)),
        hasMore: page.hasMore,
        nextCursor: page.nextCursor,
        totalCount: Number(b.tx_count),
      };
    },
    { cacheMs: cacheTtlMs, cacheControl: 'public, max-age=1' },
  );

  defineRoute(
    app,
    apiRoutes.blockPrograms,
    async (req) => {
      const b = await blockOr404(Number(req.params.height));
      const slot = Number(b.slot);
      const index = await store.blockListIndex(b.list_index);
      if (index) return indexedProgramCounts(index, Number(b.tx_count) - Number(b.non_vote_count));
      // Indexed before blocks kept their list index: each row's programs are read, once per cache period.
      return blockProgramCounts(await store.programsInBlock(slot));
    },
    { cacheMs: SETTLED_CACHE_S * 1000, cacheControl: `public, max-age=${NEWEST_BLOCK_CACHE_S}` },
  );

  defineRoute(
    app,
    apiRoutes.blocks,
    async (req) => (await latestBlocks(db, req.query.limit ?? 20)).map(blockSummary),
    { cacheMs: cacheTtlMs, cacheControl: 'public, max-age=1' },
  );

  defineRoute(
    app,
    apiRoutes.transaction,
    async (req): Promise<TransactionDetail> => {
      const read = await store.entryBySignature(req.params.signature);
      if (!read) throw notFound('Transaction Not Found');
      const { tx: t, entry } = read;
      // Decoded here, when read, not when indexed: the stored body stays what the node sent, and an
      // IDL found later explains the program's past transactions too.
      // The answer is kept for half a minute: an IDL the indexer has just stored is asked for now.
      const idls = await registry.prepare(
        t.programs.filter((p) => !isNativeProgram(p)),
        { recheckAbsent: true },
      );
      const explained = explainSafely(entry, t, idls, (e) =>
        req.log.error({ err: e, signature: t.signature }, 'transaction explanation failed'),
      );
      const { failure } = explained;
      const mints = [...explained.action.sent, ...explained.action.received].flatMap((a) => a.mint ?? []);
      const symbols = await mintSymbols(db, mints);
      const reason = failure ? shortReason(failure) : null;
      const record = txRecord(t);
      return {
        ...record,
        instructions: detailedInstructions(t.instructions, explained.instructions),
        err: errText(t.err),
        failure,
        action: transactionAction(explained.action, reason, symbols),
        fees: explained.fees,
        signers: explained.signers,
        computeUnitsConsumed: t.computeUnits,
        recentBlockhash: explained.recentBlockhash,
        version: t.version,
        programsCount: t.programs.length,
        logMessages: t.logMessages.filter((m) => typeof m === 'string'),
        lookupAccounts: t.accounts.filter((a) => a.source === 'lookup').map((a) => a.pubkey),
        addressTableLookups: explained.addressTableLookups,
      };
    },
    {
      cacheControl: `public, max-age=${SETTLED_CACHE_S}`,
      cacheMs: SETTLED_CACHE_S * 1000,
      cacheEntries: DETAIL_CACHE_ENTRIES,
    },
  );

  defineRoute(
    app,
    apiRoutes.block,
    async (req): Promise<BlockDetail> => {
      const height = Number(req.params.height);
      const b = await blockOr404(height);
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
    {
      cacheControl: `public, max-age=${NEWEST_BLOCK_CACHE_S}`,
      cacheMs: NEWEST_BLOCK_CACHE_S * 1000,
      cacheEntries: DETAIL_CACHE_ENTRIES,
      settled: { when: (block) => block.nextHeight !== null, cacheS: SETTLED_CACHE_S },
    },
  );
}
