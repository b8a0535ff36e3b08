/**
 * The wallet history rows of a batch (server/src/wallet/extract.ts applies the §5 rules), inserted
 * with the batch so the holdings page's tables are as crash-safe as the rest of the chain data.
 */
import type { DerivedTransaction } from '../../decode/types';
import {
  walletBalanceRows,
  walletTransferRows,
  type WalletBalanceRow,
  type WalletTransferRow,
} from '../../wallet/extract';
import type { SqlExec } from '../sql';
import { insertRows, WALLET_BALANCE_CHANGES, WALLET_TRANSFERS } from './tables';

export class WalletHistory {
  readonly transfers: WalletTransferRow[] = [];
  readonly balanceChanges: WalletBalanceRow[] = [];

  add(t: DerivedTransaction): void {
    for (const r of walletTransferRows(t)) this.transfers.push(r);
    for (const r of walletBalanceRows(t)) this.balanceChanges.push(r);
  }

  async insert(exec: SqlExec): Promise<void> {
    await insertRows(exec, WALLET_TRANSFERS, this.transfers);
    await insertRows(exec, WALLET_BALANCE_CHANGES, this.balanceChanges);
  }
}
