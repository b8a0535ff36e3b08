/**
 * A minimal SQL executor for the indexer's hot path, over one dedicated connection: better-sqlite3
 * prepared statements on SQLite (cached, one per statement text), multi-row VALUES on PostgreSQL.
 * Kysely stays the query layer for the schema and the API; the write path skips its per-query
 * compile cost, which dominates when a batch writes tens of thousands of rows.
 */
import type BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { dialectOf, sqlitePath, type Dialect } from '../db';
import BetterSqlite from 'better-sqlite3';
import { Worker } from 'node:worker_threads';

export type SqlValue = string | number | bigint | null;

export interface SqlExec {
  readonly dialect: Dialect;
  /** Runs a statement with `?` placeholders; returns affected rows. */
  run(sql: string, params?: SqlValue[]): Promise<number>;
  all<T>(sql: string, params?: SqlValue[]): Promise<T[]>;
  /** Inserts rows; `conflict` is appended verbatim (e.g. `ON CONFLICT (a) DO UPDATE SET …`). */
  insert(table: string, cols: string[], rows: SqlValue[][], conflict?: string): Promise<void>;
  transaction<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** `?` → `$1…$n` for PostgreSQL. */
function pgPlaceholders(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

/**
 * WAL checkpoints off the indexer's thread: the write connection turns automatic checkpoints off
 * and a worker thread with its own connection runs PASSIVE checkpoints every 200 ms (copying WAL
 * pages into the database file, fsyncs included, on the other core). Without it a third of the
 * indexer's time went into checkpoints run inside COMMIT. If the worker cannot start, SQLite's
 * automatic checkpoints stay on.
 */
function startCheckpointer(db: BetterSqlite3.Database, file: string): Worker | null {
  if (file === ':memory:') return null;
  try {
    const worker = new Worker(
      `
      const { workerData, parentPort } = require('node:worker_threads');
      const Database = require(workerData.module);
      const db = new Database(workerData.file);
      db.pragma('busy_timeout = 5000');
      const timer = setInterval(() => { try { db.pragma('wal_checkpoint(PASSIVE)'); } catch {} }, 200);
      parentPort.on('message', () => {
        clearInterval(timer);
        try { db.pragma('wal_checkpoint(PASSIVE)'); } catch {}
        db.close();
        parentPort.postMessage('closed');
      });
      `,
      { eval: true, workerData: { module: require.resolve('better-sqlite3'), file } },
    );
    worker.unref();
    db.pragma('wal_autocheckpoint = 0');
    worker.on('error', () => db.pragma('wal_autocheckpoint = 1000'));
    return worker;
  } catch {
    return null;
  }
}

class SqliteExec implements SqlExec {
  readonly dialect = 'sqlite' as const;
  private cache = new Map<string, BetterSqlite3.Statement>();
  constructor(
    private readonly db: BetterSqlite3.Database,
    private readonly checkpointer: Worker | null = null,
  ) {}

  private stmt(sql: string): BetterSqlite3.Statement {
    let s = this.cache.get(sql);
    if (!s) {
      s = this.db.prepare(sql);
      this.cache.set(sql, s);
    }
    return s;
  }

  async run(sql: string, params: SqlValue[] = []): Promise<number> {
    return this.stmt(sql).run(...params).changes;
  }

  async all<T>(sql: string, params: SqlValue[] = []): Promise<T[]> {
    return this.stmt(sql).all(...params) as T[];
  }

  async insert(table: string, cols: string[], rows: SqlValue[][], conflict = ''): Promise<void> {
    if (rows.length === 0) return;
    // Multi-row VALUES in chunks of up to 64 rows: far fewer native calls than one run() per row.
    const tuple = `(${cols.map(() => '?').join(',')})`;
    const per = Math.max(1, Math.min(64, Math.floor(30000 / cols.length)));
    for (let i = 0; i < rows.length; i += per) {
      const n = Math.min(per, rows.length - i);
      const s = this.stmt(
        `INSERT INTO ${table} (${cols.join(',')}) VALUES ${new Array(n).fill(tuple).join(',')} ${conflict}`,
      );
      const params: SqlValue[] = [];
      for (let j = i; j < i + n; j++) for (const v of rows[j]) params.push(v);
      s.run(params);
    }
  }

  async transaction<T>(fn: () => Promise<T>): Promise<T> {
    this.db.exec('BEGIN IMMEDIATE');
    try {
      const r = await fn();
      this.db.exec('COMMIT');
      return r;
    } catch (e) {
      if (this.db.inTransaction) this.db.exec('ROLLBACK');
      throw e;
    }
  }

  async close(): Promise<void> {
    const w = this.checkpointer;
    if (w) {
      await new Promise<void>((resolve) => {
        const done = () => resolve();
        w.once('message', done);
        w.once('exit', done);
        w.once('error', done);
        w.postMessage('close');
        setTimeout(done, 5000).unref();
      });
      await w.terminate().catch(() => undefined);
    }
    this.db.close();
  }
}

class PgExec implements SqlExec {
  readonly dialect = 'postgres' as const;
  constructor(private readonly client: pg.Client) {}

  async run(sql: string, params: SqlValue[] = []): Promise<number> {
    const r = await this.client.query(pgPlaceholders(sql), params as unknown[]);
    return r.rowCount ?? 0;
  }

  async all<T>(sql: string, params: SqlValue[] = []): Promise<T[]> {
    const r = await this.client.query(pgPlaceholders(sql), params as unknown[]);
    return r.rows as T[];
  }

  async insert(table: string, cols: string[], rows: SqlValue[][], conflict = ''): Promise<void> {
    if (rows.length === 0) return;
    // PostgreSQL allows 65535 bind parameters per statement.
    const per = Math.max(1, Math.floor(30000 / cols.length));
    for (let i = 0; i < rows.length; i += per) {
      const chunk = rows.slice(i, i + per);
      const params: unknown[] = [];
      const tuples: string[] = [];
      let n = 0;
      for (const r of chunk) {
        tuples.push(`(${r.map(() => `$${++n}`).join(',')})`);
        for (const v of r) params.push(typeof v === 'bigint' ? v.toString() : v);
      }
      await this.client.query(
        `INSERT INTO ${table} (${cols.join(',')}) VALUES ${tuples.join(',')} ${conflict}`,
        params,
      );
    }
  }

  async transaction<T>(fn: () => Promise<T>): Promise<T> {
    await this.client.query('BEGIN');
    try {
      const r = await fn();
      await this.client.query('COMMIT');
      return r;
    } catch (e) {
      await this.client.query('ROLLBACK').catch(() => undefined);
      throw e;
    }
  }

  async close(): Promise<void> {
    await this.client.end();
  }

  /** The underlying connection (session-level advisory locks live on it). */
  get connection(): pg.Client {
    return this.client;
  }
}

/** Opens a dedicated write connection for the indexer (the API keeps its own). */
export async function openSqlExec(url: string): Promise<SqlExec> {
  if (dialectOf(url) === 'sqlite') {
    const db = new BetterSqlite(sqlitePath(url));
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('busy_timeout = 10000');
    db.pragma('cache_size = -131072');
    db.pragma('temp_store = MEMORY');
    // After each WAL reset, truncate the file back to 64 MiB instead of keeping its peak size.
    db.pragma('journal_size_limit = 67108864');
    return new SqliteExec(db, startCheckpointer(db, sqlitePath(url)));
  }
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  // Durability of each commit is not needed for correctness here: a lost commit after an OS crash is
  // simply re-indexed from the checkpoint, never half-applied.
  await client.query('SET synchronous_commit = off');
  return new PgExec(client);
}

export function pgConnection(exec: SqlExec): pg.Client | null {
  return exec instanceof PgExec ? exec.connection : null;
}
