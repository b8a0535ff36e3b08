/**
 * An address's integer id, the key every chain table stores it by: alone, or as a subquery (no extra
 * round trip).
 *   const id = await addressId(db, address); // null: nothing stored names it
 *   db.selectFrom('token_holders').where('mint_id', '=', addressIdQuery(db, mint))
 */
import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** The id of `address` as a scalar subquery (NULL when it has none). */
export function addressIdQuery(db: Kysely<Database>, address: string) {
  return db.selectFrom('addresses').select('id').where('address', '=', address);
}

/** The id of `address`, or null when no stored transaction or state names it. */
export async function addressId(db: Kysely<Database>, address: string): Promise<number | null> {
  const r = await addressIdQuery(db, address).executeTakeFirst();
  return r ? Number(r.id) : null;
}
