/**
 * Addresses whose history the address index does not keep: the programs and sysvars that appear in
 * a large share of all transactions (System, Vote, Compute Budget, the token programs, the
 * associated-token program, memo, sysvars). Indexing them would make the address index grow by a
 * row for almost every transaction and serve a page nobody can page through; their pages say so
 * instead. Vote transactions are kept out of the address index altogether for the same reason (a
 * validator's identity and vote account sign a vote every slot).
 */
import {
  ASSOCIATED_TOKEN_PROGRAM,
  COMPUTE_BUDGET_PROGRAM,
  MEMO_PROGRAMS,
  SYSTEM_PROGRAM,
  SYSVAR_CLOCK,
  SYSVAR_RENT,
  SYSVAR_STAKE_HISTORY,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
  VOTE_PROGRAM,
} from 'shared-api/programs';

const HOT = new Set<string>([
  SYSTEM_PROGRAM,
  VOTE_PROGRAM,
  COMPUTE_BUDGET_PROGRAM,
  TOKEN_PROGRAM,
  TOKEN_2022_PROGRAM,
  ASSOCIATED_TOKEN_PROGRAM,
  ...MEMO_PROGRAMS,
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
]);

/** Whether the address index keeps this address's transactions. */
export function historyIndexed(address: string): boolean {
  return !HOT.has(address);
}
