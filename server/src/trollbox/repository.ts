// The trollbox's storage: its messages and the admin's settings (the on/off switch).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface MessageRow {
  id: number;
  created_at: number;
  author: string;
  text: string;
}

/** A stored setting's value, undefined when never written. */
export async function settingValue(db: Kysely<Database>, key: string): Promise<string | undefined> {
  const r = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return r?.value;
}

export async function writeSetting(db: Kysely<Database>, key: string, value: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

/** The newest messages (before message id `before` when given), newest first. */
export async function latestMessages(
  db: Kysely<Database>,
  limit: number,
  before?: number,
): Promise<MessageRow[]> {
  let q = db.selectFrom('trollbox_messages').selectAll().orderBy('id', 'desc').limit(limit);
  if (before !== undefined) q = q.where('id', '<', before);
  return (await q.execute()) as MessageRow[];
}

/** Stores a message; its id. */
export async function insertMessage(
  db: Kysely<Database>,
  m: { createdAt: number; author: string; text: string },
): Promise<number> {
  const row = await db
    .insertInto('trollbox_messages')
    .values({ created_at: m.createdAt, author: m.author, text: m.text })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Deletes a message; false when there was none with that id. */
export async function deleteMessage(db: Kysely<Database>, id: number): Promise<boolean> {
  const r = await db.deleteFrom('trollbox_messages').where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
