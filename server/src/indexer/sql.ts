/**
 * A minimal SQL executor for the indexer's write path on its own connection (Kysely's per-query
 * compile cost dominates at tens of thousands of rows a batch): cached prepared statements on SQLite;
 * COPY (staged for upserts) or multi-row VALUES for small sets on PostgreSQL.
 */
import type BetterSqlite3 from 'better-sqlite3';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { dialectOf, sqlitePath } from '../db';
import BetterSqlite from 'better-sqlite3';
import fs from 'node:fs';
import { Worker } from 'node:worker_threads';
import { copyBinary, copyTypeOf, NotBinary, type CopyType } from './copyBinary';
import type { SqlExec, SqlValue } from '../db/sqlExec';

export type { SqlExec, SqlValue } from '../db/sqlExec';

/** `?` → `$1…$n` for PostgreSQL. */
function pgPlaceholders(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

/**
 * WAL checkpoints off the indexer's thread, so COMMIT never runs one: a worker with its own connection
 * runs PASSIVE checkpoints every 200 ms, and on 'drain' copies until every frame is in the database
 * and answers 'drained', or 'held' once the copy has not moved for STALL_MS: a reader still on the
 * log keeps the frames after its snapshot from being copied. If it cannot start, automatic
 * checkpoints stay on.
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
      const copy = () => {
        try { return db.pragma('wal_checkpoint(PASSIVE)')[0]; } catch { return null; }
      };
      const timer = setInterval(copy, 200);
      parentPort.on('message', (m) => {
        if (m === 'drain') {
          let copied = -1;
          let movedAt = Date.now();
          const step = () => {
            const r = copy();
            if (r && r.busy === 0 && r.log === r.checkpointed) return parentPort.postMessage('drained');
            if (r && r.checkpointed !== copied) [copied, movedAt] = [r.checkpointed, Date.now()];
            if (Date.now() - movedAt > workerData.stallMs) return parentPort.postMessage('held');
            setTimeout(step, 5);
          };
          return step();
        }
        clearInterval(timer);
        copy();
        db.close();
        parentPort.postMessage('closed');
      });
      `,
      { eval: true, workerData: { module: require.resolve('better-sqlite3'), file, stallMs: STALL_MS } },
    );
    worker.unref();
    db.pragma('wal_autocheckpoint = 0');
    worker.on('error', () => db.pragma('wal_autocheckpoint = 1000'));
    return worker;
  } catch {
    return null;
  }
}

/**
 * How long a drain's copy may stand still before the writer goes on without it: far longer than a
 * page's read holds the log, far shorter than a streamed export does.
 */
const STALL_MS = 250;

/** The longest the writer waits for a drain's answer at all (a checkpointer that stopped answering). */
const DRAIN_ANSWER_MS = 60_000;

/** The first of `messages` `worker` sends next, null if it exits first or `ms` pass. */
function nextMessage(worker: Worker, messages: string[], ms: number): Promise<string | null> {
  return new Promise((resolve) => {
    const done = (m: string | null = null) => {
      worker.off('message', onMessage).off('exit', onEnd).off('error', onEnd);
      clearTimeout(timer);
      resolve(m);
    };
    const onEnd = () => done();
    const onMessage = (m: unknown) => typeof m === 'string' && messages.includes(m) && done(m);
    worker.on('message', onMessage).once('exit', onEnd).once('error', onEnd);
    const timer = setTimeout(onEnd, ms);
    timer.unref();
  });
}

/**
 * The log size past which it is started over. The checkpointer copies the log into the database, but
 * the log only starts over when a write begins with every frame copied: a writer that begins its next
 * batch before the copy of the last one is done never sees that, and on a large index, where a batch
 * rewrites pages all over the file, a catch-up's log grew until the disk was nearly full
 * (docs/scaling-log.md). So past this size the next batch waits for the checkpointer's copy before it
 * begins, and builds its rows meanwhile.
 */
const WAL_RESTART_BYTES = 512 * 1024 * 1024;

/**
 * Past this many times the limit, after a drain a reader held back, the log is copied and restarted on
 * the writer's own thread, which waits for readers up to its busy timeout: otherwise a reader that
 * never lets go would let the log grow by every batch.
 */
const WAL_FORCE_FACTOR = 4;

/** Bytes in the file, 0 when it does not exist. */
function fileSize(file: string): number {
  try {
    return fs.statSync(file).size;
  } catch {
    return 0;
  }
}

class SqliteExec implements SqlExec {
  readonly dialect = 'sqlite' as const;
  private cache = new Map<string, BetterSqlite3.Statement>();
  constructor(
    private readonly db: BetterSqlite3.Database,
    private readonly checkpointer: Worker | null = null,
    /** The write-ahead log, null for a database in memory. */
    private readonly wal: { file: string; restartBytes: number } | null = null,
  ) {}

  /** The checkpointer's copy of a log past its limit, which the next batch waits for before it begins. */
  private drained: Promise<void> | null = null;
  /** Whether the last drain was held back by a reader. */
  private held = false;

  /**
   * After a commit, a log past its limit goes to the checkpointer to copy whole while the next batch
   * is read and built; the next write then starts it over (and journal_size_limit truncates it). A
   * log that readers keep far past its limit, or one with no checkpointer, is copied and restarted here.
   */
  private afterCommit(): void {
    if (!this.wal) return;
    const size = fileSize(this.wal.file);
    if (size <= this.wal.restartBytes) return;
    const keptByReaders = this.held && size > WAL_FORCE_FACTOR * this.wal.restartBytes;
    if (this.checkpointer && !keptByReaders) {
      const answer = nextMessage(this.checkpointer, ['drained', 'held'], DRAIN_ANSWER_MS);
      this.checkpointer.postMessage('drain');
      this.drained = answer.then((m) => {
        this.held = m !== 'drained';
      });
    } else {
      this.db.pragma('wal_checkpoint(RESTART)');
      this.held = false;
    }
  }

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
    if (this.drained) {
      await this.drained;
      this.drained = null;
    }
    this.db.exec('BEGIN IMMEDIATE');
    try {
      const r = await fn();
      this.db.exec('COMMIT');
      this.afterCommit();
      return r;
    } catch (e) {
      if (this.db.inTransaction) this.db.exec('ROLLBACK');
      throw e;
    }
  }

  async close(): Promise<void> {
    const w = this.checkpointer;
    if (w) {
      const closed = nextMessage(w, ['closed'], 5000);
      w.postMessage('close');
      await closed;
      await w.terminate().catch(() => undefined);
    }
    this.db.close();
  }
}

