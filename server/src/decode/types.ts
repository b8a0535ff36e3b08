/** Records derived from one transaction; JSON-safe (amounts as base-unit integer strings). */

export type JsonValue = string | number | boolean | null | JsonValue[] | { [k: string]: JsonValue };

export interface DecodedInstruction {
  programId: string;
  programName: string;
  /** camelCase instruction name ('transferChecked', 'createAccount', 'vote', …) or 'unknown'. */
  type: string;
  /** Decoded fields (accounts by role name + data fields), null when the program is unknown. */
  parsed: { type: string; info: Record<string, JsonValue> } | null;
  /** Raw instruction data, base58 (kept for every instruction; the only content for unknown ones). */
  data: string;
  accounts: string[];
  /** 1 = outer; inner instructions carry their CPI depth. */
  stackHeight: number;
  /** Inner instructions invoked by this outer instruction (empty for inner ones). */
  inner: DecodedInstruction[];
}

export interface AccountEntry {
  pubkey: string;
  signer: boolean;
  writable: boolean;
  feePayer: boolean;
  /** 'static' | 'lookup' (loaded from an address lookup table) */
  source: 'static' | 'lookup';
  preBalance: string;
  postBalance: string;
  change: string;
}

export interface TransferRecord {
  kind: 'transfer' | 'mint' | 'burn';
  /** null for GOR (native). */
  mint: string | null;
  source: string | null;
  destination: string | null;
  sourceOwner: string | null;
  destinationOwner: string | null;
  amount: string;
  decimals: number;
  /** Position of the instruction (outer index, inner index or -1). */
  instruction: number;
  innerInstruction: number;
}

export interface MintRecord {
  /** 'create' (mint initialised) | 'mint' (mintTo) */
  type: 'create' | 'mint';
  mint: string;
  amount: string;
  decimals: number;
  account: string | null;
  owner: string | null;
  mintAuthority?: string | null;
  freezeAuthority?: string | null;
  program?: string;
}

export interface BurnRecord {
  mint: string;
  amount: string;
  decimals: number;
  account: string;
  owner: string | null;
}

export interface TokenBalanceChange {
  account: string;
  mint: string;
  owner: string | null;
  programId: string | null;
  decimals: number;
  preAmount: string;
  postAmount: string;
  change: string;
}

export interface NativeBalanceChange {
  address: string;
  preBalance: string;
  postBalance: string;
  change: string;
}

/** A token account's state after the transaction (from postTokenBalances). */
export interface TokenAccountState {
  account: string;
  mint: string;
  owner: string | null;
  programId: string | null;
  decimals: number;
  amount: string;
}

export interface AccountCreation {
  /** 'account' (system createAccount) | 'tokenAccount' | 'associatedTokenAccount' | 'mint' */
  kind: string;
  address: string;
  owner: string | null;
  mint: string | null;
}

export interface AccountClose {
  address: string;
  destination: string | null;
  owner: string | null;
}

export interface DerivedTransaction {
  signature: string;
  signatures: string[];
  slot: number;
  blockTime: number | null;
  /** Position inside the block (0-based); 0 for a lone getTransaction. */
  index: number;
  version: 'legacy' | '0';
  status: 'success' | 'failed';
  err: unknown;
  fee: number;
  feePayer: string;
  computeUnits: number | null;
  recentBlockhash: string;
  signers: string[];
  writables: string[];
  accountKeys: string[];
  accounts: AccountEntry[];
  programs: string[];
  isVote: boolean;
  instructions: DecodedInstruction[];
  /** Number of instructions, inner included. */
  instructionCount: number;
  nativeBalanceChanges: NativeBalanceChange[];
  tokenBalanceChanges: TokenBalanceChange[];
  /** Every token account listed in postTokenBalances, with its amount after the transaction. */
  tokenAccountsAfter: TokenAccountState[];
  transfers: TransferRecord[];
  mints: MintRecord[];
  burns: BurnRecord[];
  creations: AccountCreation[];
  closes: AccountClose[];
  logMessages: string[];
}

export interface DerivedBlock {
  slot: number;
  parentSlot: number;
  blockhash: string;
  previousBlockhash: string;
  blockHeight: number | null;
  blockTime: number | null;
  transactions: DerivedTransaction[];
  successCount: number;
  failedCount: number;
  totalFees: number;
  balanceChangeCount: number;
  /** transactions whose signer swapped one asset for another (decode/action.ts) */
  defiSwapCount: number;
}
