// The wallet history of the holdings page: a wallet's transfers and balance
// changes served from the index with cursor paging, filters, a total, and a streamed CSV export.
import { Type, type Static } from '@sinclair/typebox';
import {
  Address,
  Amount,
  Cursor,
  Nullable,
  NullableString,
  NullableUnixTime,
  PageLimitQuery,
  StringEnum,
} from './common';
import { PAGE_LIMITS } from '../pageSizes';
import { BALANCE_ACTIONS, WALLET_ACTIONS, WALLET_DIRECTIONS } from '../wallet/actions';

export * from '../wallet/actions';

const filters = {
  /** a token's mint; the native mint id (So111…112) selects GOR */
  mint: Type.Optional(Address),
  direction: Type.Optional(StringEnum(['in', 'out'])),
  /** unix seconds, inclusive */
  from: Type.Optional(Type.Integer({ minimum: 0, maximum: 1e11, description: 'from (unix seconds)' })),
  to: Type.Optional(Type.Integer({ minimum: 0, maximum: 1e11, description: 'to (unix seconds)' })),
};
/** Transfers are paged by transaction: a page's cursor continues after its last whole transaction. */
const paging = {
  cursor: Type.Optional(Cursor),
  /** jump to a page (1-based) without its cursor; ignored when cursor is given */
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'page number (1-based)' })),
  limit: Type.Optional(PageLimitQuery(PAGE_LIMITS.walletHistory)),
};

export const WalletTransfersQuery = Type.Object(
  { ...filters, action: Type.Optional(StringEnum(WALLET_ACTIONS)), ...paging },
  { additionalProperties: false },
);
export type WalletTransfersQuery = Static<typeof WalletTransfersQuery>;
export const WalletBalanceChangesQuery = Type.Object(
  { ...filters, action: Type.Optional(StringEnum(BALANCE_ACTIONS)), ...paging },
  { additionalProperties: false },
);
export type WalletBalanceChangesQuery = Static<typeof WalletBalanceChangesQuery>;
export const WalletTransfersCsvQuery = Type.Object(
  { ...filters, action: Type.Optional(StringEnum(WALLET_ACTIONS)) },
  { additionalProperties: false },
);
export type WalletTransfersCsvQuery = Static<typeof WalletTransfersCsvQuery>;
export const WalletBalanceChangesCsvQuery = Type.Object(
  { ...filters, action: Type.Optional(StringEnum(BALANCE_ACTIONS)) },
  { additionalProperties: false },
);
export type WalletBalanceChangesCsvQuery = Static<typeof WalletBalanceChangesCsvQuery>;

/** Token facts shown next to an amount (null fields when the mint has no metadata; all null for GOR). */
const tokenFacts = {
  symbol: NullableString,
  name: NullableString,
  logoUri: NullableString,
};

/**
 * One transaction of a wallet's transfers: the movements concerning the wallet (those the filters
 * match) shown as one row, led by the GOR it paid or received through a wrapped-native account it
 * closed back to itself (a swap in GOR), else by the first movement with a counterparty (else the
 * first movement). The CSV export has a line per movement.
 */
export const WalletTransfer = Type.Object({
  signature: Type.String(),
  slot: Type.Integer({ minimum: 0 }),
  blockHeight: Nullable(Type.Integer({ minimum: 0 })),
  blockTime: NullableUnixTime,
  /** the leading movement's order inside the transaction */
  position: Type.Integer({ minimum: 0 }),
  action: StringEnum(WALLET_ACTIONS),
  /** null = GOR */
  mint: Nullable(Address),
  decimals: Type.Integer({ minimum: 0, maximum: 255 }),
  /**
   * unsigned base units, signed by `direction` relative to the viewed address: the sum of the
   * movements with the leading movement's action, token and direction (a payout to several wallets
   * counts in full)
   */
  amount: Amount,
  direction: StringEnum(WALLET_DIRECTIONS),
  /** owner wallet of the source (the account itself for GOR), else the source account */
  from: Nullable(Address),
  to: Nullable(Address),
  fromAccount: Nullable(Address),
  toAccount: Nullable(Address),
  /**
   * other wallets the viewed address sent to or received from in this transaction, besides the one
   * shown ('+n others')
   */
  others: Type.Integer({ minimum: 0 }),
  /** movements of the viewed address this row stands for (its lines in the CSV export) */
  movements: Type.Integer({ minimum: 1 }),
  ...tokenFacts,
});
export type WalletTransfer = Static<typeof WalletTransfer>;

export const WalletBalanceChange = Type.Object({
  signature: Type.String(),
  slot: Type.Integer({ minimum: 0 }),
  blockHeight: Nullable(Type.Integer({ minimum: 0 })),
  blockTime: NullableUnixTime,
  position: Type.Integer({ minimum: 0 }),
  action: StringEnum(BALANCE_ACTIONS),
  /** the wallet itself for GOR, else its token account */
  account: Address,
  /** null = GOR */
  mint: Nullable(Address),
  decimals: Type.Integer({ minimum: 0, maximum: 255 }),
  preAmount: Amount,
  postAmount: Amount,
  /** signed base units */
  change: Amount,
  direction: StringEnum(WALLET_DIRECTIONS),
  ...tokenFacts,
});
export type WalletBalanceChange = Static<typeof WalletBalanceChange>;

const page = {
  hasMore: Type.Boolean(),
  nextCursor: NullableString,
  /** rows matching the filters (transfers: transactions) */
  totalCount: Type.Integer({ minimum: 0 }),
};
export const WalletTransferPage = Type.Object({ items: Type.Array(WalletTransfer), ...page });
export type WalletTransferPage = Static<typeof WalletTransferPage>;
export const WalletBalanceChangePage = Type.Object({ items: Type.Array(WalletBalanceChange), ...page });
export type WalletBalanceChangePage = Static<typeof WalletBalanceChangePage>;

/** Column headers of the CSV exports (first row of the file), in order. */
export const WALLET_TRANSFERS_CSV_COLUMNS = [
  'signature',
  'slot',
  'block_time_utc',
  'action',
  'direction',
  'from',
  'to',
  'from_account',
  'to_account',
  'token',
  'mint',
  'amount',
  'amount_raw',
  'decimals',
] as const;
export const WALLET_BALANCE_CHANGES_CSV_COLUMNS = [
  'signature',
  'slot',
  'block_time_utc',
  'action',
  'account',
  'token',
  'mint',
  'change',
  'pre_balance',
  'post_balance',
  'change_raw',
  'decimals',
] as const;
