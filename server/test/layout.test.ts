// A database indexed by the previous storage layout is recognised: migrating it stops with one line
// telling the operator to re-index, and nothing of it is converted or mixed with the new layout.
import { Kysely, Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import { migrate, openDatabase } from '../src/db';
import { migrations, PREVIOUS_LAYOUT_MESSAGE } from '../src/db/migrations';
import type { Database } from '../src/db/schema';
import { tempPostgres, tempSqlite, type TestDb } from './helpers/databases';

class UpTo implements MigrationProvider {
  constructor(private readonly last: string) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(Object.entries(migrations).filter(([name]) => name <= this.last));
  }
}

async function previousLayoutRefused(url: string): Promise<void> {
  const h = await openDatabase(url);
  try {
    const db = h.db as unknown as Kysely<unknown>;
    const r = await new Migrator({ db, provider: new UpTo('0003_wallet_history') }).migrateToLatest();
    expect(r.error).toBeUndefined();
    await sql`INSERT INTO transactions (signature, slot, tx_index, status, fee, fee_payer, version,
      instruction_count, account_count, program_count, signer_count, is_vote, programs, instructions,
      accounts, transfers, minted, burned, token_balance_changes, log_messages)
      VALUES ('sig', 5, 0, 'success', 5000, 'payer', 'legacy', 1, 2, 1, 1, 0, '[]', '[]', '[]', '[]', '[]', '[]', '[]', '[]')`.execute(
      db,
    );
    await expect(migrate(h.db)).rejects.toThrow(PREVIOUS_LAYOUT_MESSAGE);
    // The old rows are still there, untouched.
    const n = await sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM transactions`.execute(db);
    expect(Number(n.rows[0].n)).toBe(1);
  } finally {
    await h.close();
  }
}

async function emptyPreviousLayoutConverted(url: string): Promise<void> {
  const h = await openDatabase(url);
  try {
    const db = h.db as unknown as Kysely<unknown>;
    await new Migrator({ db, provider: new UpTo('0003_wallet_history') }).migrateToLatest();
    await migrate(h.db);
    const t = await (h.db as Kysely<Database>)
      .selectFrom('transactions')
      .select(['id', 'sig', 'is_vote', 'body'])
      .execute();
    expect(t).toEqual([]);
  } finally {
    await h.close();
  }
}

describe('a database of the previous storage layout', () => {
  let sqlite: TestDb;
  let pg: TestDb | null = null;
  beforeAll(async () => {
    sqlite = tempSqlite();
    const p = await tempPostgres();
    if ('url' in p) pg = p;
  });
  afterAll(async () => {
    await sqlite?.drop();
    await pg?.drop();
  });

  test('SQLite: refused with the re-index line when it holds transactions', () =>
    previousLayoutRefused(sqlite.url));
  test('SQLite: converted when empty', async () => {
    const other = tempSqlite();
    try {
      await emptyPreviousLayoutConverted(other.url);
    } finally {
      await other.drop();
    }
  });
  test('PostgreSQL: refused with the re-index line when it holds transactions', async () => {
    if (!pg) return;
    await previousLayoutRefused(pg.url);
  });
});
