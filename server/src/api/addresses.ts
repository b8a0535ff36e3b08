// What an address is: a mint, a validator identity or vote account, a token account, a program or a
// plain account — from the indexed tables (no RPC on the request path).
import type { Kysely } from 'kysely';
import type { Database, MintRow, TokenAccountRow, AccountRow } from '../db/schema';

export const LOADER_IDS = new Set([
  'BPFLoaderUpgradeab1e11111111111111111111111',
  'BPFLoader2111111111111111111111111111111111',
  'BPFLoader1111111111111111111111111111111111',
  'NativeLoader1111111111111111111111111111111',
  'LoaderV411111111111111111111111111111111111',
]);

/** Native and SPL programs every transaction references: shown as programs, not wallets. */
export const KNOWN_PROGRAMS = new Set([
  '11111111111111111111111111111111',
  'ComputeBudget111111111111111111111111111111',
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
  'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
  'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
  'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo',
  'Vote111111111111111111111111111111111111111',
  'Stake11111111111111111111111111111111111111',
  'Config1111111111111111111111111111111111111',
  'AddressLookupTab1e1111111111111111111111111',
  'metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s',
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
