// Tokens: list, count, detail, and the detail page's tabs.
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
  Offset,
  Order,
  PageLimitQuery,
  Signature,
  StringEnum,
} from './common';
import { PAGE_LIMITS } from '../pageSizes';

export const TokenProgram = StringEnum(['spl-token', 'spl-token-2022']);

/** Sort keys of GET /api/tokens: the list's sort buttons and headers, plus name/supply/created. price, change24h and marketCap are refused (400) while no price source knows the tokens. */
export const TOKEN_SORT_KEYS = [
  'holders',
  'marketCap',
  'volume',
  'change24h',
  'price',
  'supply',
  'name',
  'created',
] as const;
export const TokenSort = StringEnum(TOKEN_SORT_KEYS, { default: 'holders' });
export type TokenSort = Static<typeof TokenSort>;

const SearchText = Type.String({
  maxLength: 64,
  description: 'substring of symbol, name or mint (trimmed; blank = all)',
});

/** The three list filters (the page sends them on; off when absent). */
const ListFilters = {
  /** hide tokens without metadata (name empty or containing '...', or symbol empty) */
  hideNoMetadata: Type.Optional(Type.Boolean()),
  /** hide low supply (raw supply of 1 or less) */
  hideLowSupply: Type.Optional(Type.Boolean()),
  /** hide zero supply */
  hideZeroSupply: Type.Optional(Type.Boolean()),
};

export const TokensQuery = Type.Object(
  {
    limit: Type.Optional(PageLimitQuery(PAGE_LIMITS.tokens)),
    offset: Type.Optional(Offset),
    search: Type.Optional(SearchText),
    sort: Type.Optional(TokenSort),
    order: Type.Optional(Order),
    ...ListFilters,
  },
  { additionalProperties: false },
);
export type TokensQuery = Static<typeof TokensQuery>;

export const TokensCountQuery = Type.Object(
  { search: Type.Optional(SearchText), ...ListFilters },
  { additionalProperties: false },
);
export type TokensCountQuery = Static<typeof TokensCountQuery>;
export const TokensCount = Type.Object({
  count: Type.Integer({ minimum: 0 }),
  /** tokens matching the search with no filter applied: `unfiltered - count` are hidden by the filters */
  unfiltered: Type.Integer({ minimum: 0 }),
});
export type TokensCount = Static<typeof TokensCount>;

/** Where a token's name and symbol come from (null: nowhere, the token is unnamed). */
export const NameSource = Nullable(StringEnum(['metadata', 'tokenList']));

/** Token list item. price/change24h/marketCap are null unless a price source knows the token (never invented). */
export const TokenListItem = Type.Object({
  mint: Address,
  address: Address,
  name: NullableString,
  symbol: NullableString,
  logoUri: NullableString,
  decimals: Type.Integer({ minimum: 0, maximum: 255 }),
  /**
   * raw supply (base units); null when not known: a mint created before the indexed range whose
   * account the node has not (yet) given (never a 0 that is not the chain's)
   */
  supply: Nullable(Amount),
  /** where name and symbol come from: the mint's metadata, or the public token list (well-known mints) */
  nameSource: NameSource,
  /** owner wallets holding a positive amount (a wallet's token accounts count once) */
  holderCount: Type.Integer({ minimum: 0 }),
  /** raw units transferred in the last 24 h (refreshed every minute; what sort=volume orders by) */
  volume24h: Amount,
  price: NullableNumber,
  change24h: NullableNumber,
  marketCap: NullableNumber,
  program: TokenProgram,
  createdAt: NullableUnixTime,
  /** listed in the operator's verified tokens file */
  verified: Type.Boolean(),
});
export type TokenListItem = Static<typeof TokenListItem>;
export const TokenList = Type.Array(TokenListItem);
export type TokenList = Static<typeof TokenList>;

/** GET /api/token/:address */
export const TokenDetail = Type.Object({
  address: Address,
  mint: Address,
  name: NullableString,
  symbol: NullableString,
  decimals: Type.Integer({ minimum: 0, maximum: 255 }),
  /** raw supply; null when neither the index nor the node could say it */
  supply: Nullable(Amount),
  nameSource: NameSource,
  price: NullableNumber,
  marketCap: NullableNumber,
  /** owner wallets holding a positive amount (a wallet's token accounts count once) */
  holders: Type.Integer({ minimum: 0 }),
  /** logo: the metadata JSON's image (or the URI itself when it is an image) */
  logoUri: NullableString,
  /** the mint is in the operator's verified tokens list (VERIFIED_TOKENS_FILE) */
  verified: Type.Boolean(),
  /**
   * false when the mint's account was never read (the node did not give it): authority and
   * freezeAuthority null then mean "not known", not "none"
   */
  authoritiesKnown: Type.Boolean(),
  /** mint authority */
  authority: NullableAddress,
  freezeAuthority: NullableAddress,
  updateAuthority: NullableAddress,
  /** fee payer of the transaction that initialised the mint */
  creator: NullableAddress,
  firstMint: Nullable(Type.Object({ signature: Signature, timestamp: NullableUnixTime })),
  website: NullableString,
  telegram: NullableString,
  twitter: NullableString,
  description: NullableString,
  /** owner program */
  program: TokenProgram,
  programId: Address,
  /** Token-2022 extension names (empty for SPL Token) */
  extensions: Type.Array(Type.String()),
  /** where name/symbol/uri come from: the Token-2022 metadata extension, a Metaplex account, or none */
  metadataSource: Nullable(StringEnum(['token-2022', 'metaplex'])),
  /** metadata URI (on chain) */
  uri: NullableString,
  /** the metadata as read from chain (name, symbol, uri, additional key/values) plus the fetched JSON (offChain) */
  fullMetadata: Nullable(Type.Record(Type.String(), Type.Unknown())),
  volume24h: Amount,
  createdAt: NullableUnixTime,
});
export type TokenDetail = Static<typeof TokenDetail>;

