/**
 * The tokens list reads every sort's order from an index (migration 0110_mint_sort_keys for name and
 * created): the plans of the list's own queries, as tokens/repository.ts builds them, for every sort,
 * both orders, the filters off (the full indexes) and on (their partial twins), with no sort of the
 * table. SQLite and PostgreSQL (where sequential scans and sorts are priced out, so a plan without an
 * index that serves the order still sorts).
 */
import { CompiledQuery } from 'kysely';
import { migrate, openDatabase } from '../src/db';
import { listTokens } from '../src/tokens/repository';
import { mintRow } from './helpers/mintRow';
import { tempPostgres, tempSqlite, type TestDb } from './helpers/databases';
import { planOf, SentQueries } from './helpers/queryPlans';

const SORTS = ['holders', 'volume', 'supply', 'name', 'created'] as const;

describe.each([
  ['SQLite', async (): Promise<TestDb | { skip: string }> => tempSqlite()],
  ['PostgreSQL', () => tempPostgres()],
])('the tokens list on %s', (name, make) => {
  test('every sort reads its order from an index, filters on and off', async () => {
    const t = await make();
    if ('skip' in t) return;
    const pg = name === 'PostgreSQL';
    const d = await openDatabase(t.url, { poolSize: 1 });
    try {
      await migrate(d.db);
      await d.db
        .insertInto('mints')
        .values(
          Array.from({ length: 200 }, (_, i) =>
            mintRow(`Mint${String(i).padStart(4, '0')}1111111111111111111111111111111111`, {
              name: i % 3 ? `Token ${i}` : null,
              symbol: i % 3 ? `T${i}` : null,
              created_slot: i % 5 ? 1000 + i : null,
              holder_count: i,
            }),
          ),
        )
        .execute();
      if (pg) {
        await d.db.executeQuery(CompiledQuery.raw('ANALYZE mints'));
        // One connection (poolSize 1): these hold for the plans below.
        await d.db.executeQuery(CompiledQuery.raw('SET enable_seqscan = off'));
        await d.db.executeQuery(CompiledQuery.raw('SET enable_sort = off'));
      }
      const seen = new SentQueries();
      const db = d.db.withPlugin(seen);
      for (const sort of SORTS)
        for (const order of ['asc', 'desc'] as const)
          for (const filters of [false, true]) {
            await listTokens(db, {
              sort,
              order,
              limit: 50,
              offset: 0,
              hideNoMetadata: filters,
              hideLowSupply: filters,
              hideZeroSupply: filters,
            });
            const plan = await planOf(d.db, seen.queries[seen.queries.length - 1], pg);
            const what = `${sort} ${order}${filters ? ' filtered' : ''}:\n${plan}`;
            expect(what).toMatch(new RegExp(`mints_(listed_)?${sort}\\b`));
            expect(what).not.toMatch(pg ? /\bSort\b/ : /TEMP B-TREE/);
          }
    } finally {
      await d.close();
      await t.drop();
    }
  });
});
