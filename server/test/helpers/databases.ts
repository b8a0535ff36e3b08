/**
 * Test databases: a fresh SQLite file per suite, and a fresh PostgreSQL database (CREATE DATABASE
 * t_<random>) when TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) is reachable.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';

export const PG_ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDb {
  url: string;
  drop(): Promise<void>;
}

export function tempSqlite(): TestDb {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'idx-db-'));
  return {
    url: `sqlite:${path.join(dir, 'test.db')}`,
    async drop() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Returns null (and the reason) when PostgreSQL is unreachable. */
export async function tempPostgres(): Promise<TestDb | { skip: string }> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (e) {
    return { skip: `PostgreSQL unreachable at ${PG_ADMIN_URL}: ${(e as Error).message}` };
  }
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(PG_ADMIN_URL);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export type DatabaseKind = 'SQLite' | 'PostgreSQL';
/** Both databases, for `describe.each(DATABASE_KINDS)`. */
export const DATABASE_KINDS: DatabaseKind[] = ['SQLite', 'PostgreSQL'];

/** A fresh database of `kind`; null, with a warning saying why, when PostgreSQL is unreachable. */
export async function tempDatabase(kind: DatabaseKind): Promise<TestDb | null> {
  if (kind === 'SQLite') return tempSqlite();
  const db = await tempPostgres();
  if ('skip' in db) {
    console.warn(`SKIPPED PostgreSQL variant: ${db.skip}`);
    return null;
  }
  return db;
}