export const TokenPageQuery = Type.Object(
  { limit: Type.Optional(PageLimitQuery(PAGE_LIMITS.tokenTab)), cursor: Type.Optional(Cursor) },
  { additionalProperties: false },
);
export type TokenPageQuery = Static<typeof TokenPageQuery>;

export const TokenAction = StringEnum(['MINT', 'TRANSFER', 'BURN']);

/** One movement of the token (Transfers tab). Mints have from = null ('MINT'), burns to = null. */
export const TokenTransfer = Type.Object({
  /** `${signature}:${position}`, unique */
  id: Type.String(),
  signature: Signature,
  action: TokenAction,
  /** token account */
  from: NullableAddress,
  to: NullableAddress,
  /** wallets owning those token accounts */
  fromOwner: NullableAddress,
  toOwner: NullableAddress,
  amount: Amount,
  decimals: Type.Integer({ minimum: 0, maximum: 255 }),
  time: NullableUnixTime,
  slot: Type.Integer({ minimum: 0 }),
});
export type TokenTransfer = Static<typeof TokenTransfer>;
/** GET /api/token/:address/transfers: newest first, paged by cursor. */
export const TokenTransferPage = Type.Object({
  transfers: Type.Array(TokenTransfer),
  hasMore: Type.Boolean(),
  nextCursor: NullableString,
});
export type TokenTransferPage = Static<typeof TokenTransferPage>;

/** One transaction touching the token (Transactions tab): its first movement of the token summarises it. */
export const TokenTransaction = Type.Object({
  id: Type.String(),
  signature: Signature,
  action: Type.String(),
  amount: Amount,
  decimals: Type.Integer({ minimum: 0, maximum: 255 }),
  from: NullableAddress,
  to: NullableAddress,
  time: NullableUnixTime,
  slot: Type.Integer({ minimum: 0 }),
  status: StringEnum(['success', 'failed']),
});
export type TokenTransaction = Static<typeof TokenTransaction>;
/** GET /api/token/:address/transactions: newest first, paged by cursor. */
export const TokenTransactionPage = Type.Object({
  transactions: Type.Array(TokenTransaction),
  hasMore: Type.Boolean(),
  nextCursor: NullableString,
});
export type TokenTransactionPage = Static<typeof TokenTransactionPage>;

export const TokenHoldersQuery = Type.Object(
  {
    limit: Type.Optional(PageLimitQuery(PAGE_LIMITS.tokenHolders)),
    cursor: Type.Optional(Cursor),
  },
  { additionalProperties: false },
);
export type TokenHoldersQuery = Static<typeof TokenHoldersQuery>;

/** One token account of a holder. */
export const HolderAccount = Type.Object({ address: Address, amount: Amount });
export type HolderAccount = Static<typeof HolderAccount>;

/**
 * A holder: one OWNER wallet with a positive balance of the token, the sum of its token accounts
 * (listed in `accounts`, largest first). `holders` counts these.
 */
export const TokenHolder = Type.Object({
  rank: Type.Integer({ minimum: 1 }),
  /** wallet (owner) — link target /address/{owner}/holdings */
  owner: Address,
  /** sum of the owner's token accounts */
  amount: Amount,
  decimals: Type.Integer({ minimum: 0, maximum: 255 }),
  /** of supply, 0–100 */
  percentage: Type.Number(),
  accounts: Type.Array(HolderAccount),
});
export type TokenHolder = Static<typeof TokenHolder>;
/** GET /api/token/:address/holders: largest first, paged by cursor; `total` = the token's holder count. */
export const TokenHolderPage = Type.Object({
  holders: Type.Array(TokenHolder),
  total: Type.Integer({ minimum: 0 }),
  hasMore: Type.Boolean(),
  nextCursor: NullableString,
});
export type TokenHolderPage = Static<typeof TokenHolderPage>;
