/**
 * Addresses the address index leaves out: programs and sysvars in a large share of all transactions,
 * whose history would grow by nearly every transaction and page nowhere; their pages say so. Vote
 * transactions are left out altogether for the same reason.
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