const COPY_SPECIAL = /[\\\t\n\r]/;
const COPY_SPECIAL_ALL = /[\\\t\n\r]/g;
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** One value in COPY's text format (null and undefined → \N, as the bind path sends NULL). */
function copyValue(v: SqlValue | undefined): string {
  if (v === null || v === undefined) return '\\N';
  // bytea in hex form; its backslash is escaped like any other in COPY text.
  if (Buffer.isBuffer(v)) return `\\\\x${v.toString('hex')}`;
  if (typeof v !== 'string') return String(v);
  return COPY_SPECIAL.test(v) ? v.replace(COPY_SPECIAL_ALL, (c) => COPY_ESCAPES[c]) : v;
}

/** COPY text of `rows`, in chunks of about 64 KiB (the stream's backpressure applies per chunk). */
function* copyChunks(rows: SqlValue[][]): Generator<string> {
  let buf = '';
  for (const r of rows) {
    let line = copyValue(r[0]);
    for (let i = 1; i < r.length; i++) line += `\t${copyValue(r[i])}`;
    buf += `${line}\n`;
    if (buf.length >= 65536) {
      yield buf;
      buf = '';
    }
  }
  if (buf) yield buf;
}

/**
 * Below this many rows a multi-row INSERT (one round trip) beats COPY (two, three with a staging
 * table); above it COPY's cheaper parsing on both sides wins.
 */
const COPY_MIN_ROWS = 64;

class PgExec implements SqlExec {
  readonly dialect = 'postgres' as const;
  /** Staging tables created on this connection (temporary: they live as long as the session). */
  private readonly staging = new Set<string>();
  /** Per table, its columns' binary COPY types (null: a type only the text format writes). */
  private readonly columnTypes = new Map<string, Map<string, CopyType | null>>();
  private inTransaction = false;
  constructor(private readonly client: pg.Client) {}

  async run(sql: string, params: SqlValue[] = []): Promise<number> {
    const r = await this.client.query(pgPlaceholders(sql), params as unknown[]);
    return r.rowCount ?? 0;
  }

  async all<T>(sql: string, params: SqlValue[] = []): Promise<T[]> {
    const r = await this.client.query(pgPlaceholders(sql), params as unknown[]);
    return r.rows as T[];
  }

