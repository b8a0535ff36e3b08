// What an address is: a mint, a validator identity or vote account, a token account, a program or a
// plain account — from the indexed tables (no RPC on the request path; repository.ts reads them).
import { LOADER_PROGRAMS, PROGRAM_NAMES } from 'shared-api/programs';
import type { MintRow, TokenAccountRow, AccountRow } from '../db/schema';

export const LOADER_IDS = new Set(LOADER_PROGRAMS);

/**
 * Every program the explorer knows by name (native, SPL and the well-known ones) and the loaders:
 * shown as programs, not wallets, and given a page even before the index has seen them.
 */
export const KNOWN_PROGRAMS: ReadonlySet<string> = new Set([...Object.keys(PROGRAM_NAMES), ...LOADER_IDS]);

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
