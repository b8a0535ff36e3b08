// What an address is: a mint, a validator identity or vote account, a token account, a program or a
// plain account — from the indexed tables (no RPC on the request path).
import type { Kysely } from 'kysely';
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
import type { Database, MintRow, TokenAccountRow, AccountRow } from '../db/schema';

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

export async function addressFacts(db: Kysely<Database>, address: string): Promise<AddressFacts> {
  const [account, mint, tokenAccount, validator] = await Promise.all([
    db.selectFrom('accounts').selectAll().where('address', '=', address).executeTakeFirst(),
    db.selectFrom('mints').selectAll().where('address', '=', address).executeTakeFirst(),
    db.selectFrom('token_accounts').selectAll().where('address', '=', address).executeTakeFirst(),
    db
      .selectFrom('validators')
      .select(['node_pubkey', 'vote_pubkey'])
      .where((eb) => eb.or([eb('node_pubkey', '=', address), eb('vote_pubkey', '=', address)]))
      .executeTakeFirst(),
  ]);
  return {
    account,
    mint,
    tokenAccount,
    validator,
    program: KNOWN_PROGRAMS.has(address) || Boolean(account?.owner && LOADER_IDS.has(account.owner)),
  };
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
