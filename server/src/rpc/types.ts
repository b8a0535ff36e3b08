/** Wire types of the Solana JSON-RPC responses the indexer reads (`encoding: "json"`). */

export interface RpcTokenAmount {
  amount: string;
  decimals: number;
  uiAmount?: number | null;
  uiAmountString?: string;
}

export interface RpcTokenBalance {
  accountIndex: number;
  mint: string;
  owner?: string;
  programId?: string;
  uiTokenAmount: RpcTokenAmount;
}

export interface RpcCompiledInstruction {
  programIdIndex: number;
  accounts: number[];
  /** base58 */
  data: string;
  stackHeight?: number | null;
}

export interface RpcInnerInstructions {
  index: number;
  instructions: RpcCompiledInstruction[];
}

export interface RpcLoadedAddresses {
  writable: string[];
  readonly: string[];
}

export interface RpcTransactionMeta {
  err: unknown;
  fee: number;
  preBalances: number[];
  postBalances: number[];
  innerInstructions?: RpcInnerInstructions[] | null;
  logMessages?: string[] | null;
  preTokenBalances?: RpcTokenBalance[] | null;
  postTokenBalances?: RpcTokenBalance[] | null;
  loadedAddresses?: RpcLoadedAddresses | null;
  computeUnitsConsumed?: number | null;
  status?: unknown;
}

export interface RpcMessageHeader {
  numRequiredSignatures: number;
  numReadonlySignedAccounts: number;
  numReadonlyUnsignedAccounts: number;
}

export interface RpcAddressTableLookup {
  accountKey: string;
  writableIndexes: number[];
  readonlyIndexes: number[];
}

export interface RpcMessage {
  accountKeys: string[];
  header: RpcMessageHeader;
  recentBlockhash: string;
  instructions: RpcCompiledInstruction[];
  addressTableLookups?: RpcAddressTableLookup[] | null;
}

export interface RpcTransaction {
  signatures: string[];
  message: RpcMessage;
}

export interface RpcTransactionWithMeta {
  transaction: RpcTransaction;
  meta: RpcTransactionMeta | null;
  version?: 'legacy' | 0 | number;
}

/** getTransaction result. */
export interface RpcConfirmedTransaction extends RpcTransactionWithMeta {
  slot: number;
  blockTime?: number | null;
}

export interface RpcBlock {
  blockhash: string;
  previousBlockhash: string;
  parentSlot: number;
  blockHeight?: number | null;
  blockTime?: number | null;
  transactions?: RpcTransactionWithMeta[];
  rewards?: unknown[];
}

export interface RpcEpochInfo {
  absoluteSlot: number;
  blockHeight: number;
  epoch: number;
  slotIndex: number;
  slotsInEpoch: number;
  transactionCount?: number | null;
}

export interface RpcSupply {
  context: { slot: number };
  value: { total: number; circulating: number; nonCirculating: number; nonCirculatingAccounts?: string[] };
}

export interface RpcPerformanceSample {
  slot: number;
  numTransactions: number;
  numNonVoteTransactions?: number;
  numSlots: number;
  samplePeriodSecs: number;
}

export interface RpcVoteAccount {
  votePubkey: string;
  nodePubkey: string;
  activatedStake: number;
  epochVoteAccount: boolean;
  commission: number;
  lastVote: number;
  rootSlot: number;
  epochCredits: [number, number, number][];
}

export interface RpcVoteAccounts {
  current: RpcVoteAccount[];
  delinquent: RpcVoteAccount[];
}

export interface RpcAccountInfo {
  lamports: number;
  owner: string;
  /** [base64, "base64"] */
  data: [string, string];
  executable: boolean;
  rentEpoch?: number;
  space?: number;
}

export interface RpcEpochSchedule {
  slotsPerEpoch: number;
  leaderScheduleSlotOffset: number;
  warmup: boolean;
  firstNormalEpoch: number;
  firstNormalSlot: number;
}
