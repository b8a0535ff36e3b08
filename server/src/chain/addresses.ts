// What an address is: a mint, a validator identity or vote account, a token account, a program or a
// plain account — from the indexed tables (no RPC on the request path; repository.ts reads them).
import {
  ADDRESS_LOOKUP_TABLE_PROGRAM,
  ASSOCIATED_TOKEN_PROGRAM,
  COMPUTE_BUDGET_PROGRAM,
  CONFIG_PROGRAM,
  LOADER_PROGRAMS,
  MEMO_PROGRAM,
  MEMO_V1_PROGRAM,
  METAPLEX_METADATA_PROGRAM,
  STAKE_PROGRAM,
  SYSTEM_PROGRAM,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
  VOTE_PROGRAM,
} from 'shared-api/programs';
import type { MintRow, TokenAccountRow, AccountRow } from '../db/schema';

export const LOADER_IDS = new Set(LOADER_PROGRAMS);

/** Native and SPL programs every transaction references: shown as programs, not wallets. */
export const KNOWN_PROGRAMS = new Set([
  SYSTEM_PROGRAM,
  COMPUTE_BUDGET_PROGRAM,
  TOKEN_PROGRAM,
  TOKEN_2022_PROGRAM,
  ASSOCIATED_TOKEN_PROGRAM,
  MEMO_PROGRAM,
  MEMO_V1_PROGRAM,
  VOTE_PROGRAM,
  STAKE_PROGRAM,
  CONFIG_PROGRAM,
  ADDRESS_LOOKUP_TABLE_PROGRAM,
  METAPLEX_METADATA_PROGRAM,
  ...LOADER_IDS,
]);

export interface AddressFacts {
  account: AccountRow | undefined;
  mint: MintRow | undefined;
  tokenAccount: TokenAccountRow | undefined;
  validator: { node_pubkey: string; vote_pubkey: string } | undefined;
  /** a program that appeared in an indexed instruction */
  program: boolean;
}

export function exists(f: AddressFacts): boolean {
  return Boolean(f.account || f.mint || f.tokenAccount || f.validator);
}

export type Kind = 'validator' | 'vote' | 'token_account' | 'mint' | 'wallet' | 'program';

export function kindOf(address: string, f: AddressFacts): Kind {
  if (f.validator) return f.validator.node_pubkey === address ? 'validator' : 'vote';
  if (f.mint) return 'mint';
  if (f.tokenAccount) return 'token_account';
  if (f.program) return 'program';
  return 'wallet';
}
