// Validators and top holders.
import { Type, type Static } from '@sinclair/typebox';
import { AddressKind } from './address';
import {
  Address,
  Amount,
  NullableInteger,
  NullableNumber,
  NullableString,
  Offset,
  PageLimitQuery,
  StringEnum,
  UnixTime,
} from './common';
import { PAGE_LIMITS } from '../pageSizes';

/** GET /api/validators item. */
export const Validator = Type.Object({
  /** identity (node) address — link target /address/{address} */
  address: Address,
  identity: Address,
  voteAccount: Address,
  name: NullableString,
  /** Online (active) or Offline (delinquent) */
  isActive: Type.Boolean(),
  status: StringEnum(['active', 'delinquent']),
  /** activated stake, lamports */
  stake: Amount,
  commission: Type.Integer({ minimum: 0, maximum: 100 }),
  /** percent per year the delegators were paid over the recent epochs (0 where the chain pays nothing) */
  apy: Type.Number(),
  /** percent of the slots of the recent epochs earning vote credits (from epoch credits) */
  uptime: Type.Number(),
  /** stake accounts delegated to this vote account */
  delegators: Type.Integer({ minimum: 0 }),
  lastVote: NullableInteger,
  rootSlot: NullableInteger,
  version: NullableString,
});
export type Validator = Static<typeof Validator>;
export const ValidatorList = Type.Array(Validator);
export type ValidatorList = Static<typeof ValidatorList>;

export const TopHoldersQuery = Type.Object(
  { limit: Type.Optional(PageLimitQuery(PAGE_LIMITS.topHolders)), offset: Type.Optional(Offset) },
  { additionalProperties: false },
);
export type TopHoldersQuery = Static<typeof TopHoldersQuery>;

export const TopHolder = Type.Object({
  rank: Type.Integer({ minimum: 1 }),
  fullAddress: Address,
  /** same as fullAddress (the page shortens it) */
  address: Address,
  tokenMint: Type.String(),
  tokenSymbol: Type.String(),
  tokenName: Type.String(),
  /** lamports */
  balance: Amount,
  decimals: Type.Integer(),
  /** of total supply, 0–100 */
  percentage: Type.Number(),
  /** USD value; null without a price */
  value: NullableNumber,
  /** what the account is (the node's owner program and data, else the index) */
  kind: AddressKind,
});
export type TopHolder = Static<typeof TopHolder>;

/** GET /api/top-holders: GOR holders by native balance. */
export const TopHolders = Type.Object({
  /** accounts with a positive native balance */
  totalWallets: Type.Integer({ minimum: 0 }),
  totalSupply: Amount,
  byValue: Type.Array(TopHolder),
  lastUpdated: UnixTime,
  message: NullableString,
});
export type TopHolders = Static<typeof TopHolders>;
