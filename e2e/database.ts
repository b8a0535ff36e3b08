// The database a browser suite indexes into: a SQLite file in the suite's own directory, or a fresh
// PostgreSQL database when the suite runs in the e2e 'postgres' project (E2E_DATABASE=postgres),
// so the same pages are proven on both.
import { join } from 'node:path';
import { tempPostgres, type TestDb } from '../server/test/helpers/databases';

export const E2E_DATABASE = process.env.E2E_DATABASE === 'postgres' ? 'postgres' : 'sqlite';

export async function e2eDatabase(dir: string): Promise<TestDb> {
  if (E2E_DATABASE === 'sqlite')
    return { url: `sqlite:${join(dir, 'explorer.db')}`, drop: async () => undefined };
  const db = await tempPostgres();
  if ('skip' in db) throw new Error(`the e2e 'postgres' project needs PostgreSQL: ${db.skip}`);
  return db;
}
