/**
 * The top holders' pages: accounts by GOR balance, richest first (ties by the newer address first),
 * with the exact balance past 2^53 and nothing for empty accounts; a deep page passes over the rows
 * above it in the balance index alone and looks up only its own rows' addresses. SQLite and
 * PostgreSQL.
 */
import { CompiledQuery } from 'kysely';
import { migrate, openDatabase } from '../src/db';
import { amountKey } from '../src/db/schema';
import { richestAccounts } from '../src/network/repository';
import { DATABASE_KINDS, tempDatabase } from './helpers/databases';
import { planOf, SentQueries } from './helpers/queryPlans';

const ACCOUNTS = 300;
const addressOf = (id: number) => `Holder${String(id).padStart(4, '0')}1111111111111111111111111111111111`;
/** Every fifth account is empty; balances repeat so that ties are common; one is past 2^53. */
const lamportsOf = (id: number): bigint =>
  id === 7 ? 2n ** 60n + 1n : id % 5 === 0 ? 0n : BigInt((id % 40) * 1_000_000_000 + 1);

describe.each(DATABASE_KINDS)('top holders on %s', (kind) => {
  test('pages richest first at any depth, reading the page’s addresses only', async () => {
    const t = await tempDatabase(kind);
    if (!t) return;
    const pg = kind === 'PostgreSQL';
    const d = await openDatabase(t.url, { poolSize: 1 });
    try {
      await migrate(d.db);
      const ids = Array.from({ length: ACCOUNTS }, (_, i) => i + 1);
      await d.db
        .insertInto('addresses')
        .values(ids.map((id) => ({ id, address: addressOf(id) })))
        .execute();
      await d.db
        .insertInto('accounts')
        .values(
          ids.map((id) => ({
            address_id: id,
            lamports: lamportsOf(id).toString(),
            lamports_key: amountKey(lamportsOf(id)),
            owner: null,
            first_slot: 1,
            last_slot: 1,
            last_block_time: null,
            tx_count: 1,
            sent: null,
            received: null,
          })),
        )
        .execute();
      const expected = ids
        .filter((id) => lamportsOf(id) > 0n)
        .sort((a, b) => Number(lamportsOf(b) - lamportsOf(a)) || b - a)
        .map((id) => ({ address: addressOf(id), lamports: lamportsOf(id).toString() }));
      expect(expected[0].lamports).toBe('1152921504606846977');

      for (const [limit, offset] of [
        [50, 0],
        [25, 100],
        [40, 220],
        [50, 230],
      ])
        expect([offset, await richestAccounts(d.db, limit, offset)]).toEqual([
          offset,
          expected.slice(offset, offset + limit),
        ]);

      if (pg) {
        await d.db.executeQuery(CompiledQuery.raw('ANALYZE accounts'));
        await d.db.executeQuery(CompiledQuery.raw('SET enable_seqscan = off'));
        await d.db.executeQuery(CompiledQuery.raw('SET enable_bitmapscan = off'));
      }
      const seen = new SentQueries();
      await richestAccounts(d.db.withPlugin(seen), 10, 200);
      // The whole query (the page's own subquery passes the plugin first).
      const q = seen.queries[seen.queries.length - 1];
      const plan = await planOf(d.db, q, pg, { analyzed: true });
      if (pg) {
        // 210 index entries walked, 10 addresses looked up.
        expect(plan).toMatch(
          /Index (Only )?Scan Backward using accounts_lamports on accounts .*rows=210 loops=1/,
        );
        expect(plan).toMatch(/Index Scan using addresses_pkey on addresses .*rows=1 loops=10\)/);
        expect(plan).not.toMatch(/Sort Key/);
      } else {
        expect(plan).toMatch(/SEARCH accounts USING COVERING INDEX accounts_lamports/);
        expect(plan).toMatch(/SEARCH addresses USING INTEGER PRIMARY KEY/);
        expect(plan).not.toMatch(/TEMP B-TREE/);
      }
    } finally {
      await d.close();
      await t.drop();
    }
  });
});
