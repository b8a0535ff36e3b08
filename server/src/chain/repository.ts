// The chain feature's reads: blocks, what an address is and holds, and the block/token lookups of
// the search. Transactions themselves come from the compact store's reader (db/txstore), shared by
// every feature so its decoded-body cache is one.
import { sql, type Expression, type Kysely } from 'kysely';
import { cursorCodec, SLOT, TX_INDEX } from '../http/cursor';
import { finishPage, rowsToRead, type Page, type PageQuery } from '../http/page';
import { addressIdQuery } from '../db/addresses';
import { historyPage } from '../db/history';
import { indexOfTx, slotOfTx, txId } from '../db/txid';
import type { AccountRow, Database, TokenAccountRow } from '../db/schema';
import { mintByAddress, searchCondition } from '../mints/repository';
import { KNOWN_PROGRAMS, LOADER_IDS, type AddressFacts } from '../accounts/addresses';

export function blockByHeight(db: Kysely<Database>, height: number) {
  return db.selectFrom('blocks').selectAll().where('height', '=', height).executeTakeFirst();
}

/** The newest blocks, newest first. */
export function latestBlocks(db: Kysely<Database>, limit: number) {
  return db.selectFrom('blocks').selectAll().orderBy('slot', 'desc').limit(limit).execute();
}

/** Block time of the block at `slot` (null when unknown or not indexed). */
export async function blockTimeAt(db: Kysely<Database>, slot: number): Promise<number | null> {
  const b = await db.selectFrom('blocks').select(['block_time']).where('slot', '=', slot).executeTakeFirst();
  return b?.block_time == null ? null : Number(b.block_time);
}

/** Whether a block of this height is indexed (the search's block hit). */
export async function blockExists(db: Kysely<Database>, height: number): Promise<boolean> {
  const b = await db.selectFrom('blocks').select(['height']).where('height', '=', height).executeTakeFirst();
  return b !== undefined;
}

