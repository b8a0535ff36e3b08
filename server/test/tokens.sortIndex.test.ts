/**
 * The tokens list reads every sort's order from an index, under every filter set: unfiltered from the
 * sort's full index (migration 0110_mint_sort_keys for name and created), filtered from one bounded
 * range of the sort's class index (migration 0180_mint_listing_classes) per listing class the filters
 * keep. The plans of the list's own queries, as tokens/repository.ts builds them, for every sort and
 * both orders, on SQLite and PostgreSQL (where sequential scans and sorts are priced out, so a plan
 * without an index that serves the order still sorts the table); and the pages themselves, equal to
 * the plain filtered query's at every offset.
 */
import { CompiledQuery, sql, type Kysely } from 'kysely';
import { migrate, openDatabase } from '../src/db';
import { classesKept, LISTING_FILTER_SQL, type ListFilters } from '../src/db/listing';
import { amountKey, type Database } from '../src/db/schema';
import { listTokens } from '../src/tokens/repository';
import { mintRow } from './helpers/mintRow';
import { tempPostgres, tempSqlite, type TestDb } from './helpers/databases';
import { planOf, SentQueries } from './helpers/queryPlans';

const SORTS = ['holders', 'volume', 'supply', 'name', 'created'] as const;
const KEY: Record<(typeof SORTS)[number], string> = {
  holders: 'holder_count',
  volume: 'volume_24h_key',
  supply: 'supply_key',
  name: 'lower(coalesce(symbol, name, address))',
  created: 'coalesce(created_slot, 0)',
};
const FILTER_SETS: ListFilters[] = Array.from({ length: 8 }, (_, f) => ({
  hideNoMetadata: Boolean(f & 1),
  hideLowSupply: Boolean(f & 2),
  hideZeroSupply: Boolean(f & 4),
}));
const filtered = (f: ListFilters) => Boolean(f.hideNoMetadata || f.hideLowSupply || f.hideZeroSupply);

/** The page as the filters define it, read the plain way: every mint tested, then sorted. */
async function reference(
  db: Kysely<Database>,
  f: ListFilters,
  sort: (typeof SORTS)[number],
  dir: 'asc' | 'desc',
  offset: number,
) {
  let q = db.selectFrom('mints').select('address');
  if (f.hideNoMetadata) q = q.where(sql<boolean>`${sql.raw(LISTING_FILTER_SQL.meta)}`);
  if (f.hideLowSupply) q = q.where(sql<boolean>`${sql.raw(LISTING_FILTER_SQL.low)}`);
  if (f.hideLowSupply || f.hideZeroSupply) q = q.where(sql<boolean>`${sql.raw(LISTING_FILTER_SQL.zero)}`);
  const rows = await q
    .orderBy(sql.raw(KEY[sort]), dir)
    .orderBy('address', dir)
    .limit(20)
    .offset(offset)
    .execute();
  return rows.map((r) => r.address);
}

describe.each([
  ['SQLite', async (): Promise<TestDb | { skip: string }> => tempSqlite()],
  ['PostgreSQL', () => tempPostgres()],
])('the tokens list on %s', (name, make) => {
  test('every sort under every filter set reads index ranges and pages as the filters say', async () => {
    const t = await make();
    if ('skip' in t) return;
    const pg = name === 'PostgreSQL';
    const d = await openDatabase(t.url, { poolSize: 1 });
    try {
      await migrate(d.db);
      // Every class present: metadata on two in three, supply 0, 1 or more, sort keys with ties.
      await d.db
        .insertInto('mints')
        .values(
          Array.from({ length: 300 }, (_, i) => {
            const supply = String([0, 1, 1000 + i][i % 3 === 0 ? 0 : i % 7 === 0 ? 1 : 2]);
            return mintRow(`Mint${String(i).padStart(4, '0')}1111111111111111111111111111111111`, {
              name: i % 5 ? `Token ${i % 40}` : null,
              symbol: i % 5 ? `T${i % 40}` : null,
              supply,
              supply_key: amountKey(supply),
              created_slot: i % 4 ? 1000 + (i % 50) : null,
              holder_count: i % 60,
              volume_24h_key: amountKey(String(i % 30)),
            });
          }),
        )
        .execute();
      if (pg) await d.db.executeQuery(CompiledQuery.raw('ANALYZE mints'));
      for (const sort of SORTS)
        for (const dir of ['asc', 'desc'] as const)
          for (const f of FILTER_SETS)
            for (const offset of [0, 20, 140])
              expect([
                sort,
                dir,
                f,
                offset,
                (await listTokens(d.db, { sort, order: dir, limit: 20, offset, ...f })).map((m) => m.address),
              ]).toEqual([sort, dir, f, offset, await reference(d.db, f, sort, dir, offset)]);

      if (pg) {
        // One connection (poolSize 1): these hold for the plans below.
        await d.db.executeQuery(CompiledQuery.raw('SET enable_seqscan = off'));
        await d.db.executeQuery(CompiledQuery.raw('SET enable_sort = off'));
      }
      const seen = new SentQueries();
      const db = d.db.withPlugin(seen);
      for (const sort of SORTS)
        for (const order of ['asc', 'desc'] as const)
          for (const f of FILTER_SETS) {
            await listTokens(db, { sort, order, limit: 50, offset: 0, ...f });
            const plan = await planOf(d.db, seen.queries[seen.queries.length - 1], pg);
            const what = `${sort} ${order} ${JSON.stringify(f)}:\n${plan}`;
            if (!filtered(f)) {
              expect(what).toMatch(new RegExp(`mints_${sort}\\b`));
              expect(what).not.toMatch(pg ? /\bSort\b/ : /TEMP B-TREE/);
            } else {
              // One range of the sort's class index per class kept; only the merged page is sorted.
              const ranges = what.match(new RegExp(`mints_class_${sort}\\b`, 'g')) ?? [];
              expect([what, ranges.length]).toEqual([what, classesKept(f).length]);
              expect(what).not.toMatch(pg ? /Seq Scan/ : /SCAN mints\b/);
            }
          }
    } finally {
      await d.close();
      await t.drop();
    }
  });
});
