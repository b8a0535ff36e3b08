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
  SYSVARS,
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
  ...SYSVARS,
]);

/** Whether the address index keeps this address's transactions. */
export function historyIndexed(address: string): boolean {
  return !HOT.has(address);
}
