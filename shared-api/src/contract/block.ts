// Blocks: the latest list and the detail page.
import { Type, type Static } from '@sinclair/typebox';
import { Amount, NullableAddress, NullableInteger, NullableUnixTime, PageLimitQuery } from './common';
import { PAGE_LIMITS } from '../pageSizes';
import { TransactionSummary } from './transaction';

export const BlockSummary = Type.Object({
  height: Type.Integer({ minimum: 0 }),
  slot: Type.Integer({ minimum: 0 }),
  blockhash: Type.String(),
  timestamp: NullableUnixTime,
  leader: NullableAddress,
  transactionCount: Type.Integer({ minimum: 0 }),
  successfulTxs: Type.Integer({ minimum: 0 }),
  failedTxs: Type.Integer({ minimum: 0 }),
  /** lamports */
  totalFees: Amount,
});
export type BlockSummary = Static<typeof BlockSummary>;

export const BlocksQuery = Type.Object(
  { limit: Type.Optional(PageLimitQuery(PAGE_LIMITS.blocks)) },
  { additionalProperties: false },
);
export type BlocksQuery = Static<typeof BlocksQuery>;
export const BlockList = Type.Array(BlockSummary);
export type BlockList = Static<typeof BlockList>;

/** Number of transactions embedded in the block detail (the block page lists the first 20). */
export const BLOCK_DETAIL_TX_LIMIT = 20;

export const BlockDetail = Type.Composite([
  BlockSummary,
  Type.Object({
    parentSlot: NullableInteger,
    previousBlockhash: Type.String(),
    epoch: NullableInteger,
    /** transactions that changed at least one native or token balance */
    balanceChanges: Type.Integer({ minimum: 0 }),
    /** transactions that invoked a known swap/DEX program (0 on a chain without one) */
    defiSwaps: Type.Integer({ minimum: 0 }),
    /** the first BLOCK_DETAIL_TX_LIMIT transactions in block order; transactionCount has the total */
    transactions: Type.Array(TransactionSummary),
    /** heights of the neighbours when indexed, for the previous/next links */
    previousHeight: NullableInteger,
    nextHeight: NullableInteger,
  }),
]);
export type BlockDetail = Static<typeof BlockDetail>;