  /**
   * Append-only rows go in by COPY; upserts (`conflict`) COPY into a staging table emptied into the
   * target with ON CONFLICT, inside the caller's transaction.
   */
  async insert(table: string, cols: string[], rows: SqlValue[][], conflict = ''): Promise<void> {
    if (rows.length === 0) return;
    if (rows.length < COPY_MIN_ROWS) return this.insertValues(table, cols, rows, conflict);
    const list = cols.join(',');
    if (!conflict) return this.copy(table, cols, rows);
    if (!this.inTransaction) return this.transaction(() => this.insert(table, cols, rows, conflict));
    const stage = `indexer_stage_${table}`;
    if (!this.staging.has(stage)) {
      // Only the written columns, no constraints (the target checks them on the way in). Temporary
      // tables are never vacuumed: ON COMMIT DELETE ROWS truncates it at every commit instead.
      await this.client.query(
        `CREATE TEMP TABLE IF NOT EXISTS ${stage} ON COMMIT DELETE ROWS AS SELECT ${list} FROM ${table} WITH NO DATA`,
      );
      this.staging.add(stage);
    }
    await this.copy(stage, cols, rows);
    // Emptied as it is read: a second upsert of the same table in this transaction starts clean.
    await this.client.query(
      `WITH staged AS (DELETE FROM ${stage} RETURNING ${list}) INSERT INTO ${table} (${list}) SELECT ${list} FROM staged ${conflict}`,
    );
  }

  /** Binary COPY when every column and value has an exact binary form here, else COPY's text format. */
  private async copy(table: string, cols: string[], rows: SqlValue[][]): Promise<void> {
    const list = cols.join(',');
    const types = await this.binaryTypes(table, cols);
    let chunks: Buffer[] | null = null;
    try {
      if (types) chunks = copyBinary(rows, types);
    } catch (e) {
      if (!(e instanceof NotBinary)) throw e;
    }
    if (chunks)
      await pipeline(
        chunks,
        this.client.query(copyFrom(`COPY ${table} (${list}) FROM STDIN (FORMAT binary)`)),
      );
    else await pipeline(copyChunks(rows), this.client.query(copyFrom(`COPY ${table} (${list}) FROM STDIN`)));
  }

  private async binaryTypes(table: string, cols: string[]): Promise<CopyType[] | null> {
    let types = this.columnTypes.get(table);
    if (!types) {
      const r = await this.client.query<{ name: string; type: string }>(
        `SELECT attname AS name, format_type(atttypid, NULL) AS type FROM pg_attribute
         WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped`,
        [table],
      );
      types = new Map(r.rows.map((c) => [c.name, copyTypeOf(c.type)]));
      this.columnTypes.set(table, types);
    }
    const out: CopyType[] = [];
    for (const c of cols) {
      const t = types.get(c);
      if (!t) return null;
      out.push(t);
    }
    return out;
  }

  private async insertValues(
    table: string,
    cols: string[],
    rows: SqlValue[][],
    conflict: string,
  ): Promise<void> {
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
    this.inTransaction = true;
    try {
      const r = await fn();
      await this.client.query('COMMIT');
      return r;
    } catch (e) {
      await this.client.query('ROLLBACK').catch(() => undefined);
      // A staging table created inside the rolled-back transaction is gone with it.
      this.staging.clear();
      throw e;
    } finally {
      this.inTransaction = false;
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
export async function openSqlExec(
  url: string,
  { walRestartBytes = WAL_RESTART_BYTES }: { walRestartBytes?: number } = {},
): Promise<SqlExec> {
  if (dialectOf(url) === 'sqlite') {
    const file = sqlitePath(url);
    const db = new BetterSqlite(file);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('busy_timeout = 10000');
    db.pragma('cache_size = -131072');
    db.pragma('temp_store = MEMORY');
    // After each WAL reset, truncate the file back to 64 MiB instead of keeping its peak size.
    db.pragma('journal_size_limit = 67108864');
    const wal = file === ':memory:' ? null : { file: `${file}-wal`, restartBytes: walRestartBytes };
    return new SqliteExec(db, startCheckpointer(db, file), wal);
  }
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  // Durability of each commit is not needed for correctness here: a lost commit after an OS crash is
  // simply re-indexed from the checkpoint, never half-applied.
  await client.query('SET synchronous_commit = off');
  // The writer looks up each batch's keys by the thousand (`owner_id = ANY(…)`) in indexes the
  // server keeps in memory. Priced as a disk's random reads (the default 4), those look-ups lose to a
  // scan of the whole table until it holds millions of rows, and each batch would scan it again.
  await client.query('SET random_page_cost = 1.1');
  // lz4 instead of pglz for the large JSON columns this connection writes: less of the server's CPU
  // per batch (docs/scaling-log.md), and reads decompress either. Servers without lz4 keep pglz.
  await client.query("SET default_toast_compression = 'lz4'").catch(() => undefined);
  return new PgExec(client);
}

export function pgConnection(exec: SqlExec): pg.Client | null {
  return exec instanceof PgExec ? exec.connection : null;
}
