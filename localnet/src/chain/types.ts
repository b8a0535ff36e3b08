// Shapes shared by the chain's parts and by its users (chain.ts re-exports the public ones).
import type { JsonMeta } from '../meta';
import type { AccountRow } from '../store';
import type { JsonTxError } from '../txerror';
import type { ParsedTx } from '../wire';

export interface ExecOutcome {
  signature: string;
  /** false: rejected before execution (no fee, never in a block) */
  landed: boolean;
  err: JsonTxError | null;
  logs: string[];
  unitsConsumed: number;
}
export interface SimOutcome {
  err: JsonTxError | null;
  logs: string[];
  unitsConsumed: number;
  accounts?: Array<AccountRow | null>;
}
export type Commitment = 'processed' | 'confirmed' | 'finalized';

export interface ChainOptions {
  ledger: string;
  seed: number;
  skipRate: number;
  /** fsync every slot commit (default true); bulk generation turns it off */
  durable?: boolean;
  /** wall clock in ms (block times, vote timestamps); bulk generation uses a virtual one */
  clock?: () => number;
}

export interface SignatureStatus {
  slot: number;
  err: JsonTxError | null;
  commitment: Commitment;
  confirmations: number | null;
}

/** A transaction executed into the open slot, waiting for the slot to close into a block. */
export interface PendingTx {
  tx: ParsedTx;
  meta: JsonMeta;
  accountKeys: string[];
  memo: string | null;
}

/** What the node remembers of a recent block without reading the ledger. */
export interface RecentBlock {
  slot: number;
  blockhash: string;
  blockHeight: number;
  sigs: Array<[string, JsonTxError | null]>;
}
