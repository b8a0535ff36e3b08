import { sql } from 'kysely';
import { amountKey, migrate, openDatabase } from '../src/db';
import { tempPostgres, tempSqlite, type TestDb } from './helpers/databases';

async function roundTrip(url: string): Promise<void> {
  const h = await openDatabase(url);
  try {
    await migrate(h.db);
    await migrate(h.db); // idempotent
    const big = '18446744073709551615';
    await h.db
      .insertInto('token_accounts')
      .values([
        {
          address_id: 1,
          mint_id: 10,
          owner_id: 11,
          amount: big,
          amount_key: amountKey(big),
          program: null,
          updated_slot: 5,
        },
        {
          address_id: 2,
          mint_id: 10,
          owner_id: 11,
          amount: '9',
          amount_key: amountKey('9'),
          program: null,
          updated_slot: 5,
        },
        {
          address_id: 3,
          mint_id: 10,
          owner_id: 11,
          amount: '10',
          amount_key: amountKey('10'),
          program: null,
          updated_slot: 5,
        },
      ])
      .execute();
    const rows = await h.db
      .selectFrom('token_accounts')
      .select(['address_id', 'amount', 'updated_slot'])
      .where('mint_id', '=', 10)
      .orderBy('amount_key', 'desc')
      .execute();
    expect(rows.map((r) => Number(r.address_id))).toEqual([1, 3, 2]);
    expect(rows[0].amount).toBe(big);
    expect(rows[0].updated_slot).toBe(5);
    const s = await h.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'trollbox_enabled')
      .executeTakeFirst();
    expect(s?.value).toBe('true');
    const n = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM token_accounts`.execute(h.db);
    expect(Number(n.rows[0].n)).toBe(3);
  } finally {
    await h.close();
  }
}

describe('database layer', () => {
  test('sqlite: migrate, amounts exact, amount_key sorts numerically', async () => {
    const t = tempSqlite();
    await roundTrip(t.url);
    await t.drop();
  });

  test('postgres: migrate, amounts exact, amount_key sorts numerically', async () => {
    const t = await tempPostgres();
    if ('skip' in t) {
      console.warn(`SKIPPED PostgreSQL variant: ${t.skip}`);
      return;
    }
    try {
      await roundTrip(t.url);
    } finally {
      await (t as TestDb).drop();
    }
  });

  test('rejects an unknown DATABASE_URL scheme', async () => {
    await expect(openDatabase('mysql://x')).rejects.toThrow(/Unsupported DATABASE_URL/);
  });
});
