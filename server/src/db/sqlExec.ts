// The write path's SQL executor as its users see it (server/src/indexer/sql.ts implements it for
// SQLite and PostgreSQL): a type below every module that writes through it.
import type { Dialect } from '.';

export type SqlValue = string | number | bigint | null | Buffer;

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