/** Everything the index knows about an address, for its page, its type and the search. */
export async function addressFacts(db: Kysely<Database>, address: string): Promise<AddressFacts> {
  const [account, mint, tokenAccount, validator] = await Promise.all([
    accountRow(db, address),
    mintByAddress(db, address),
    tokenAccountRow(db, address),
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

/** The account row of `address`, its address spelled out. */
async function accountRow(db: Kysely<Database>, address: string): Promise<AccountRow | undefined> {
  const r = await db
    .selectFrom('accounts')
    .innerJoin('addresses', 'addresses.id', 'accounts.address_id')
    .selectAll('accounts')
    .where('addresses.address', '=', address)
    .executeTakeFirst();
  if (!r) return undefined;
  const { address_id: _id, ...rest } = r;
  return { ...rest, address };
}

/** Token accounts (t) with their own address (a) and their mint's (m) spelled out. */
function namedTokenAccounts(db: Kysely<Database>) {
  return db
    .selectFrom('token_accounts as t')
    .innerJoin('addresses as a', 'a.id', 't.address_id')
    .innerJoin('addresses as m', 'm.id', 't.mint_id');
}

/** The token account row of `address`, its addresses spelled out. */
function tokenAccountRow(db: Kysely<Database>, address: string): Promise<TokenAccountRow | undefined> {
  return namedTokenAccounts(db)
    .innerJoin('addresses as o', 'o.id', 't.owner_id')
    .select([
      'a.address as address',
      'm.address as mint',
      'o.address as owner',
      't.amount as amount',
      't.amount_key as amount_key',
      't.program as program',
      't.updated_slot as updated_slot',
    ])
    .where('a.address', '=', address)
    .executeTakeFirst();
}

/** Token accounts owned by a wallet, with their mint's metadata (token_accounts_owner index). */
export function ownedTokens(db: Kysely<Database>, owner: string) {
  return namedTokenAccounts(db)
    .leftJoin('mints', 'mints.address', 'm.address')
    .select([
      'a.address as account',
      'm.address as mint',
      't.amount as amount',
      'mints.decimals as decimals',
      'mints.symbol as symbol',
      'mints.name as name',
      'mints.logo as logo',
      'mints.metadata as metadata',
    ])
    .where('t.owner_id', '=', addressIdQuery(db, owner))
    .orderBy('m.address')
    .orderBy('a.address')
    .limit(1000)
    .execute();
}

export async function mintDecimals(db: Kysely<Database>, mint: string): Promise<number> {
  const m = await db.selectFrom('mints').select(['decimals']).where('address', '=', mint).executeTakeFirst();
  return Number(m?.decimals ?? 0);
}

/** An account's GOR balance row, if the index has the account. */
export function accountBalance(db: Kysely<Database>, address: string) {
  return db
    .selectFrom('accounts')
    .innerJoin('addresses', 'addresses.id', 'accounts.address_id')
    .select(['accounts.lamports as lamports'])
    .where('addresses.address', '=', address)
    .executeTakeFirst();
}

/** Whether the address is an indexed token account. */
export async function isTokenAccount(db: Kysely<Database>, address: string): Promise<boolean> {
  const t = await db
    .selectFrom('token_accounts')
    .innerJoin('addresses', 'addresses.id', 'token_accounts.address_id')
    .select(['token_accounts.address_id'])
    .where('addresses.address', '=', address)
    .executeTakeFirst();
  return t !== undefined;
}

/**
 * An address's count of the transactions its history lists, kept as they are written
 * (`accounts.tx_count` counts votes too). 0 for a hot address; null for one never met.
 */
export async function accountTxCount(db: Kysely<Database>, address: string): Promise<number | null> {
  const r = await db
    .selectFrom('addresses')
    .leftJoin('accounts', 'accounts.address_id', 'addresses.id')
    .select('accounts.history_count')
    .where('addresses.address', '=', address)
    .executeTakeFirst();
  return r ? Number(r.history_count ?? 0) : null;
}

/**
 * The most held mints, matched by any part of their names: read in holders order from mints_holders
 * and filtered, a bounded walk whatever the number of mints. Others only by the start of a name.
 */
export const SUBSTRING_SEARCHED_MINTS = 1_000;
/** Mints read per index for a start: enough to rank by holders what a few typed letters name. */
const START_MATCHES_READ = 200;

/** The first string after every string that starts with `prefix`. */
const pastPrefix = (prefix: string): string =>
  prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);

/** Tokens whose symbol, name or address contains `text` (see SUBSTRING_SEARCHED_MINTS), most held first. */
export async function tokensMatching(db: Kysely<Database>, text: string, limit: number) {
  if (text === '') return [];
  const columns = ['address', 'symbol', 'name', 'holder_count'] as const;
  // Both keys descending: mints_holders (holder_count, address) read backwards, no sort.
  const mostHeld = db
    .selectFrom('mints')
    .select(columns)
    .orderBy('holder_count', 'desc')
    .orderBy('address', 'desc')
    .limit(SUBSTRING_SEARCHED_MINTS)
    .as('most_held');
  const lower = text.toLowerCase();
  const startsWith = (key: Expression<string>, prefix: string) =>
    db
      .selectFrom('mints')
      .select(columns)
      .where(key, '>=', prefix)
      .where(key, '<', pastPrefix(prefix))
      .limit(START_MATCHES_READ)
      .execute();
  const [popular, ...starts] = await Promise.all([
    db
      .selectFrom(mostHeld)
      .selectAll()
      .where(searchCondition(text))
      .orderBy('holder_count', 'desc')
      .orderBy('address', 'desc')
      .limit(limit)
      .execute(),
    startsWith(sql<string>`address`, text),
    // The expressions of the indexes mints_name and mints_name_start.
    startsWith(sql<string>`lower(coalesce(symbol, name, address))`, lower),
    startsWith(sql<string>`lower(coalesce(name, ''))`, lower),
  ]);
  const byAddress = new Map([...popular, ...starts.flat()].map((m) => [m.address, m]));
  return [...byAddress.values()]
    .sort((a, b) => Number(b.holder_count) - Number(a.holder_count) || (a.address < b.address ? 1 : -1))
    .slice(0, limit);
}

/** An address's transactions' cursor: `<slot>.<index>` of the last transaction shown. */
export const addressTxCursor = cursorCodec([SLOT, TX_INDEX], {
  read: ([slot, index]) => txId(slot, index),
  write: (id: number) => [slotOfTx(id), indexOfTx(id)],
});

/**
 * A page of an address's transaction positions, newest first: after the cursor, or at page `page`
 * (a jump, skipping along the posting lists; the page bound keeps that small).
 */
export async function addressTxPage(
  db: Kysely<Database>,
  historyId: number,
  { limit, after, page }: PageQuery<number> & { page?: number },
): Promise<Page<number>> {
  const skip = after === undefined && page !== undefined && page > 1 ? (page - 1) * limit : 0;
  const ids = await historyPage(db, historyId, { before: after, skip, limit: rowsToRead(limit) });
  return finishPage(ids, limit, addressTxCursor.encode);
}

/** The symbols of these mints where their metadata gave one (mints by address: its primary key). */
export async function mintSymbols(db: Kysely<Database>, mints: string[]): Promise<Map<string, string>> {
  if (mints.length === 0) return new Map();
  const rows = await db
    .selectFrom('mints')
    .select(['address', 'symbol'])
    .where('address', 'in', mints)
    .execute();
  return new Map(rows.flatMap((r) => (r.symbol ? [[r.address, r.symbol] as [string, string]] : [])));
}
