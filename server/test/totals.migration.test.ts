/**
 * The kept totals' migrations on a database that already holds rows: 0130 counts the top holders'
 * total once from the accounts with GOR, 0150 the network's transactions from the blocks, and the
 * API answers them from the kept rows. SQLite and PostgreSQL.
 */
import { amountKey } from '../src/db/schema';
import { totalOf } from '../src/db/totals';
import { transactionCount } from '../src/network/repository';
import { DATABASE_KINDS } from './helpers/databases';
import { upgraded } from './helpers/upgraded';

describe.each(DATABASE_KINDS)('0130_kept_totals on %s', (kind) => {
  test('counts the funded accounts a database already holds', async () => {
    const balances = ['5', '0', '18446744073709551615', '1', '0'];
    await upgraded(
      kind,
      '0120_block_list_index',
      async (db) => {
        await db
          .insertInto('addresses')
          .values(balances.map((_, i) => ({ id: i + 1, address: `Acct${i}`.padEnd(32, '1') })))
          .execute();
        await db
          .insertInto('accounts')
          .values(
            balances.map((lamports, i) => ({
              address_id: i + 1,
              lamports,
              lamports_key: amountKey(lamports),
              owner: null,
              first_slot: 1,
              last_slot: 1,
              last_block_time: null,
              tx_count: 1,
              sent: '0',
              received: '0',
            })),
          )
          .execute();
      },
      async (db) => expect(await totalOf(db, 'funded_accounts')).toBe(3),
    );
  });
});

describe.each(DATABASE_KINDS)('0150_kept_transaction_total on %s', (kind) => {
  test("adds up the transactions of the blocks a database already holds, and the network's count reads it", async () => {
    const counts = [602, 0, 37];
    await upgraded(
      kind,
      '0140_mint_name_starts',
      (db) =>
        db
          .insertInto('blocks')
          .values(
            counts.map((tx_count, i) => ({
              slot: i + 1,
              height: i + 1,
              parent_slot: i,
              blockhash: `Hash${i}`.padEnd(32, '1'),
              previous_blockhash: `Hash${i - 1}`.padEnd(32, '1'),
              block_time: null,
              epoch: 0,
              leader: null,
              tx_count,
              success_count: tx_count,
              failed_count: 0,
              total_fees: 0,
              balance_change_count: 0,
              defi_swap_count: 0,
              non_vote_count: tx_count,
              list_index: null,
            })),
          )
          .execute(),
      async (db) => expect(await transactionCount(db)).toBe(639),
    );
  });
});
