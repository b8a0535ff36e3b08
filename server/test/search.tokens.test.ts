/**
 * The search box's token matches on a chain with more mints than it scans: the most held
 * (SUBSTRING_SEARCHED_MINTS, walked in holders order from their index) by any part of their symbol,
 * name or address, every other by the start of its symbol, name or address, read from indexes (the
 * plans of those reads name them, with no scan or sort of the mints). SQLite and PostgreSQL.
 */
import { CompiledQuery } from 'kysely';
import { migrate, openDatabase } from '../src/db';
import { SUBSTRING_SEARCHED_MINTS, tokensMatching } from '../src/chain/repository';
import { mintRow } from './helpers/mintRow';
import { DATABASE_KINDS, tempDatabase } from './helpers/databases';
import { planOf, SentQueries } from './helpers/queryPlans';

const address = (i: number) => `Mint${String(i).padStart(5, '0')}111111111111111111111111111111111`;
const RARE = SUBSTRING_SEARCHED_MINTS + 5;

describe.each(DATABASE_KINDS)('token search on %s', (kind) => {
  test('finds the most held by any part and the rest by the start, through indexes', async () => {
    const t = await tempDatabase(kind);
    if (!t) return;
    const pg = kind === 'PostgreSQL';
    const d = await openDatabase(t.url, { poolSize: 1 });
    try {
      await migrate(d.db);
      const rows = Array.from({ length: RARE + 10 }, (_, i) =>
        mintRow(address(i), {
          name: i === 3 ? 'Wrapped Bitcoin' : i === RARE ? 'Zebra Coin' : `Token ${i}`,
          symbol: i === 3 ? 'WBTC' : i === RARE ? 'ZBR' : i % 2 ? `T${i}` : null,
          holder_count: 100_000 - i,
        }),
      );
      for (let i = 0; i < rows.length; i += 500)
        await d.db
          .insertInto('mints')
          .values(rows.slice(i, i + 500))
          .execute();
      const found = async (text: string) => (await tokensMatching(d.db, text, 5)).map((m) => m.address);

      expect(await found('bitcoin')).toEqual([address(3)]);
      expect(await found('zbr')).toEqual([address(RARE)]);
      expect(await found('Zebra')).toEqual([address(RARE)]);
      expect(await found(address(RARE).slice(0, 10))).toEqual([address(RARE)]);
      // Past the most held, a part that is not a start is not looked for.
      expect(await found('ebra')).toEqual([]);
      // Most held first, from both kinds of match.
      expect(await found('token 1')).toEqual([1, 10, 11, 12, 13].map(address));

      if (pg) {
        await d.db.executeQuery(CompiledQuery.raw('ANALYZE mints'));
        await d.db.executeQuery(CompiledQuery.raw('SET enable_seqscan = off'));
      }
      const seen = new SentQueries();
      await tokensMatching(d.db.withPlugin(seen), 'zeb', 5);
      const plans = await Promise.all(seen.queries.map((q) => planOf(d.db, q, pg)));
      const starts = plans.filter((p) => !/mints_holders/.test(p));
      expect(starts).toHaveLength(3);
      // The most held are walked in holders order from their index, not every mint sorted.
      const [popular] = plans.filter((p) => /mints_holders/.test(p));
      expect(popular).toMatch(
        pg ? /Index Scan Backward using mints_holders/ : /SCAN mints USING INDEX mints_holders/,
      );
      expect(popular).not.toMatch(pg ? /Sort Key: mints\.holder_count/ : /TEMP B-TREE/);
      const byIndex = pg
        ? /(Index (Only )?Scan|Bitmap Index Scan) (using|on) (mints_name|mints_name_start|mints_pkey)\b/
        : /SEARCH mints USING (INDEX mints_name(_start)?|PRIMARY KEY) \(/;
      for (const p of starts) expect(p).toMatch(byIndex);
    } finally {
      await d.close();
      await t.drop();
    }
  });
});
