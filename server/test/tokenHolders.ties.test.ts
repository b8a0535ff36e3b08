/**
 * A token's holders paged by cursor where hundreds hold the same balance: every holder once, in
 * order (biggest first, ties by the newer owner first), and a page after a cursor inside the tie
 * seeks the holders index by the cursor's balance and owner together, rather than walking every
 * holder tied with it. A cursor naming an owner nothing stores follows no holder. SQLite and
 * PostgreSQL.
 */
import { migrate, openDatabase, type OpenedDatabase } from '../src/db';
import { amountKey } from '../src/db/schema';
import { holderCursor, holdersPage, type HolderKey } from '../src/tokens/repository';
import { DATABASE_KINDS, tempDatabase, type TestDb } from './helpers/databases';
import { planOf, SentQueries } from './helpers/queryPlans';

const MINT = 'TieMint111111111111111111111111111111111111';
const HOLDERS = 600;
const TIED = 500;
/** Base58 (no 0): the id's digits with Z for zero. */
const ownerOf = (id: number) => `Tie${String(id).padStart(4, '0').replace(/0/g, 'Z')}${'1'.repeat(36)}`;
/** Holders 1–500 hold the same balance; the rest hold more, by their id. */
const amountOf = (id: number): bigint => (id <= TIED ? 5_000_000n : BigInt(id) * 10_000_000n);

describe.each(DATABASE_KINDS)('%s', (kind) => {
  let tdb: TestDb | null = null;
  let h: OpenedDatabase;

  beforeAll(async () => {
    tdb = await tempDatabase(kind);
    if (!tdb) return;
    h = await openDatabase(tdb.url);
    await migrate(h.db);
    const ids = Array.from({ length: HOLDERS }, (_, i) => i + 2);
    await h.db
      .insertInto('addresses')
      .values([{ id: 1, address: MINT }, ...ids.map((id) => ({ id, address: ownerOf(id) }))])
      .execute();
    for (let i = 0; i < ids.length; i += 200)
      await h.db
        .insertInto('token_holders')
        .values(
          ids.slice(i, i + 200).map((id) => ({
            mint_id: 1,
            owner_id: id,
            amount: amountOf(id).toString(),
            amount_key: amountKey(amountOf(id)),
            accounts: 1,
          })),
        )
        .execute();
  });
  afterAll(async () => {
    await h?.close();
    await tdb?.drop();
  });

  test('cursor pages list every holder once, biggest first and ties by the newer owner first', async () => {
    if (!tdb) return;
    const expected = Array.from({ length: HOLDERS }, (_, i) => i + 2)
      .sort((a, b) => Number(amountOf(b) - amountOf(a)) || b - a)
      .map(ownerOf);
    const seen: string[] = [];
    let after: HolderKey | undefined;
    for (;;) {
      const page = await holdersPage(h.db, MINT, { limit: 25, after });
      seen.push(...page.rows.map((r) => r.owner));
      if (!page.nextCursor) break;
      after = holderCursor.decode(page.nextCursor);
    }
    expect(seen).toEqual(expected);
  });

  test('a page after a cursor inside the tie seeks the index by balance and owner together', async () => {
    if (!tdb) return;
    const after: HolderKey = { rank: 300, amountKey: amountKey(5_000_000n), owner: ownerOf(250) };
    const sent = new SentQueries();
    const page = await holdersPage(h.db.withPlugin(sent), MINT, { limit: 25, after });
    expect(page.rows.map((r) => r.owner)).toEqual(Array.from({ length: 25 }, (_, i) => ownerOf(249 - i)));
    const main = sent.queries.find((q) => JSON.stringify(q.node).includes('token_holders'));
    expect(main).toBeDefined();
    if (!main) return;
    const plan = await planOf(h.db, main, kind === 'PostgreSQL', { analyzed: true });
    if (kind === 'PostgreSQL') {
      // The index returns the page's rows and the one after, not the 250 tied holders above it.
      expect(plan).toMatch(/Index Scan Backward using token_holders_mint_amount .*rows=26 /);
    } else expect(plan).toContain('(amount_key,owner_id)<(?,?)');
  });

  test('a cursor naming an owner nothing stores follows no holder', async () => {
    if (!tdb) return;
    const after: HolderKey = {
      rank: 3,
      amountKey: amountKey(5_000_000n),
      owner: 'Unknown111111111111111111111111111111111111',
    };
    const page = await holdersPage(h.db, MINT, { limit: 25, after });
    expect(page.rows).toEqual([]);
    expect(page.nextCursor).toBeNull();
  });
});
