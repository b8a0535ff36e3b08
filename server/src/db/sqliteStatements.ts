/**
 * better-sqlite3 as Kysely's SQLite driver sees it, with the compiled statements kept: the driver
 * prepares every query anew, and compiling the same few dozen statements again and again was a tenth
 * of the API's time per request on SQLite (docs/scaling-log.md).
 *
 *   new SqliteDialect({ database: keptStatements(sqlite) })
 */
import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/**
 * Statements kept at most. The API's queries are a few hundred texts (lists of ids make one text per
 * length); the least recently used goes first.
 */
export const KEPT_STATEMENTS = 1000;

export function keptStatements(db: BetterSqlite3.Database, max = KEPT_STATEMENTS): SqliteDatabase {
  const kept = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => db.close(),
    prepare(sql: string) {
      const hit = kept.get(sql);
      // A statement still being iterated (a streamed export) cannot run again until it ends: that
      // rare second use gets a statement of its own.
      if (hit?.busy) return db.prepare(sql);
      if (hit) {
        kept.delete(sql);
        kept.set(sql, hit);
        return hit;
      }
      const statement = db.prepare(sql);
      kept.set(sql, statement);
      if (kept.size > max) kept.delete(kept.keys().next().value as string);
      return statement;
    },
  };
}
