/**
 * A cursor names a stored position: a slot or an index past what a position holds is refused with a
 * 400 on every keyset-paged list, on both databases (PostgreSQL refused the number such a slot makes,
 * and the list answered 500), while a cursor above the newest position still reads the first page.
 * The recorded real blocks, indexed by the real indexer.
 */
import { startReplayNode, type ReplayNode } from '../../bench/replaySource';
import { MALFORMED_CURSOR } from '../src/http/cursor';
import { startTestApi, type TestApi } from './helpers/api';
import { catchUpTo } from './helpers/catchUp';
import { DATABASE_KINDS, tempDatabase, type TestDb } from './helpers/databases';
import { recordedTransactionCount } from './helpers/realAnswers';

jest.setTimeout(180_000);

let node: ReplayNode;

beforeAll(async () => {
  node = await startReplayNode('real', recordedTransactionCount());
});

afterAll(async () => {
  await node?.close();
});

describe.each(DATABASE_KINDS)('%s', (kind) => {
  let db: TestDb | null = null;
  let api: TestApi;
  let lists: string[] = [];

  beforeAll(async () => {
    db = await tempDatabase(kind);
    if (!db) return;
    api = await startTestApi(db.url);
    await catchUpTo(node.url, db.url, node.tip, 120_000);
    const { address } = await api.database.db
      .selectFrom('wallet_history')
      .innerJoin('addresses', 'addresses.id', 'wallet_history.address_id')
      .select('addresses.address as address')
      .where('wallet_history.kind', '=', 0)
      .orderBy('wallet_history.n', 'desc')
      .executeTakeFirstOrThrow();
    const { address: mint } = await api.database.db
      .selectFrom('mints')
      .select('address')
      .orderBy('holder_count', 'desc')
      .executeTakeFirstOrThrow();
    const { height } = await api.database.db
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

  afterAll(async () => {
    await api?.close();
    await db?.drop();
  });

  test.each(['999999999999999.0.0', '137438953472.0', '5.65536'])(
    'a cursor past any stored position (%s) is a 400 saying so',
    async (cursor) => {
      if (!db) return;
      for (const list of lists) {
        const res = await api.request(`${list}?cursor=${cursor}`);
        expect([list, res.statusCode, res.json<{ message: string }>().message]).toEqual([
          list,
          400,
          MALFORMED_CURSOR,
        ]);
      }
    },
  );

  test('a cursor above the newest position reads the first page', async () => {
    if (!db) return;
    for (const list of lists.slice(0, 3)) {
      const first = await api.request(`${list}?limit=5`);
      // The address's list is keyed by transaction, the wallet's by movement.
      const cursor = list.endsWith('/paginated') ? '137438953471.0' : '137438953471.0.0';
      const above = await api.request(`${list}?limit=5&cursor=${cursor}`);
      expect([list, above.statusCode]).toEqual([list, 200]);
      expect(above.json()).toEqual(first.json());
    }
  });
});
