/**
 * The wallet history of a batch (server/src/wallet/extract.ts applies the wallet rules) as posting
 * rows: per address and history kind, one row listing the batch's movements of that address
 * (transaction and movement positions, token id, action and direction codes), inserted with the
 * batch so the holdings page's tables are as crash-safe as the rest of the chain data.
 */
import type { DerivedTransaction } from '../../decode/types';
import { txId } from '../../db/txid';
import { balanceActionCode, directionCode, walletActionCode, walletKindCode } from '../../wallet/codes';
import {
  walletBalanceRows,
  walletTransferRows,
  type WalletBalanceRow,
  type WalletTransferRow,
} from '../../wallet/extract';
import { packEntries, type WalletEntry } from '../../wallet/postings';
import type { SqlExec } from '../sql';
import type { AddressBook } from './addresses';
import { insertRows, WALLET_HISTORY, type WalletHistoryRow } from './tables';

export class WalletHistory {
  private readonly transfers: WalletTransferRow[] = [];
  private readonly balanceChanges: WalletBalanceRow[] = [];

  add(t: DerivedTransaction): void {
    for (const r of walletTransferRows(t)) this.transfers.push(r);
    for (const r of walletBalanceRows(t)) this.balanceChanges.push(r);
  }

  /** The addresses and tokens the rows will refer to by id. */
  candidates(out: string[]): void {
    for (const r of [...this.transfers, ...this.balanceChanges]) {
      out.push(r.address);
      if (r.mint !== null) out.push(r.mint);
    }
  }

  encode(book: AddressBook): WalletHistoryRow[] {
    const rows: WalletHistoryRow[] = [];
    const group = (
      kind: number,
      list: (WalletTransferRow | WalletBalanceRow)[],
      action: (r: WalletTransferRow | WalletBalanceRow) => number,
    ) => {
      const byAddress = new Map<number, WalletEntry[]>();
      for (const r of list) {
        const id = book.idOf(r.address);
        let entries = byAddress.get(id);
        if (!entries) byAddress.set(id, (entries = []));
        entries.push({
          tx: txId(r.slot, r.tx_index),
          position: r.position,
          mint: r.mint === null ? null : book.idOf(r.mint),
          action: action(r),
          direction: directionCode(r.direction),
        });
      }
      for (const [address_id, entries] of byAddress) {
        const p = packEntries(entries);
        rows.push({ address_id, kind, last_tx: p.last, first_tx: p.first, n: p.n, entries: p.entries });
      }
    };
    group(walletKindCode('wallet_transfers'), this.transfers, (r) => walletActionCode(r.action));
    group(walletKindCode('wallet_balance_changes'), this.balanceChanges, (r) => balanceActionCode(r.action));
    return rows;
  }

  static async insert(exec: SqlExec, rows: WalletHistoryRow[]): Promise<void> {
    await insertRows(exec, WALLET_HISTORY, rows);
  }
}
