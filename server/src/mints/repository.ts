// The mints table as two features read it: one mint, and the name search the tokens list and the
// search box share.
import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Database } from '../db/schema';
import { listedTokensMatching } from './names';

/** `%text%` for LIKE with the wildcards of the user's text escaped. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export type MintQuery = SelectQueryBuilder<Database, 'mints', object>;

/** Listed mints a search may name by the token list's symbol or name alone (those without metadata). */
const LISTED_MATCHES = 50;

/**
 * Case-insensitive substring match on symbol, name or mint address (same on SQLite and PostgreSQL),
 * and the mints the token list names so (a well-known mint without metadata, wrapped native); on the
 * mints table or any set of its rows with those columns.
 */
export function searchCondition(text: string): RawBuilder<SqlBool> {
  const p = likePattern(text);
  const listed = listedTokensMatching(text, LISTED_MATCHES).map((t) => t.address);
  return sql<SqlBool>`(lower(coalesce(symbol, '')) like ${p} escape '\\'
    or lower(coalesce(name, '')) like ${p} escape '\\'
    or lower(address) like ${p} escape '\\'
    ${listed.length ? sql`or address in (${sql.join(listed)})` : sql``})`;
}

/** The mints `search` names (searchCondition); every mint without one. */
export function whereSearch<Q extends MintQuery>(q: Q, search: string | undefined): Q {
  const text = search?.trim();
  return text ? (q.where(searchCondition(text)) as Q) : q;
}

export function mintByAddress(db: Kysely<Database>, address: string) {
  return db.selectFrom('mints').selectAll().where('address', '=', address).executeTakeFirst();
}
