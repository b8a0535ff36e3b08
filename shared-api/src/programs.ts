// The one list of well-known program ids (base58) and the names the explorer shows for them. Read by
// the server (decoding, address facts), localnet (genesis, instruction building), the pages
// (instruction types) and the benchmarks. Constants only: safe to import from any process or bundle.

export const SYSTEM_PROGRAM = '11111111111111111111111111111111';
export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';
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

export const MEMO_PROGRAMS: readonly string[] = [MEMO_PROGRAM, MEMO_V1_PROGRAM, MEMO_V3_PROGRAM];
export const LOADER_PROGRAMS: readonly string[] = [
  BPF_UPGRADEABLE_LOADER,
  BPF_LOADER_2,
  BPF_LOADER_1,
  NATIVE_LOADER,
  LOADER_V4,
];

/** The names the explorer shows for known programs. */
export const PROGRAM_NAMES: Readonly<Record<string, string>> = {
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
  [ADDRESS_LOOKUP_TABLE_PROGRAM]: 'Address Lookup Table Program',
  [BPF_UPGRADEABLE_LOADER]: 'BPF Upgradeable Loader',
  [BPF_LOADER_2]: 'BPF Loader 2',
  [CONFIG_PROGRAM]: 'Config Program',
  [ED25519_PROGRAM]: 'Ed25519 SigVerify Program',
  [SECP256K1_PROGRAM]: 'Secp256k1 SigVerify Program',
  [METAPLEX_METADATA_PROGRAM]: 'Metaplex Token Metadata',
};
