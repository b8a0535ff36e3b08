/**
 * A cursor names a stored position: a slot or an index past what a position holds is refused with a
 * 400 on every keyset-paged list, on both databases (PostgreSQL refused the number such a slot makes,
 * and the list answered 500), while a cursor above the newest position still reads the first page.
 * The recorded real blocks, indexed by the real indexer.
 */
import { MALFORMED_CURSOR } from '../src/http/cursor';
import { DATABASE_KINDS } from './helpers/databases';
import { replayRecordedBlocks, indexRecordedBlocks } from './helpers/recordedIndex';

jest.setTimeout(180_000);

const blocks = replayRecordedBlocks();

describe.each(DATABASE_KINDS)('%s', (kind) => {
  const index = indexRecordedBlocks(kind, blocks);
  let lists: string[] = [];

  beforeAll(async () => {
    if (!index.db) return;
    const db = index.api.database.db;
    const { address } = await db
      .selectFrom('wallet_history')
      .innerJoin('addresses', 'addresses.id', 'wallet_history.address_id')
      .select('addresses.address as address')
      .where('wallet_history.kind', '=', 0)
      .orderBy('wallet_history.n', 'desc')
      .executeTakeFirstOrThrow();
    const { address: mint } = await db
      .selectFrom('mints')
      .select('address')
      .orderBy('holder_count', 'desc')
      .executeTakeFirstOrThrow();
    const { height } = await db
      .selectFrom('blocks')
      .select('height')
      .where('height', 'is not', null)
      .orderBy('tx_count', 'desc')
      .executeTakeFirstOrThrow();
    lists = [
      `/api/address/${address}/transactions/paginated`,
      `/api/address/${address}/transfers`,
      `/api/address/${address}/balance-changes`,
      `/api/token/${mint}/transfers`,
      `/api/token/${mint}/transactions`,
      `/api/block/${height}/transactions`,
    ];
  });

  test.each(['999999999999999.0.0', '137438953472.0', '5.65536'])(
    'a cursor past any stored position (%s) is a 400 saying so',
    async (cursor) => {
      if (!index.db) return;
      for (const list of lists) {
        const res = await index.api.request(`${list}?cursor=${cursor}`);
        expect([list, res.statusCode, res.json<{ message: string }>().message]).toEqual([
          list,
          400,
          MALFORMED_CURSOR,
        ]);
      }
    },
  );

  test('a cursor above the newest position reads the first page', async () => {
    if (!index.db) return;
    for (const list of lists.slice(0, 3)) {
      const first = await index.api.request(`${list}?limit=5`);
      // The address's list is keyed by transaction, the wallet's by movement.
      const cursor = list.endsWith('/paginated') ? '137438953471.0' : '137438953471.0.0';
      const above = await index.api.request(`${list}?limit=5&cursor=${cursor}`);
      expect([list, above.statusCode]).toEqual([list, 200]);
      expect(above.json()).toEqual(first.json());
    }
  });
});
