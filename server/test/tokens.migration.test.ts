/**
 * Migration 0002_token_holders on a database that already holds token accounts (indexed before it
 * existed): holders per owner wallet are filled from token_accounts (a wallet's accounts summed, zero
 * balances not holders) and mints.holder_count is recounted per wallet. Then 0070_state_ids keys
 * the same rows by address ids, numbering the addresses no transaction had named. SQLite and
 * PostgreSQL.
 */
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { migrate, openDatabase } from '../src/db';
import { migrations } from '../src/db/migrations';
import { amountKey } from '../src/db/schema';
import { mintRow } from './helpers/mintRow';
import { tempPostgres, tempSqlite, type TestDb } from './helpers/databases';

const MINT = 'Mint111111111111111111111111111111111111111';
const W1 = 'WaLLetA1111111111111111111111111111111111';
const W2 = 'WaLLetB2222222222222222222222222222222222';
const W3 = 'WaLLetC3333333333333333333333333333333333';

/** The token tables as they were keyed before 0070 (by address text). */
interface TextKeyed {
  token_accounts: {
    address: string;
    mint: string;
    owner: string;
    amount: string;
    amount_key: string;
    program: string;
    updated_slot: number;
  };
  token_holders: { mint: string; owner: string; amount: string; amount_key: string; accounts: number };
}

const upTo = (name: string): MigrationProvider => ({
  getMigrations: async () =>
    Object.fromEntries(Object.entries(migrations).filter(([k]) => k <= name)) as Record<string, Migration>,
});

describe.each([
  ['SQLite', async (): Promise<TestDb | { skip: string }> => tempSqlite()],
  ['PostgreSQL', () => tempPostgres()],
])('0002_token_holders and 0070_state_ids on %s', (_name, make) => {
  test('fills holders per wallet and recounts holder_count', async () => {
    const t = await make();
    if ('skip' in t) return;
    const d = await openDatabase(t.url);
    try {
      const first = await new Migrator({ db: d.db, provider: upTo('0001_initial') }).migrateToLatest();
      expect(first.error).toBeUndefined();
      await d.db
        .insertInto('mints')
        .values(
          mintRow(MINT, {
            decimals: 6,
            supply: '1000',
            supply_key: amountKey('1000'),
            supply_tracked: 1,
            holder_count: 4, // per token account, as 0001 counted
            needs_refresh: 0,
            updated_slot: 1,
          }),
        )
        .execute();
      const acct = (address: string, owner: string, amount: string) => ({
        address,
        mint: MINT,
        owner,
        amount,
        amount_key: amountKey(amount),
        program: 'spl-token',
        updated_slot: 1,
      });
      const old = d.db as unknown as Kysely<TextKeyed>;
      await old
        .insertInto('token_accounts')
        .values([
          acct('Acct1111111111111111111111111111111111111111', W1, '600'),
          acct('Acct2222222222222222222222222222222222222222', W1, '150'),
          acct('Acct3333333333333333333333333333333333333333', W2, '250'),
          acct('Acct4444444444444444444444444444444444444444', W3, '0'),
        ])
        .execute();
      const second = await new Migrator({ db: d.db, provider: upTo('0002_token_holders') }).migrateToLatest();
      expect(second.error).toBeUndefined();
      const holders = await old
        .selectFrom('token_holders')
        .select(['owner', 'amount', 'accounts'])
        .where('mint', '=', MINT)
        .orderBy('amount_key', 'desc')
        .execute();
      expect(holders.map((h) => [h.owner, String(h.amount), Number(h.accounts)])).toEqual([
        [W1, '750', 2],
        [W2, '250', 1],
      ]);
      const m = await d.db.selectFrom('mints').select('holder_count').executeTakeFirstOrThrow();
      expect(Number(m.holder_count)).toBe(2);

      // Keyed by ids: the same holders and accounts, read back through the address table.
      await migrate(d.db);
      const byId = await d.db
        .selectFrom('token_holders as h')
        .innerJoin('addresses as o', 'o.id', 'h.owner_id')
        .innerJoin('addresses as m', 'm.id', 'h.mint_id')
        .select(['o.address as owner', 'h.amount as amount', 'h.accounts as accounts'])
        .where('m.address', '=', MINT)
        .orderBy('h.amount_key', 'desc')
        .execute();
      expect(byId.map((h) => [h.owner, String(h.amount), Number(h.accounts)])).toEqual([
        [W1, '750', 2],
        [W2, '250', 1],
      ]);
      const accounts = await d.db
        .selectFrom('token_accounts as t')
        .innerJoin('addresses as a', 'a.id', 't.address_id')
        .innerJoin('addresses as o', 'o.id', 't.owner_id')
        .select(['a.address as address', 'o.address as owner', 't.amount as amount'])
        .orderBy('a.address')
        .execute();
      expect(accounts.map((a) => [a.address.slice(0, 5), a.owner, String(a.amount)])).toEqual([
        ['Acct1', W1, '600'],
        ['Acct2', W1, '150'],
        ['Acct3', W2, '250'],
        ['Acct4', W3, '0'],
      ]);
      const ids = await d.db.selectFrom('addresses').select(['id']).execute();
      expect(new Set(ids.map((r) => Number(r.id))).size).toBe(8); // 4 accounts, 3 wallets, 1 mint
    } finally {
      await d.close();
      await t.drop();
    }
  });
});
