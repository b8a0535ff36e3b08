/**
 * Migration 0130_kept_totals on a database that already holds accounts: the top holders' total is
 * counted once from the accounts with GOR, and the API answers it from the kept row. SQLite and
 * PostgreSQL.
 */
import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import { migrate, openDatabase } from '../src/db';
import { migrations } from '../src/db/migrations';
import { amountKey } from '../src/db/schema';
import { totalOf } from '../src/db/totals';
import { DATABASE_KINDS, tempDatabase } from './helpers/databases';

const upTo = (name: string): MigrationProvider => ({
  getMigrations: async () =>
    Object.fromEntries(Object.entries(migrations).filter(([k]) => k <= name)) as Record<string, Migration>,
});

describe.each(DATABASE_KINDS)('0130_kept_totals on %s', (kind) => {
  test('counts the funded accounts a database already holds', async () => {
    const t = await tempDatabase(kind);
    if (!t) return;
    const d = await openDatabase(t.url);
    try {
      const before = await new Migrator({
        db: d.db,
        provider: upTo('0120_block_list_index'),
      }).migrateToLatest();
      expect(before.error).toBeUndefined();
      const balances = ['5', '0', '18446744073709551615', '1', '0'];
      await d.db
        .insertInto('addresses')
        .values(balances.map((_, i) => ({ id: i + 1, address: `Acct${i}`.padEnd(32, '1') })))
        .execute();
      await d.db
        .insertInto('accounts')
        .values(
          balances.map((lamports, i) => ({
            address_id: i + 1,
            lamports,
            lamports_key: amountKey(lamports),
            owner: null,
            first_slot: 1,
            last_slot: 1,
            last_block_time: null,
            tx_count: 1,
            sent: '0',
            received: '0',
          })),
        )
        .execute();
      await migrate(d.db);
      expect(await totalOf(d.db, 'funded_accounts')).toBe(3);
    } finally {
      await d.db.destroy();
      await t.drop();
    }
  });
});
