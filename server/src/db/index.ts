/**
 * Database access: `openDatabase(url)` for `sqlite:<path>` (better-sqlite3, WAL) or `postgres://…` (pg),
 * and `migrate(db)` running the single migration list on either.
 */
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
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
import { migrations } from './migrations';

export type { Database } from './schema';
export * from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface OpenedDatabase {
  db: Kysely<Database>;
  dialect: Dialect;
  /** The better-sqlite3 handle (SQLite only), for pragmas and fast paths. */
  sqlite?: BetterSqlite3.Database;
  /** The pg pool (PostgreSQL only). */
  pool?: pg.Pool;
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

export async function openDatabase(url: string, opts: { poolSize?: number } = {}): Promise<OpenedDatabase> {
  const dialect = dialectOf(url);
  if (dialect === 'sqlite') {
    const file = sqlitePath(url);
    if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    const sqlite = new BetterSqlite3(file);
    // WAL: readers (API) never block the writer (indexer) and vice versa; NORMAL sync is durable
    // across process crashes (only an OS crash may lose the last commits, never corrupt).
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('busy_timeout = 10000');
    sqlite.pragma('cache_size = -65536');
    sqlite.pragma('temp_store = MEMORY');
    sqlite.pragma('mmap_size = 268435456');
    sqlite.pragma('foreign_keys = OFF');
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    return {
      db,
      dialect,
      sqlite,
      url,
      async close() {
        await db.destroy();
      },
    };
  }
  const pool = new pg.Pool({ connectionString: url, max: opts.poolSize ?? 10 });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect,
    pool,
    url,
    async close() {
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
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '?'} failed: ${String(error)}`, { cause: error });
  }
}
