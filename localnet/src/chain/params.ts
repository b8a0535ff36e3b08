// Protocol constants shared by the chain's parts (chain.ts re-exports the public ones).
export const LAMPORTS_PER_GOR = 1_000_000_000n;
export const SLOTS_PER_EPOCH = 432_000;
export const MAX_BLOCKHASH_AGE = 150;
export const FINALITY_DEPTH = 32;
/** Blocks kept in memory: a blockhash must be checkable for its whole validity and the finalized block must be in reach. */
export const RECENT_BLOCKS = MAX_BLOCKHASH_AGE + FINALITY_DEPTH + 8;
export const SYSTEM_OWNER = new Uint8Array(32);
