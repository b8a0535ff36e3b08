/**
 * The kept totals' migrations on a database that already holds rows: 0130 counts the top holders'
 * total once from the accounts with GOR, 0150 the network's transactions from the blocks, and the
 * API answers them from the kept rows. SQLite and PostgreSQL.
 */
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { migrate, openDatabase } from '../src/db';
import { migrations } from '../src/db/migrations';
import { amountKey, type Database } from '../src/db/schema';
import { totalOf } from '../src/db/totals';
import { transactionCount } from '../src/network/repository';
import { DATABASE_KINDS, tempDatabase } from './helpers/databases';

const upTo = (name: string): MigrationProvider => ({
  getMigrations: async () =>
    Object.fromEntries(Object.entries(migrations).filter(([k]) => k <= name)) as Record<string, Migration>,
});

/**
 * Runs `fill` on a database migrated up to `before`, then migrates it to the latest and runs `check`.
 * Skipped (nothing run) where the database kind is not available.
 */
async function upgraded(
  kind: (typeof DATABASE_KINDS)[number],
  before: string,
  fill: (db: Kysely<Database>) => Promise<unknown>,
  check: (db: Kysely<Database>) => Promise<void>,
): Promise<void> {
  const t = await tempDatabase(kind);
  if (!t) return;
  const d = await openDatabase(t.url);
  try {
    const migrated = await new Migrator({ db: d.db, provider: upTo(before) }).migrateToLatest();
    expect(migrated.error).toBeUndefined();
    await fill(d.db);
    await migrate(d.db);
    await check(d.db);
  } finally {
    await d.db.destroy();
    await t.drop();
  }
}

describe.each(DATABASE_KINDS)('0130_kept_totals on %s', (kind) => {
  test('counts the funded accounts a database already holds', async () => {
    const balances = ['5', '0', '18446744073709551615', '1', '0'];
    await upgraded(
      kind,
      '0120_block_list_index',
      async (db) => {
        await db
          .insertInto('addresses')
          .values(balances.map((_, i) => ({ id: i + 1, address: `Acct${i}`.padEnd(32, '1') })))
          .execute();
        await db
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
      },
      async (db) => expect(await totalOf(db, 'funded_accounts')).toBe(3),
    );
  });
});

describe.each(DATABASE_KINDS)('0150_kept_transaction_total on %s', (kind) => {
  test("adds up the transactions of the blocks a database already holds, and the network's count reads it", async () => {
    const counts = [602, 0, 37];
    await upgraded(
      kind,
      '0140_mint_name_starts',
      (db) =>
        db
          .insertInto('blocks')
          .values(
            counts.map((tx_count, i) => ({
              slot: i + 1,
              height: i + 1,
              parent_slot: i,
              blockhash: `Hash${i}`.padEnd(32, '1'),
              previous_blockhash: `Hash${i - 1}`.padEnd(32, '1'),
              block_time: null,
              epoch: 0,
              leader: null,
              tx_count,
              success_count: tx_count,
              failed_count: 0,
              total_fees: 0,
              balance_change_count: 0,
              defi_swap_count: 0,
              non_vote_count: tx_count,
              list_index: null,
            })),
          )
          .execute(),
      async (db) => expect(await transactionCount(db)).toBe(639),
    );
  });
});
