/**
 * 0170_address_history_count on a database that already holds address histories: each account's
 * kept count starts at what its posting rows list, so the address page's total is the same before
 * and after the upgrade. SQLite and PostgreSQL.
 */
import { packPositions } from '../src/db/history';
import { amountKey } from '../src/db/schema';
import { txId } from '../src/db/txid';
import { accountTxCount } from '../src/chain/repository';
import { DATABASE_KINDS } from './helpers/databases';
import { upgraded } from './helpers/upgraded';

const address = (i: number) => `Acct${i}`.padEnd(32, '1');
/** Address i's posting rows, each a run of slots: address 1 has three rows, 2 one, 3 none. */
const histories: number[][][] = [
  [],
  [
    [10, 11, 12],
    [20, 21],
    [30, 31, 32, 33],
  ],
  [[40]],
  [],
];

describe.each(DATABASE_KINDS)('0170_address_history_count on %s', (kind) => {
  test("an account's kept count starts at its history's, and the page total reads it", async () => {
    await upgraded(
      kind,
      '0160_wallet_row_transactions',
      async (db) => {
        await db
          .insertInto('addresses')
          .values([1, 2, 3, 4].map((id) => ({ id, address: address(id) })))
          .execute();
        // Address 4 was met (it has an id) but never as an account.
        await db
          .insertInto('accounts')
          .values(
            [1, 2, 3].map((id) => ({
              address_id: id,
              lamports: '0',
              lamports_key: amountKey('0'),
              owner: null,
              first_slot: 10,
              last_slot: 40,
              last_block_time: null,
              tx_count: 50,
              sent: '0',
              received: '0',
            })),
          )
          .execute();
        for (const [i, rows] of histories.entries())
          for (const slots of rows) {
            const p = packPositions(slots.map((s) => txId(s, 0)));
            await db
              .insertInto('address_history')
              .values({ address_id: i, last_tx: p.last, first_tx: p.first, n: p.n, txs: p.gaps })
              .execute();
          }
      },
      async (db) => {
        const kept = await db
          .selectFrom('accounts')
          .select(['address_id', 'history_count'])
          .orderBy('address_id')
          .execute();
        expect(kept.map((r) => [Number(r.address_id), Number(r.history_count)])).toEqual([
          [1, 9],
          [2, 1],
          [3, 0],
        ]);
        expect(await accountTxCount(db, address(1))).toBe(9);
        expect(await accountTxCount(db, address(4))).toBe(0);
        expect(await accountTxCount(db, 'Unknown'.padEnd(32, '1'))).toBeNull();
      },
    );
  });
});
