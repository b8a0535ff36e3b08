// The one list of well-known program ids (base58) and the names the explorer shows for them. Read by
// the server (decoding, address facts), localnet (genesis, instruction building), the pages
// (instruction types) and the benchmarks. Constants only: safe to import from any process or bundle.

export const SYSTEM_PROGRAM = '11111111111111111111111111111111';
export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';
/** The wrapped-native mint id used to list GOR among token holdings (not a program: an account). */
export const NATIVE_MINT = 'So11111111111111111111111111111111111111112';
export const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL';
export const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111';
export const VOTE_PROGRAM = 'Vote111111111111111111111111111111111111111';
export const STAKE_PROGRAM = 'Stake11111111111111111111111111111111111111';
export const STAKE_CONFIG = 'StakeConfig11111111111111111111111111111111';
export const CONFIG_PROGRAM = 'Config1111111111111111111111111111111111111';
export const ADDRESS_LOOKUP_TABLE_PROGRAM = 'AddressLookupTab1e1111111111111111111111111';
/** SPL Memo v2, the one deployed on Solana-derived chains (LiteSVM loads it). */
export const MEMO_PROGRAM = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr';
export const MEMO_V1_PROGRAM = 'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo';
export const MEMO_V3_PROGRAM = 'Memo4c2pN8afCj432Lb7RMVKi9PbQnnW7ewFFaV3oAH';
export const METAPLEX_METADATA_PROGRAM = 'metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s';
export const BPF_UPGRADEABLE_LOADER = 'BPFLoaderUpgradeab1e11111111111111111111111';
export const BPF_LOADER_2 = 'BPFLoader2111111111111111111111111111111111';
export const BPF_LOADER_1 = 'BPFLoader1111111111111111111111111111111111';
export const NATIVE_LOADER = 'NativeLoader1111111111111111111111111111111';
export const LOADER_V4 = 'LoaderV411111111111111111111111111111111111';
export const ED25519_PROGRAM = 'Ed25519SigVerify111111111111111111111111111';
export const SECP256K1_PROGRAM = 'KeccakSecp256k11111111111111111111111111111';

export const SYSVAR_RENT = 'SysvarRent111111111111111111111111111111111';
export const SYSVAR_CLOCK = 'SysvarC1ock11111111111111111111111111111111';
export const SYSVAR_STAKE_HISTORY = 'SysvarStakeHistory1111111111111111111111111';
/** Every sysvar account. */
export const SYSVARS: readonly string[] = [
  SYSVAR_CLOCK,
  SYSVAR_RENT,
  SYSVAR_STAKE_HISTORY,
  'SysvarS1otHashes111111111111111111111111111',
  'SysvarRecentB1ockHashes11111111111111111111',
  'SysvarEpochSchedu1e111111111111111111111111',
  'SysvarFees111111111111111111111111111111111',
  'Sysvar1nstructions1111111111111111111111111',
  'SysvarS1otHistory11111111111111111111111111',
  'SysvarRewards111111111111111111111111111111',
  'SysvarEpochRewards1111111111111111111111111',
  'SysvarLastRestartS1ot1111111111111111111111',
];

export const MEMO_PROGRAMS: readonly string[] = [MEMO_PROGRAM, MEMO_V1_PROGRAM, MEMO_V3_PROGRAM];
export const LOADER_PROGRAMS: readonly string[] = [
  BPF_UPGRADEABLE_LOADER,
  BPF_LOADER_2,
  BPF_LOADER_1,
  NATIVE_LOADER,
  LOADER_V4,
];

/**
 * Well-known programs deployed on Solana mainnet and on chains that fork it, by the names their
 * projects use. Most instructions on a real chain belong to one of these; the explorer does not
 * decode them but names them. Ids are the projects' published program addresses.
 */
