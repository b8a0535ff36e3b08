// The database a browser suite indexes into: a fresh SQLite file, or a fresh PostgreSQL database when
// the suite runs in the e2e 'postgres' project (E2E_DATABASE=postgres), so the same pages are proven
// on both.
import { tempDatabase, type TestDb } from '../server/test/helpers/databases';

export async function e2eDatabase(): Promise<TestDb> {
  const db = await tempDatabase(process.env.E2E_DATABASE === 'postgres' ? 'PostgreSQL' : 'SQLite');
  if (!db) throw new Error("the e2e 'postgres' project needs PostgreSQL (see the warning above)");
  return db;
}
