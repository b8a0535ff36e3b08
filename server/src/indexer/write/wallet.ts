/**
 * The wallet history rows of a batch (server/src/wallet/extract.ts applies the wallet rules), as
 * narrow index rows (address and token ids, the transaction's position, the movement's position,
 * action and direction codes), inserted with the batch so the holdings page's tables are as
 * crash-safe as the rest of the chain data.
 */
import type { DerivedTransaction } from '../../decode/types';
import { txId } from '../../db/txid';
import { balanceActionCode, directionCode, walletActionCode } from '../../wallet/codes';
import {
  walletBalanceRows,
  walletTransferRows,
  type WalletBalanceRow,
  type WalletTransferRow,
} from '../../wallet/extract';
import type { SqlExec } from '../sql';
import type { AddressBook } from './addresses';
import { insertRows, WALLET_BALANCE_CHANGES, WALLET_TRANSFERS, type WalletIndexRow } from './tables';

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

  encode(book: AddressBook): { transfers: WalletIndexRow[]; balanceChanges: WalletIndexRow[] } {
    const row = (r: WalletTransferRow | WalletBalanceRow, action: number): WalletIndexRow => ({
      address_id: book.idOf(r.address),
      tx_id: txId(r.slot, r.tx_index),
      position: r.position,
      mint_id: r.mint === null ? null : book.idOf(r.mint),
      action,
      direction: directionCode(r.direction),
    });
    return {
      transfers: this.transfers.map((r) => row(r, walletActionCode(r.action))),
      balanceChanges: this.balanceChanges.map((r) => row(r, balanceActionCode(r.action))),
    };
  }

  static async insert(
    exec: SqlExec,
    rows: { transfers: WalletIndexRow[]; balanceChanges: WalletIndexRow[] },
  ): Promise<void> {
    await insertRows(exec, WALLET_TRANSFERS, rows.transfers);
    await insertRows(exec, WALLET_BALANCE_CHANGES, rows.balanceChanges);
  }
}