export const WELL_KNOWN_PROGRAM_NAMES: Readonly<Record<string, string>> = {
  // Aggregators and DEXes
  JUP6LkbZbjS1jKKwapdHNy74zcZ3tLUZoi5QNyVTaV4: 'Jupiter Aggregator v6',
  JUP4Fb2cqiRUcaTHdrPC8h2gNsA2ETXiPDD33WcGuJB: 'Jupiter Aggregator v4',
  jupoNjAxXgZ4rjzxzPMP4oxduvQsQtZzyknqvzYNrNu: 'Jupiter Limit Order',
  DCA265Vj8a9CEuX1eb1LWRnDT7uK6q1xMipnNyatn23M: 'Jupiter DCA',
  '675kPX9MHTjS2zt1qfr1NYHuzeLXfQM9H24wFSUt1Mp8': 'Raydium AMM v4',
  CAMMCzo5YL8w4VFF8KVHrK22GGUsp5VTaW7grrKgrWqK: 'Raydium Concentrated Liquidity',
  CPMMoo8L3F4NbTegBCKVNunggL7H1ZpdTHKxQB5qKP1C: 'Raydium CPMM',
  '5quBtoiQqxF9Jv6KYKctB59NT3gtJD2Y65kdnB1Uev3h': 'Raydium Stable AMM',
  whirLbMiicVdio4qvUfM5KAg6Ct8VwpYzGff3uctyCc: 'Orca Whirlpools',
  '9W959DqEETiGZocYWCQPaJ6sBmUzgfxXfqGeTEdp3aQP': 'Orca Token Swap v2',
  '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin': 'Serum DEX v3',
  srmqPvymJeFKQ4zGQed1GFppgkRHL9kaELCbyksJtPX: 'OpenBook',
  opnb2LAfJYbRMAHHvqjCwQxanZn7ReEHp1k81EohpZb: 'OpenBook v2',
  PhoeNiXZ8ByJGLkxNfZRnkUfjvmuYqLR89jjFHGqdXY: 'Phoenix',
  LBUZKhRxPF3XUpBCjp4YzTKgLccjZhTSDM9YuVaPwxo: 'Meteora DLMM',
  Eo7WjKq67rjJQSZxS6z3YkapzY3eMj6Xy8X5EQVn5UaB: 'Meteora Pools',
  '24Uqj9JCLxUeoC3hGfh5W3s9FM9uCHDS2SG3LYwBpyTi': 'Meteora Vault',
  '2wT8Yq49kHgDzXuPxZSaeLaH1qbmGXtEyPy64bL7aD3c': 'Lifinity Swap v2',
  SSwpkEEcbUqx4vtoEByFjSkhKdCT862DNVb52nZg1UZ: 'Saber Stable Swap',
  SwaPpA9LAaLfeLi3a68M4DjnLqgtticKg6CnyNwgAC8: 'SPL Token Swap',
  '6EF8rrecthR5Dkzon8Nwu78hRvfCKubJ14M5uBEwF6P': 'Pump.fun',
  // Lending, perpetuals and staking
  MarBmsSgKXdrN1egZf5sqe1TMai9K1rChYNDJgjq7aD: 'Marinade Finance',
  SPoo1Ku8WFXoNDMHPsrGSTSG1Y47rzgn41SLUNakuHy: 'SPL Stake Pool',
  '4MangoMjqJ2firMokCjjGgoK8d4MXcrgL7XJaL3w6fVg': 'Mango v4',
  dRiftyHA39MWEi3m9aunc5MzRF1JYuBsbn6VPcn33UH: 'Drift v2',
  KLend2g3cP87fffoy8q1mQqGKjrxjC8boSyAYavgmjD: 'Kamino Lending',
  So1endDq2YkqhipRh3WViPa8hdiSpxWy6z3Z6tMCpAo: 'Solend',
  // Oracles
  FsJ3A3u2vn5cTVofAjvy6y5kwABJAqYWpe4975bi2epH: 'Pyth Oracle',
  rec5EKMGg6MxZYaMdyBfgwp4d5rB9T1VQH5pJv5LtFJ: 'Pyth Solana Receiver',
  pythWSnswVUd12oZpeFP8e9CVaEqJg25g1Vtc2biRsT: 'Pyth Price Feeds',
  SW1TCH7qEPTdLsDHRgPuMQjbQxKdH2aBStViMFnt64f: 'Switchboard v2',
  // NFTs and compression
  CndyV3LdqHUfDLmE5naZjVN8rBZz4tqhdefbAnjHG3JR: 'Metaplex Candy Machine v3',
  Guard1JwRhJkVH6XZhzoYxeBVQe872VH6QggF4BWmS9g: 'Metaplex Candy Guard',
  BGUMAp9Gq7iTEuizy4pqaxsTyUCBK68MDfK752saRPUY: 'Metaplex Bubblegum',
  hausS13jsjafwWwGqZTUQRmWyvyxn9EQpqMwV1PBBmk: 'Metaplex Auction House',
  CoREENxT6tW1HoK8ypY1SxRMZTcVPm7R94rH4PZNhX7d: 'Metaplex Core',
  cmtDvXumGCrqC1Age74AVPhSRVXJMd8PJS91L8KbNCK: 'SPL Account Compression',
  noopb9bkMVfRPU8AsbpTUg8AQkHtKwMYZiFUjNRtMmV: 'SPL Noop',
  TSWAPaqyCSx2KABk68Shruf4rp7CxcNi8hAsbdwmHbN: 'Tensor Swap',
  M2mx93ekt1fmXSVkTrUL9xVFHkmME8HTUi5Cyc5aF7K: 'Magic Eden v2',
  // Bridges, names, multisig, MEV
  worm2ZoG2kUd4vFXhvjh93UUH596ayRfgQ2MgjNMTth: 'Wormhole Core Bridge',
  wormDTUJ6AWPNvk59vGQbDvGJmqbDTdgWgAqcLBCgUb: 'Wormhole Token Bridge',
  namesLPneVptA9Z5rqUDD9tMTWEJwofgaYwp8cawRkX: 'SPL Name Service',
  SQDS4ep65T869zMMBKyuUq6aD6EgTu8psMjkvj52pCf: 'Squads v4',
  T1pyyaTNZsKv2WcRAB8oVnk93mLJw2XzjtVYqCsaHqt: 'Jito Tip Payment',
};

