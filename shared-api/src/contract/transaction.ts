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

/** One account of an instruction, in the instruction's order, named by its decoder where known. */
export const InstructionAccount = Type.Object({
  pubkey: Address,
  /** the decoder's name for this account (IDL or official client), e.g. userTransferAuthority; null when unknown */
  name: NullableString,
  writable: Type.Boolean(),
  signer: Type.Boolean(),
});
export type InstructionAccount = Static<typeof InstructionAccount>;

/** One decoded argument of an instruction or field of an event. */
export const InstructionArgument = Type.Object({
  name: Type.String(),
  /**
   * The value as JSON: integers past 2^53 as decimal strings, byte arrays as hex, structs as objects,
   * enums as their variant name or { variant: fields }, options as the value or null.
   */
  value: Type.Unknown(),
  /** set when the value is an amount whose decimals are known (9 for the native coin): format it with them */
  decimals: Type.Optional(Type.Integer({ minimum: 0, maximum: 255 })),
  /** the mint of that amount; null for the native coin */
  mint: Type.Optional(NullableAddress),
});
export type InstructionArgument = Static<typeof InstructionArgument>;

/** An Anchor event the instruction emitted (a `Program data:` log line or an emit_cpi self-invocation). */
export const InstructionEvent = Type.Object({
  name: Type.String(),
  fields: Type.Array(InstructionArgument),
});
export type InstructionEvent = Static<typeof InstructionEvent>;

/** What the transaction detail adds to an instruction: names, accounts, arguments, raw data, outcome. */
export const InstructionDecoding = Type.Object({
  /** card number as shown: '3' for the third top-level instruction, '3.1' for its first inner one */
  path: Type.String(),
  /** the instruction's own name (camelCase, as its IDL or client names it), null when not decoded */
  name: NullableString,
  /** the chip's text: 'Set Compute Unit Limit', 'Shared Accounts Route', 'Unknown' */
  label: Type.String(),
  /** what decoded it: an official client, the program's IDL, a public layout, or nothing (raw) */
  decodedBy: StringEnum(['native', 'idl', 'layout', 'none']),
  accountList: Type.Array(InstructionAccount),
  args: Type.Array(InstructionArgument),
  events: Type.Array(InstructionEvent),
  /** raw instruction data as lowercase hex, and its length in bytes */
  dataHex: Type.String(),
  dataLength: Type.Integer({ minimum: 0 }),
  /** compute units this instruction consumed, from the logs; null when the logs do not say */
  computeUnits: NullableInteger,
  /** true on the instruction where the transaction failed */
  failed: Type.Boolean(),
});
export type InstructionDecoding = Static<typeof InstructionDecoding>;

export const DetailedInstructionBase = Type.Composite([InstructionBase, InstructionDecoding]);
export type DetailedInstructionBase = Static<typeof DetailedInstructionBase>;
/** A decoded top-level instruction with its decoded inner (CPI) instructions. */
export const DetailedInstruction = Type.Composite([
  DetailedInstructionBase,
  Type.Object({ innerInstructions: Type.Array(DetailedInstructionBase) }),
]);
export type DetailedInstruction = Static<typeof DetailedInstruction>;

/** Why a transaction failed, located and named. */
export const TransactionFailure = Type.Object({
  /** 1-based number of the failing top-level instruction (the card's number), null when the error names none */
  instruction: NullableInteger,
  /** 1-based number of the failing inner instruction under it when the logs tell, else null */
  innerInstruction: NullableInteger,
  program: NullableAddress,
  /** the custom error number, null for a built-in error */
  code: NullableInteger,
  /** the error's name (SlippageToleranceExceeded, InsufficientFunds) when known */
  name: NullableString,
  /** the error's message when known */
  message: NullableString,
  /** one line: 'Instruction #3 failed: custom program error 0x1771 (6001 SlippageToleranceExceeded — Slippage tolerance exceeded)' */
  text: Type.String(),
});
export type TransactionFailure = Static<typeof TransactionFailure>;

/** An amount of the native coin (mint null, decimals 9) or of a token. */
export const ActionAmount = Type.Object({
  mint: NullableAddress,
  amount: Amount,
  decimals: Type.Integer({ minimum: 0, maximum: 255 }),
  /** the token's symbol when known (token list or metadata), else null */
  symbol: NullableString,
});
export type ActionAmount = Static<typeof ActionAmount>;

/**
 * What the transaction did for its signer, derived from its balance changes (native coin paid through
 * a temporary wrapped account counted as the signer's own). Pages word it with `actionText`.
 */
export const TransactionAction = Type.Object({
  kind: StringEnum(['swap', 'send', 'receive', 'vote', 'failed', 'other']),
  /** the fee payer the action is told for */
  signer: Address,
  /** what the signer gave (a swap's input, a send's amount) */
  sent: Type.Array(ActionAmount),
  /** what the signer got */
  received: Type.Array(ActionAmount),
  /** the other side of a send, when there is one */
  counterparty: NullableAddress,
  /** for a failed transaction: the failure's short reason ('slippage tolerance exceeded'), else null */
  reason: NullableString,
});
export type TransactionAction = Static<typeof TransactionAction>;

/** An address lookup table a version-0 transaction loaded from, with what it loaded. */
export const AddressTableLookup = Type.Object({
  table: Address,
  entries: Type.Array(
    Type.Object({
      index: Type.Integer({ minimum: 0, maximum: 255 }),
      address: Address,
      writable: Type.Boolean(),
    }),
  ),
});
export type AddressTableLookup = Static<typeof AddressTableLookup>;

/** The fee split: the base fee (per signature) and the priority fee (compute-unit price × limit). */
export const FeeBreakdown = Type.Object({
  /** lamports */
  base: Amount,
  /** lamports */
  priority: Amount,
  /** the compute unit limit that applied: the one the transaction set, else the runtime's default (200,000 per non-Compute-Budget instruction, at most 1,400,000) */
  computeUnitLimit: NullableInteger,
  /** micro-lamports per compute unit, null when the transaction set none */
  computeUnitPrice: Nullable(Amount),
});
export type FeeBreakdown = Static<typeof FeeBreakdown>;

export const TransactionDetail = Type.Composite([
  Type.Omit(AddressTransaction, ['instructions']),
  Type.Object({
    instructions: Type.Array(DetailedInstruction),
    /** error description of a failed transaction, null on success */
    err: NullableString,
    /** the failure located and named, null on success */
    failure: Nullable(TransactionFailure),
    action: TransactionAction,
    fees: FeeBreakdown,
    /** the accounts that signed, fee payer first */
    signers: Type.Array(Address),
    computeUnitsConsumed: NullableInteger,
    recentBlockhash: NullableString,
    /** 'legacy' or 0 */
    version: Type.String(),
    /** distinct programs invoked (top level and inner) */
    programsCount: Type.Integer({ minimum: 0 }),
    logMessages: Type.Array(Type.String()),
    /** accounts a version-0 transaction loaded from address lookup tables (empty for legacy) */
    lookupAccounts: Type.Optional(Type.Array(Address)),
    /** the lookup tables it loaded them from, with index and access of each entry (empty for legacy) */
    addressTableLookups: Type.Array(AddressTableLookup),
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
