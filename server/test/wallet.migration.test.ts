/**
 * 0160_wallet_row_transactions on a database that already holds a wallet's history: its rows keep
 * no count of transactions (NULL), and pages by transaction still jump to the right transactions by
 * reading them. SQLite and PostgreSQL.
 */
import { txId } from '../src/db/txid';
import { walletActionCode } from '../src/walletHistory/codes';
import type { WalletEntry } from '../src/walletHistory/postings';
import { countTransactions, walletPage, type StoredFilters } from '../src/wallet/queries';
import { insertPostingRow } from './helpers/postingRows';
import { DATABASE_KINDS } from './helpers/databases';
import { upgraded } from './helpers/upgraded';

const KIND = 'wallet_transfers';
/** Row r (oldest first) holds three transactions of r % 3 + 1 movements each. */
const rows: WalletEntry[][] = Array.from({ length: 9 }, (_, r) =>
  [0, 1, 2].flatMap((t) =>
    Array.from({ length: (r % 3) + 1 }, (_, position) => ({
      tx: txId(100 + r * 3 + t, 0),
      position,
      mint: null,
      action: walletActionCode('transfer'),
      direction: 0,
    })),
  ),
);

describe.each(DATABASE_KINDS)('0160_wallet_row_transactions on %s', (kind) => {
  test('rows stored before keep no count, and pages by transaction read them to count', async () => {
    await upgraded(
      kind,
      '0150_kept_transaction_total',
      async (db) => {
        await db
          .insertInto('addresses')
          .values({ id: 1, address: 'Wallet'.padEnd(32, '1') })
          .execute();
        for (const row of rows) await insertPostingRow(db, 1, KIND, row, { counted: false });
      },
      async (db) => {
        const stored = await db.selectFrom('wallet_history').select(['txs']).execute();
        expect(stored.map((r) => r.txs)).toEqual(rows.map(() => null));
        const txs = rows
          .flat()
          .map((e) => e.tx)
          .filter((tx, i, a) => a.indexOf(tx) === i)
          .reverse();
        const f: StoredFilters = { addressId: 1 };
        for (const page of [1, 3, 6, 7]) {
          const got = await walletPage(db, KIND, f, { limit: 4, page, byTransaction: true });
          const shown = [...new Set(got.map((e) => Number(e.tx_id)))];
          expect([page, shown]).toEqual([page, txs.slice((page - 1) * 4, page * 4 + 1)]);
        }
        expect(await countTransactions(db, KIND, f)).toBe(txs.length);
      },
    );
  });
});
