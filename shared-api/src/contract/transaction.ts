// Transactions: list items, the detail page and the pieces derived by the indexer.
import { Type, type Static } from '@sinclair/typebox';
import { BLOCK_TRANSACTIONS_MAX } from '../pageSizes';
import {
  Address,
  Amount,
  HeightString,
  LimitQuery,
  Nullable,
  NullableAddress,
  NullableInteger,
  NullableString,
  NullableUnixTime,
  Signature,
  StringEnum,
  TxStatus,
} from './common';

/** Decoded fields of an instruction (the official codecs' names); unknown extra keys pass through. */
export const ParsedInfo = Type.Object(
  {
    source: Type.Optional(Type.String()),
    destination: Type.Optional(Type.String()),
    account: Type.Optional(Type.String()),
    wallet: Type.Optional(Type.String()),
    owner: Type.Optional(Type.String()),
    mint: Type.Optional(Type.String()),
    authority: Type.Optional(Type.String()),
    newAccount: Type.Optional(Type.String()),
    lamports: Type.Optional(Amount),
    amount: Type.Optional(Amount),
    decimals: Type.Optional(Type.Integer()),
    tokenAmount: Type.Optional(Type.Object({ amount: Amount, decimals: Type.Integer() })),
  },
  { additionalProperties: true },
);
export type ParsedInfo = Static<typeof ParsedInfo>;

export const ParsedInstruction = Type.Object({
  /** camelCase instruction name, e.g. transfer, transferChecked, mintTo, createIdempotent */
  type: Type.String(),
  info: ParsedInfo,
});

export const InstructionBase = Type.Object({
  /** position in the message (top level) */
  index: Type.Integer({ minimum: 0 }),
  programId: Address,
  /** system, spl-token, spl-token-2022, spl-associated-token-account, compute-budget, spl-memo, vote, stake … or null */
  programName: NullableString,
  /** parsed.type when decoded, else 'unknown' */
  type: Type.String(),
  parsed: Nullable(ParsedInstruction),
  /** raw instruction data, base58 */
  data: Type.String(),
  accounts: Type.Array(Address),
});
/** An instruction with its inner (CPI) instructions. */
export const Instruction = Type.Composite([
  InstructionBase,
  Type.Object({ innerInstructions: Type.Array(InstructionBase) }),
]);
export type Instruction = Static<typeof Instruction>;
export type InstructionBase = Static<typeof InstructionBase>;

/** One account key of a transaction with its native balance before/after (lamports). */
export const AccountEntry = Type.Object({
  pubkey: Address,
  signer: Type.Boolean(),
  writable: Type.Boolean(),
  feePayer: Type.Boolean(),
  preBalance: Amount,
  postBalance: Amount,
  /** postBalance − preBalance */
  balanceChange: Amount,
});
export type AccountEntry = Static<typeof AccountEntry>;

/** A movement of GOR (mint null, decimals 9) or of a token (mint set) between two accounts. */
export const Transfer = Type.Object({
  /** native or token */
  kind: StringEnum(['native', 'token']),
  /** instruction type that moved it (transfer, transferChecked, createAccount …) */
  type: Type.String(),
  from: Address,
  to: Address,
  /** wallet owning the source/destination token account (token transfers), else null */
  fromOwner: NullableAddress,
  toOwner: NullableAddress,
  mint: NullableAddress,
  amount: Amount,
  decimals: Type.Integer({ minimum: 0, maximum: 255 }),
  instructionIndex: Type.Integer({ minimum: 0 }),
});
export type Transfer = Static<typeof Transfer>;

/** A token created (initializeMint) or minted (mintTo) by the transaction. */
export const MintedToken = Type.Object({
  type: StringEnum(['create', 'mint']),
  mint: Address,
  account: NullableAddress,
  owner: NullableAddress,
  amount: Amount,
  decimals: Type.Integer({ minimum: 0, maximum: 255 }),
});
export type MintedToken = Static<typeof MintedToken>;

export const BurnedToken = Type.Object({
  mint: Address,
  account: NullableAddress,
  owner: NullableAddress,
  amount: Amount,
  decimals: Type.Integer({ minimum: 0, maximum: 255 }),
});
export type BurnedToken = Static<typeof BurnedToken>;

/** Pre/post token balance of one token account touched by the transaction. */
export const TokenBalanceChange = Type.Object({
  account: Address,
  owner: NullableAddress,
  mint: Address,
  decimals: Type.Integer({ minimum: 0, maximum: 255 }),
  preAmount: Amount,
  postAmount: Amount,
  change: Amount,
});
export type TokenBalanceChange = Static<typeof TokenBalanceChange>;

/** A transaction in a list (latest, a block's, an address's): light fields plus the top-level instructions. */
export const TransactionSummary = Type.Object({
  signature: Signature,
  slot: Type.Integer({ minimum: 0 }),
  blockHeight: NullableInteger,
  timestamp: NullableUnixTime,
  status: TxStatus,
  /** lamports */
  fee: Amount,
  feePayer: Address,
  /** top-level instructions, without data/inner for lists */
  instructions: Type.Array(
    Type.Object({ programId: Address, programName: NullableString, type: Type.String() }),
  ),
});
export type TransactionSummary = Static<typeof TransactionSummary>;

/** An address's transaction record: the summary plus what the wallet tabs derive from. */
export const AddressTransaction = Type.Composite([
  Type.Omit(TransactionSummary, ['instructions']),
  Type.Object({
    instructions: Type.Array(Instruction),
    transfers: Type.Array(Transfer),
    mintedTokens: Type.Array(MintedToken),
    burnedTokens: Type.Array(BurnedToken),
    accounts: Type.Array(AccountEntry),
    tokenBalanceChanges: Type.Array(TokenBalanceChange),
  }),
]);
export type AddressTransaction = Static<typeof AddressTransaction>;

export const TransactionDetail = Type.Composite([
  AddressTransaction,
  Type.Object({
    /** error description of a failed transaction, null on success */
    err: NullableString,
    computeUnitsConsumed: NullableInteger,
    /** not stored by the indexer: null */
    recentBlockhash: NullableString,
    /** 'legacy' or 0 */
    version: Type.String(),
    /** distinct programs invoked (top level and inner) */
    programsCount: Type.Integer({ minimum: 0 }),
    logMessages: Type.Array(Type.String()),
    /** accounts a version-0 transaction loaded from address lookup tables (empty for legacy) */
    lookupAccounts: Type.Optional(Type.Array(Address)),
  }),
]);
export type TransactionDetail = Static<typeof TransactionDetail>;

/** GET /api/transactions: latest, or one block's (`block` = height). */
export const TransactionsQuery = Type.Object(
  {
    block: Type.Optional(HeightString),
    /** up to 500: a busy block's transactions fit one call */
    limit: Type.Optional(LimitQuery(25, BLOCK_TRANSACTIONS_MAX)),
  },
  { additionalProperties: false },
);
export type TransactionsQuery = Static<typeof TransactionsQuery>;
export const TransactionList = Type.Array(TransactionSummary);
export type TransactionList = Static<typeof TransactionList>;
