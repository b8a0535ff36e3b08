/**
 * Database access: `openDatabase(url)` for `sqlite:<path>` (better-sqlite3, WAL) or `postgres://…` (pg),
 * and `migrate(db)` running the single migration list on either.
 */
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import Cursor from 'pg-cursor';
import pg from 'pg';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  type MigrationProvider,
  type Migration,
} from 'kysely';
import type { Database } from './schema';
import { migrations, PREVIOUS_LAYOUT_MESSAGE } from './migrations';
import { replicatedKysely } from './replica';
import { keptStatements } from './sqliteStatements';

export type { Database } from './schema';
/** Kysely's type, for code outside server/ (benches) that cannot resolve the package itself. */
export type { Kysely } from 'kysely';
export * from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface OpenedDatabase {
  db: Kysely<Database>;
  dialect: Dialect;
  /** The better-sqlite3 handle (SQLite only), for pragmas and fast paths. */
  sqlite?: BetterSqlite3.Database;
  /** The pg pool (PostgreSQL only; the primary's). */
  pool?: pg.Pool;
  /** The primary alone (migrations): `db` itself when there is no read replica. */
  primary: Kysely<Database>;
  /** Connection string used (for a second dedicated connection, e.g. the indexer's advisory lock). */
  url: string;
  close(): Promise<void>;
}

// pg returns int8 (BIGINT, COUNT(*)) as strings by default. Every BIGINT column of the schema holds
// slots, heights, times or counts far below 2^53, so parse them as numbers; NUMERIC (amounts) stays a
// string. Registered once for the process, so the API's pool gets the same behaviour.
pg.types.setTypeParser(pg.types.builtins.INT8, (v: string) => Number(v));

export function dialectOf(url: string): Dialect {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) return 'postgres';
  if (url.startsWith('sqlite:')) return 'sqlite';
  throw new Error(`Unsupported DATABASE_URL "${url}": use sqlite:<path> or postgres://…`);
}

/** `sqlite:./data/x.db`, `sqlite:///abs/x.db`, `sqlite::memory:` → file path for better-sqlite3. */
export function sqlitePath(url: string): string {
  let p = url.slice('sqlite:'.length);
  if (p.startsWith('//')) p = p.slice(2);
  return p === '' ? ':memory:' : p;
}

export interface OpenOptions {
  poolSize?: number;
  /**
   * SQLite: how long a statement waits for a lock (default 10 s). The wait blocks the thread, so an
   * API passes a short one and answers 503 rather than freeze every request.
   */
  busyTimeoutMs?: number;
  /** PostgreSQL: a streaming replica for reads (READ_DATABASE_URL); writes stay on `url`. */
  readUrl?: string;
}

export async function openDatabase(url: string, opts: OpenOptions = {}): Promise<OpenedDatabase> {
  const dialect = dialectOf(url);
  if (dialect === 'sqlite') {
    const file = sqlitePath(url);
    if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    const sqlite = new BetterSqlite3(file);
    // 16 KiB pages on a new database: a stored transaction is about 1 KB, and 4 KiB pages left a
    // fifth of each page unused (three rows and a remainder too small for a fourth). Only an empty
    // database takes a new page size, so existing files keep theirs.
    sqlite.pragma('page_size = 16384');
    // WAL: readers (API) never block the writer (indexer) and vice versa; NORMAL sync is durable
    // across process crashes (only an OS crash may lose the last commits, never corrupt).
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma(`busy_timeout = ${Math.max(0, Math.floor(opts.busyTimeoutMs ?? 10000))}`);
    sqlite.pragma('cache_size = -65536');
    sqlite.pragma('temp_store = MEMORY');
    sqlite.pragma('mmap_size = 268435456');
    sqlite.pragma('foreign_keys = OFF');
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: keptStatements(sqlite) }) });
    return {
      db,
      primary: db,
      dialect,
      sqlite,
      url,
      async close() {
        await db.destroy();
      },
    };
  }
  // A server that is down or unreachable fails a connect within 5 s (never an endless wait).
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.poolSize ?? 10,
    connectionTimeoutMillis: 5000,
  });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => undefined);
  // pg-cursor: `.stream()` reads large results (the wallet CSV exports) in chunks from a server-side cursor.
  const primaryDialect = new PostgresDialect({ pool, cursor: Cursor });
  const primary = new Kysely<Database>({ dialect: primaryDialect });
  if (!opts.readUrl) return { db: primary, primary, dialect, pool, url, close: () => primary.destroy() };
  if (dialectOf(opts.readUrl) !== 'postgres') throw new Error('READ_DATABASE_URL must be a postgres:// URL');
  const readPool = new pg.Pool({
    connectionString: opts.readUrl,
    max: opts.poolSize ?? 10,
    connectionTimeoutMillis: 5000,
  });
  readPool.on('error', () => undefined);
  const db = replicatedKysely(primaryDialect, new PostgresDialect({ pool: readPool, cursor: Cursor }));
  return {
    db,
    primary,
    dialect,
    pool,
    url,
    async close() {
      // Destroying the replicated instance ends both pools.
      await db.destroy();
    },
  };
}

class StaticProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrate(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: new StaticProvider() });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    // An index of the previous layout is the operator's to re-index: their one line, nothing else.
    if (error instanceof Error && error.message === PREVIOUS_LAYOUT_MESSAGE) throw error;
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '?'} failed: ${String(error)}`, { cause: error });
  }
}
