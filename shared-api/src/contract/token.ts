// Tokens: list, count, detail, and the detail page's tabs (spec part 2 §3).
import { Type, type Static } from '@sinclair/typebox';
import {
  Address,
  Amount,
  LimitQuery,
  Nullable,
  NullableAddress,
  NullableNumber,
  NullableString,
  NullableUnixTime,
  Offset,
  Order,
  Signature,
  StringEnum,
} from './common';

export const TokenProgram = StringEnum(['spl-token', 'spl-token-2022']);

/** Sort keys of GET /api/tokens (spec part 2 §2.1 sort buttons and headers, plus name/supply/created). */
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

export const TokensQuery = Type.Object(
  {
    limit: Type.Optional(LimitQuery(50, 1000)),
    offset: Type.Optional(Offset),
    search: Type.Optional(SearchText),
    sort: Type.Optional(TokenSort),
    order: Type.Optional(Order),
  },
  { additionalProperties: false },
);
export type TokensQuery = Static<typeof TokensQuery>;

export const TokensCountQuery = Type.Object(
  { search: Type.Optional(SearchText) },
  { additionalProperties: false },
);
export type TokensCountQuery = Static<typeof TokensCountQuery>;
export const TokensCount = Type.Object({ count: Type.Integer({ minimum: 0 }) });
export type TokensCount = Static<typeof TokensCount>;

/** Token list item. price/change24h/marketCap are null unless a price source knows the token (never invented). */
export const TokenListItem = Type.Object({
  mint: Address,
  address: Address,
  name: NullableString,
  symbol: NullableString,
  logoUri: NullableString,
  decimals: Type.Integer({ minimum: 0, maximum: 255 }),
  /** raw supply (base units) */
  supply: Amount,
  holderCount: Type.Integer({ minimum: 0 }),
  /** raw units transferred in the last 24 h */
  volume24h: Amount,
  transfers24h: Type.Integer({ minimum: 0 }),
  price: NullableNumber,
  change24h: NullableNumber,
  marketCap: NullableNumber,
  program: TokenProgram,
  createdAt: NullableUnixTime,
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
  supply: Amount,
  price: NullableNumber,
  marketCap: NullableNumber,
  holders: Type.Integer({ minimum: 0 }),
  logoUri: NullableString,
  /** true when name and symbol come from on-chain metadata whose update authority is the mint authority */
  verified: Type.Boolean(),
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
  /** the metadata as read from chain (name, symbol, uri, additional key/values) */
  fullMetadata: Nullable(Type.Record(Type.String(), Type.Unknown())),
  volume24h: Amount,
  createdAt: NullableUnixTime,
});
export type TokenDetail = Static<typeof TokenDetail>;

export const TokenPageQuery = Type.Object(
  { limit: Type.Optional(LimitQuery(25, 100)), offset: Type.Optional(Offset) },
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
export const TokenTransferList = Type.Array(TokenTransfer);

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
export const TokenTransactionList = Type.Array(TokenTransaction);

export const TokenHoldersQuery = Type.Object(
  { limit: Type.Optional(LimitQuery(100, 1000)), offset: Type.Optional(Offset) },
  { additionalProperties: false },
);
export type TokenHoldersQuery = Static<typeof TokenHoldersQuery>;

/** A holder: one token account with a positive balance (what `holders` counts), with its owner wallet. */
export const TokenHolder = Type.Object({
  rank: Type.Integer({ minimum: 1 }),
  /** wallet (owner) — link target /address/{owner}/holdings */
  owner: Address,
  /** the token account */
  account: Address,
  amount: Amount,
  decimals: Type.Integer({ minimum: 0, maximum: 255 }),
  /** of supply, 0–100 */
  percentage: Type.Number(),
});
export type TokenHolder = Static<typeof TokenHolder>;
export const TokenHolderList = Type.Array(TokenHolder);
