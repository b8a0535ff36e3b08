/** Well-known program ids and the names the explorer shows for them. */

export const SYSTEM_PROGRAM = '11111111111111111111111111111111';
export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';
export const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL';
export const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111';
export const VOTE_PROGRAM = 'Vote111111111111111111111111111111111111111';
export const MEMO_PROGRAMS = new Set([
  'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
  'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo',
  'Memo4c2pN8afCj432Lb7RMVKi9PbQnnW7ewFFaV3oAH',
]);
export const METAPLEX_METADATA_PROGRAM = 'metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s';

export const PROGRAM_NAMES: Record<string, string> = {
  [SYSTEM_PROGRAM]: 'System Program',
  [TOKEN_PROGRAM]: 'Token Program',
  [TOKEN_2022_PROGRAM]: 'Token-2022 Program',
  [ASSOCIATED_TOKEN_PROGRAM]: 'Associated Token Program',
  [COMPUTE_BUDGET_PROGRAM]: 'Compute Budget Program',
  [VOTE_PROGRAM]: 'Vote Program',
  MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr: 'Memo Program',
  Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo: 'Memo Program v1',
  Memo4c2pN8afCj432Lb7RMVKi9PbQnnW7ewFFaV3oAH: 'Memo Program',
  Stake11111111111111111111111111111111111111: 'Stake Program',
  AddressLookupTab1e1111111111111111111111111: 'Address Lookup Table Program',
  BPFLoaderUpgradeab1e11111111111111111111111: 'BPF Upgradeable Loader',
  BPFLoader2111111111111111111111111111111111: 'BPF Loader 2',
  Config1111111111111111111111111111111111111: 'Config Program',
  Ed25519SigVerify111111111111111111111111111: 'Ed25519 SigVerify Program',
  KeccakSecp256k11111111111111111111111111111: 'Secp256k1 SigVerify Program',
  [METAPLEX_METADATA_PROGRAM]: 'Metaplex Token Metadata',
};

export function programName(programId: string): string {
  return PROGRAM_NAMES[programId] ?? 'Unknown Program';
}

export function isTokenProgram(programId: string): boolean {
  return programId === TOKEN_PROGRAM || programId === TOKEN_2022_PROGRAM;
}

/** Vote program instruction names by their u32 discriminator (VoteInstruction enum order). */
export const VOTE_INSTRUCTIONS = [
  'initializeAccount',
  'authorize',
  'vote',
  'withdraw',
  'updateValidatorIdentity',
  'updateCommission',
  'voteSwitch',
  'authorizeChecked',
  'updateVoteState',
  'updateVoteStateSwitch',
  'authorizeWithSeed',
  'authorizeCheckedWithSeed',
  'compactUpdateVoteState',
  'compactUpdateVoteStateSwitch',
  'towerSync',
  'towerSyncSwitch',
];
