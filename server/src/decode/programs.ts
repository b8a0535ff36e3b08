// Well-known program ids and the names the explorer shows for them. The ids and names live once in
// shared-api/programs (server, localnet, pages and benchmarks read them).
import {
  MEMO_PROGRAMS as MEMO_PROGRAM_LIST,
  PROGRAM_NAMES,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
} from 'shared-api/programs';

export {
  ASSOCIATED_TOKEN_PROGRAM,
  COMPUTE_BUDGET_PROGRAM,
  METAPLEX_METADATA_PROGRAM,
  PROGRAM_NAMES,
  SYSTEM_PROGRAM,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
  VOTE_PROGRAM,
} from 'shared-api/programs';
export const MEMO_PROGRAMS = new Set(MEMO_PROGRAM_LIST);

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
