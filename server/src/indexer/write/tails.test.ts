import { txId } from '../../db/txid';
import { packEntries, unpackEntries, type WalletEntry } from '../../walletHistory/postings';
import { WALLET_TAILS } from './tails';
import type { WalletHistoryRow } from './tables';

/** `moves` movements in each of the transactions at `slots` (index 0). */
const entries = (slots: number[], moves: number): WalletEntry[] =>
  slots.flatMap((slot) =>
    Array.from({ length: moves }, (_, position) => ({
      tx: txId(slot, 0),
      position,
      mint: null,
      action: 0,
      direction: 0,
    })),
  );

function row(list: WalletEntry[], counted: boolean): WalletHistoryRow {
  const p = packEntries(list);
  return {
    address_id: 7,
    kind: 0,
    last_tx: p.last,
    first_tx: p.first,
    n: p.n,
    txs: counted ? p.txs : null,
    entries: p.entries,
  };
}

test('a wallet row grown at its tail keeps the count of its transactions, counting a taken-back row from its entries', () => {
  const older = entries([10, 11, 12], 2);
  const newer = entries([20, 21], 3);
  expect(row(newer, true).txs).toBe(2);
  // A row taken back from the table (or stored before counts were kept) comes without its count.
  for (const counted of [true, false]) {
    const joined = WALLET_TAILS.join(row(newer, true), row(older, counted));
    expect(joined).toMatchObject({ n: 12, txs: 5, first_tx: txId(10, 0), last_tx: txId(21, 0) });
    expect(unpackEntries(joined.last_tx, joined.entries).map((e) => e.tx)).toEqual(
      [...newer, ...older].map((e) => e.tx).sort((a, b) => b - a),
    );
  }
});
