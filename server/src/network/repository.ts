// The network feature's reads (and the price history it keeps): snapshots, the newest blocks, the
// validators table, the richest accounts and the indexer's checkpoint. Every function takes the
// database, so the services and routes above hold no SQL and tests can call them on any database.
import type { Kysely } from 'kysely';
import { ZERO_AMOUNT_KEY, type Database } from '../db/schema';
import { totalOf } from '../db/totals';

/** The indexer's newest network snapshot. */
export function latestSnapshot(db: Kysely<Database>) {
  return db.selectFrom('network_snapshots').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** Slot, height, epoch and time of the newest indexed block. */
export function newestBlock(db: Kysely<Database>) {
  return db
    .selectFrom('blocks')
    .select(['slot', 'height', 'epoch', 'block_time'])
    .orderBy('slot', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function validatorCount(db: Kysely<Database>): Promise<number> {
  const v = await db
    .selectFrom('validators')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(v?.n ?? 0);
}

/** Indexed transactions: the blocks' counts, kept as blocks are written and rolled back. */
export const transactionCount = (db: Kysely<Database>): Promise<number> =>
  totalOf(db, 'indexed_transactions');

/** Time and transaction count of the blocks stamped at or after `since` (blocks_block_time serves the range). */
export function blocksSince(db: Kysely<Database>, since: number) {
  return db
    .selectFrom('blocks')
    .select(['block_time', 'tx_count'])
    .where('block_time', '>=', since)
    .execute();
}

/** The timed block `offset` blocks below the newest (0 = the newest), for measuring the slot time. */
export function timedBlock(db: Kysely<Database>, offset: number) {
  const timed = db
    .selectFrom('blocks')
    .select(['slot', 'block_time'])
    .where('block_time', 'is not', null)
    .orderBy('slot', 'desc');
  return (offset > 0 ? timed.offset(offset) : timed).limit(1).executeTakeFirst();
}

/** Every validator, biggest stake first. */
export function validatorsByStake(db: Kysely<Database>) {
  return db
    .selectFrom('validators')
    .selectAll()
    .orderBy('activated_stake_key', 'desc')
    .orderBy('vote_pubkey')
    .execute();
}

/** The validator whose identity or vote account is `address`. */
export function validatorByAddress(db: Kysely<Database>, address: string) {
  return db
    .selectFrom('validators')
    .selectAll()
    .where((eb) => eb.or([eb('node_pubkey', '=', address), eb('vote_pubkey', '=', address)]))
    .executeTakeFirst();
}

export async function voteAccounts(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('validators').select('vote_pubkey').execute();
  return rows.map((r) => r.vote_pubkey);
}

/** Which of these addresses are validator identities. */
export async function validatorIdentities(db: Kysely<Database>, addresses: string[]): Promise<Set<string>> {
  if (addresses.length === 0) return new Set();
  const rows = await db
    .selectFrom('validators')
    .select(['node_pubkey'])
    .where('node_pubkey', 'in', addresses)
    .execute();
  return new Set(rows.map((v) => v.node_pubkey));
}

/**
 * One page of accounts by GOR balance. accounts_lamports (lamports_key, address_id) serves the order
 * without a sort, and the rows an offset passes over are read from that index alone: only the page's
 * own rows look up their addresses, so a deep page costs little more than the first. The key is the
 * balance itself, zero-padded.
 */
export async function richestAccounts(db: Kysely<Database>, limit: number, offset: number) {
  const page = db
    .selectFrom('accounts')
    .select(['address_id', 'lamports_key'])
    .where('lamports_key', '>', ZERO_AMOUNT_KEY)
    .orderBy('lamports_key', 'desc')
    .orderBy('address_id', 'desc')
    .limit(limit)
    .offset(offset)
    .as('page');
  const rows = await db
    .selectFrom(page)
    .innerJoin('addresses', 'addresses.id', 'page.address_id')
    .select(['addresses.address as address', 'page.lamports_key as lamports_key'])
    .orderBy('page.lamports_key', 'desc')
    .orderBy('page.address_id', 'desc')
    .execute();
  return rows.map((r) => ({ address: r.address, lamports: BigInt(r.lamports_key).toString() }));
}

/** Accounts holding any GOR: the total kept as balances are written. */
export function holderCount(db: Kysely<Database>): Promise<number> {
  return totalOf(db, 'funded_accounts');
}

/** The indexer's checkpoint: the last slot it wrote, or null before its first block. */
export async function checkpointSlot(db: Kysely<Database>): Promise<number | null> {
  const c = await db.selectFrom('checkpoint').select(['slot']).where('id', '=', 1).executeTakeFirst();
  return c ? Number(c.slot) : null;
}

/** Stores one price sample; a sample already stored for that time stays. */
export async function recordPrice(
  db: Kysely<Database>,
  sample: { takenAt: number; price: number; source: string },
): Promise<void> {
  await db
    .insertInto('price_history')
    .values({ taken_at: sample.takenAt, price: sample.price, source: sample.source })
    .onConflict((oc) => oc.column('taken_at').doNothing())
    .execute();
}

/** The newest stored price of `source` taken within [from, to], or null. */
export async function storedPrice(
  db: Kysely<Database>,
  source: string,
  from: number,
  to: number,
): Promise<number | null> {
  const old = await db
    .selectFrom('price_history')
    .select(['price'])
    .where('source', '=', source)
    .where('taken_at', '<=', to)
    .where('taken_at', '>=', from)
    .orderBy('taken_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return old ? Number(old.price) : null;
}

/** What /metrics reports of the index at scrape time. */
export async function indexFigures(
  db: Kysely<Database>,
): Promise<{ height: number | null; tps: number | null; validators: number }> {
  const b = await newestBlock(db);
  const s = await latestSnapshot(db);
  const validators = await validatorCount(db);
  return { height: b?.height ?? null, tps: s ? s.tps : null, validators };
}