/** The names the explorer shows for known programs: the chain's own and the well-known ones. */
export const PROGRAM_NAMES: Readonly<Record<string, string>> = {
  ...WELL_KNOWN_PROGRAM_NAMES,
  [SYSTEM_PROGRAM]: 'System Program',
  [TOKEN_PROGRAM]: 'Token Program',
  [TOKEN_2022_PROGRAM]: 'Token-2022 Program',
  [ASSOCIATED_TOKEN_PROGRAM]: 'Associated Token Program',
  [COMPUTE_BUDGET_PROGRAM]: 'Compute Budget Program',
  [VOTE_PROGRAM]: 'Vote Program',
  [MEMO_PROGRAM]: 'Memo Program',
  [MEMO_V1_PROGRAM]: 'Memo Program v1',
  [MEMO_V3_PROGRAM]: 'Memo Program',
  [STAKE_PROGRAM]: 'Stake Program',
  [STAKE_CONFIG]: 'Stake Config',
  [ADDRESS_LOOKUP_TABLE_PROGRAM]: 'Address Lookup Table Program',
  [BPF_UPGRADEABLE_LOADER]: 'BPF Upgradeable Loader',
  [BPF_LOADER_2]: 'BPF Loader 2',
  [BPF_LOADER_1]: 'BPF Loader',
  [NATIVE_LOADER]: 'Native Loader',
  [LOADER_V4]: 'Loader v4',
  [CONFIG_PROGRAM]: 'Config Program',
  [ED25519_PROGRAM]: 'Ed25519 SigVerify Program',
  [SECP256K1_PROGRAM]: 'Secp256k1 SigVerify Program',
  [METAPLEX_METADATA_PROGRAM]: 'Metaplex Token Metadata',
};

/** The name of a known program, or null. */
export function knownProgramName(programId: string): string | null {
  return Object.prototype.hasOwnProperty.call(PROGRAM_NAMES, programId) ? PROGRAM_NAMES[programId]! : null;
}

/** Known programs whose name contains the query (case-insensitive), best first: name starts with it. */
export function findProgramsByName(query: string, limit = 5): { address: string; name: string }[] {
  const q = query.trim().toLowerCase();
  if (q.length < 2) return [];
  const hits: { address: string; name: string; rank: number }[] = [];
  for (const [address, name] of Object.entries(PROGRAM_NAMES)) {
    const at = name.toLowerCase().indexOf(q);
    if (at >= 0) hits.push({ address, name, rank: at === 0 ? 0 : 1 });
  }
  hits.sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name));
  return hits.slice(0, limit).map(({ address, name }) => ({ address, name }));
}
