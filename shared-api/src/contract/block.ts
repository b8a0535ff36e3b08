// Blocks: the latest list and the detail page.
import { Type, type Static } from '@sinclair/typebox';
import {
  Address,
  Amount,
  Cursor,
  NullableAddress,
  NullableInteger,
  NullableString,
  NullableUnixTime,
  PageLimitQuery,
  StringEnum,
  TxStatus,
} from './common';
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

/** Whether a block's list shows its vote transactions. */
export const VotesFilter = StringEnum(['show', 'hide'], { default: 'show' });
export type VotesFilter = Static<typeof VotesFilter>;

/** GET /api/block/:height/transactions: the block's transactions in block order, keyset paged, filtered. */
export const BlockTransactionsQuery = Type.Object(
  {
    cursor: Type.Optional(Cursor),
    limit: Type.Optional(PageLimitQuery(PAGE_LIMITS.blockTransactionPage)),
    /** `hide` leaves out transactions whose every instruction is a vote */
    votes: Type.Optional(VotesFilter),
    status: Type.Optional(TxStatus),
    /** only transactions calling this program at top level */
    program: Type.Optional(Address),
  },
  { additionalProperties: false },
);
export type BlockTransactionsQuery = Static<typeof BlockTransactionsQuery>;

export const BlockTransactionPage = Type.Object({
  transactions: Type.Array(TransactionSummary),
  hasMore: Type.Boolean(),
  nextCursor: NullableString,
  /** all of the block's transactions, whatever the filters */
  totalCount: Type.Integer({ minimum: 0 }),
});
export type BlockTransactionPage = Static<typeof BlockTransactionPage>;

/** GET /api/block/:height/programs: what the block's filters offer, with how many rows each keeps. */
export const BlockPrograms = Type.Object({
  /** the programs the block's transactions call at top level, most called first */
  programs: Type.Array(
    Type.Object({
      programId: Address,
      programName: NullableString,
      /** transactions calling it */
      count: Type.Integer({ minimum: 0 }),
    }),
  ),
  /** vote transactions in the block */
  votes: Type.Integer({ minimum: 0 }),
});
export type BlockPrograms = Static<typeof BlockPrograms>;
