// Addresses: detail, holdings, type check, paginated transactions.
import { Type, type Static } from '@sinclair/typebox';
import {
  Address,
  Amount,
  Cursor,
  Nullable,
  NullableAddress,
  NullableNumber,
  NullableString,
  NullableUnixTime,
  PageLimitQuery,
  StringEnum,
} from './common';
import { AddressTransaction } from './transaction';
import { PAGE_LIMITS } from '../pageSizes';
import { ADDRESS_KINDS } from '../addressKinds';

export { ADDRESS_KINDS };
export const AddressKind = StringEnum(ADDRESS_KINDS);
export type AddressKind = Static<typeof AddressKind>;

export const TokenAccountEntry = Type.Object({
  account: Address,
  mint: Address,
  amount: Amount,
  decimals: Type.Integer({ minimum: 0, maximum: 255 }),
  symbol: NullableString,
  name: NullableString,
  logoUri: NullableString,
});
export type TokenAccountEntry = Static<typeof TokenAccountEntry>;

export const ValidatorInfo = Type.Object({
  identity: Address,
  voteAccount: Address,
  name: NullableString,
  isActive: Type.Boolean(),
  commission: Type.Integer({ minimum: 0, maximum: 100 }),
  /** active stake delegated to the vote account, lamports */
  activatedStake: Amount,
  apy: Type.Number(),
});
export type ValidatorInfo = Static<typeof ValidatorInfo>;

/** GET /api/address/:address */
export const AddressDetail = Type.Object({
  address: Address,
  /** lamports */
  balance: Amount,
  decimals: Type.Integer(),
  type: AddressKind,
  /** what the address is called: a known program's name ("Jupiter Aggregator v6"), a sysvar's ("Sysvar: Rent") */
  name: Type.Optional(NullableString),
  isValidator: Type.Boolean(),
  isTokenAccount: Type.Boolean(),
  isMint: Type.Boolean(),
  /** the one special address shown as 'Master' (MASTER_ADDRESS) */
  isMaster: Type.Boolean(),
  /** program that owns the account, when known */
  owner: NullableAddress,
  lastActivity: NullableUnixTime,
  firstSeen: NullableUnixTime,
  transactionCount: Type.Integer({ minimum: 0 }),
  /** token accounts owned by this wallet */
  tokenAccounts: Type.Array(TokenAccountEntry),
  /** for a validator identity its vote account; for a vote account itself */
  voteAccount: NullableAddress,
  validator: Nullable(ValidatorInfo),
  /** for a token account: its mint and owner wallet */
  tokenAccount: Nullable(
    Type.Object({ mint: Address, owner: Address, amount: Amount, decimals: Type.Integer() }),
  ),
  /** balance × GOR price; null without a price feed */
  usdValue: NullableNumber,
  /** GOR sent / received in native transfers, lamports; null when the index did not count them all */
  totalSent: Nullable(Amount),
  totalReceived: Nullable(Amount),
});
export type AddressDetail = Static<typeof AddressDetail>;

/** One row of the holdings list; GOR is the first row (isNative, mint = the native mint id). */
export const Holding = Type.Object({
  mint: Address,
  /** token account, null for GOR */
  account: NullableAddress,
  isNative: Type.Boolean(),
  amount: Amount,
  decimals: Type.Integer({ minimum: 0, maximum: 255 }),
  symbol: NullableString,
  name: NullableString,
  logoUri: NullableString,
  price: NullableNumber,
  usdValue: NullableNumber,
});
export type Holding = Static<typeof Holding>;

/** GET /api/address/:address/holdings: GOR first, then tokens by USD value desc, then amount. */
export const Holdings = Type.Object({
  address: Address,
  balance: Amount,
  decimals: Type.Integer(),
  /** GOR balance in USD; null without a price feed */
  gorValue: NullableNumber,
  /** GOR plus every token with a known price; null without a price feed */
  totalValue: NullableNumber,
  isTokenAccount: Type.Boolean(),
  tokenHoldings: Type.Array(Holding),
});
export type Holdings = Static<typeof Holdings>;

/** GET /api/address/:address/type. type 'token' = a mint (with its token info); 'unknown' when never seen. */
export const AddressTypeResult = Type.Object({
  address: Address,
  type: StringEnum(['token', 'validator', 'vote', 'token_account', 'account', 'program', 'unknown']),
  exists: Type.Boolean(),
  token: Nullable(
    Type.Object({
      name: NullableString,
      symbol: NullableString,
      decimals: Type.Integer(),
      logoUri: NullableString,
    }),
  ),
});
export type AddressTypeResult = Static<typeof AddressTypeResult>;

/** Highest page a jump may ask for: bounds the index range skipped to reach it. */
export const ADDRESS_TX_PAGE_MAX = 10_000;
export const PaginatedQuery = Type.Object(
  {
    cursor: Type.Optional(Cursor),
    /** jump to a page (1-based) whose cursor the client does not hold; not with `cursor` */
    page: Type.Optional(
      Type.Integer({ minimum: 1, maximum: ADDRESS_TX_PAGE_MAX, description: 'page number (1-based)' }),
    ),
    limit: Type.Optional(PageLimitQuery(PAGE_LIMITS.addressTransactions)),
  },
  { additionalProperties: false },
);
export type PaginatedQuery = Static<typeof PaginatedQuery>;

/** GET /api/address/:address/transactions/paginated: newest first. */
export const PaginatedTransactions = Type.Object({
  transactions: Type.Array(AddressTransaction),
  hasMore: Type.Boolean(),
  nextCursor: NullableString,
  totalCount: Type.Integer({ minimum: 0 }),
  /**
   * False for the few programs and sysvars that take part in a large share of all transactions
   * (System, Vote, Compute Budget, the token programs, sysvars): the index does not list their
   * transactions.
   */
  historyKept: Type.Boolean(),
});
export type PaginatedTransactions = Static<typeof PaginatedTransactions>;
