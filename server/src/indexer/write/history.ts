/**
 * The append-only chain records of a batch: blocks, skipped slots, transactions, the
 * address→transaction index, transfers and balance changes (native and token). Rows are collected
 * while the batch is read and inserted inside the batch's transaction.
 */
import type { DerivedBlock, DerivedTransaction } from '../../decode/types';
import type { SqlExec } from '../sql';
import {
  ADDRESS_TRANSACTIONS,
  BLOCKS,
  insertRows,
  NATIVE_BALANCE_CHANGES,
  SKIPPED_SLOTS,
  TOKEN_BALANCE_CHANGES,
  TRANSACTIONS,
  TRANSFERS,
  type AddressTransactionRow,
  type BlockRow,
  type NativeBalanceChangeRow,
  type SkippedSlotRow,
  type TokenBalanceChangeRow,
  type TransactionRow,
  type TransferRow,
} from './tables';

export function blockRow(b: DerivedBlock, epoch: number | null, leader: string | null): BlockRow {
  return {
    slot: b.slot,
    height: b.blockHeight,
    parent_slot: b.parentSlot,
    blockhash: b.blockhash,
    previous_blockhash: b.previousBlockhash,
    block_time: b.blockTime,
    epoch,
    leader,
    tx_count: b.transactions.length,
    success_count: b.successCount,
    failed_count: b.failedCount,
    total_fees: b.totalFees,
    balance_change_count: b.balanceChangeCount,
    defi_swap_count: 0,
  };
}

export function transactionRow(t: DerivedTransaction, height: number | null): TransactionRow {
  return {
    signature: t.signature,
    slot: t.slot,
    tx_index: t.index,
    block_height: height,
    block_time: t.blockTime,
    status: t.status,
    err: t.err === null || t.err === undefined ? null : JSON.stringify(t.err),
    fee: t.fee,
    fee_payer: t.feePayer,
    compute_units: t.computeUnits,
    version: t.version,
    instruction_count: t.instructionCount,
    account_count: t.accountKeys.length,
    program_count: t.programs.length,
    signer_count: t.signers.length,
    is_vote: t.isVote ? 1 : 0,
    programs: JSON.stringify(t.programs),
    instructions: JSON.stringify(t.instructions),
    accounts: JSON.stringify(t.accounts),
    transfers: JSON.stringify(t.transfers),
    minted: JSON.stringify(t.mints),
    burned: JSON.stringify(t.burns),
    token_balance_changes: JSON.stringify(t.tokenBalanceChanges),
    log_messages: JSON.stringify(t.logMessages),
  };
}

export class ChainHistory {
  readonly blocks: BlockRow[] = [];
  readonly skipped: SkippedSlotRow[] = [];
  readonly transactions: TransactionRow[] = [];
  readonly addressTransactions: AddressTransactionRow[] = [];
  readonly transfers: TransferRow[] = [];
  readonly tokenBalanceChanges: TokenBalanceChangeRow[] = [];
  readonly nativeBalanceChanges: NativeBalanceChangeRow[] = [];

  addSkipped(slot: number): void {
    this.skipped.push({ slot });
  }

  addBlock(b: DerivedBlock, epoch: number | null, leader: string | null): void {
    this.blocks.push(blockRow(b, epoch, leader));
  }

  addTransaction(t: DerivedTransaction, height: number | null): void {
    const at = { slot: t.slot, tx_index: t.index, signature: t.signature };
    const time = t.blockTime;
    this.transactions.push(transactionRow(t, height));
    const seen = new Set<string>();
    for (const a of t.accounts) {
      if (seen.has(a.pubkey)) continue;
      seen.add(a.pubkey);
      this.addressTransactions.push({ address: a.pubkey, ...at });
    }
    for (const n of t.nativeBalanceChanges)
      this.nativeBalanceChanges.push({
        address: n.address,
        ...at,
        block_time: time,
        pre_balance: n.preBalance,
        post_balance: n.postBalance,
        change: n.change,
      });
    for (const c of t.tokenBalanceChanges)
      this.tokenBalanceChanges.push({
        ...at,
        account: c.account,
        block_time: time,
        mint: c.mint,
        owner: c.owner,
        decimals: c.decimals,
        pre_amount: c.preAmount,
        post_amount: c.postAmount,
        change: c.change,
      });
    t.transfers.forEach((r, seq) =>
      this.transfers.push({
        ...at,
        seq,
        block_time: time,
        kind: r.kind,
        mint: r.mint,
        source: r.source,
        destination: r.destination,
        source_owner: r.sourceOwner,
        destination_owner: r.destinationOwner,
        amount: r.amount,
        decimals: r.decimals,
      }),
    );
  }

  async insert(exec: SqlExec): Promise<void> {
    await insertRows(exec, BLOCKS, this.blocks);
    await insertRows(exec, SKIPPED_SLOTS, this.skipped);
    await insertRows(exec, TRANSACTIONS, this.transactions);
    await insertRows(exec, ADDRESS_TRANSACTIONS, this.addressTransactions);
    await insertRows(exec, TRANSFERS, this.transfers);
    await insertRows(exec, TOKEN_BALANCE_CHANGES, this.tokenBalanceChanges);
    await insertRows(exec, NATIVE_BALANCE_CHANGES, this.nativeBalanceChanges);
  }
}
