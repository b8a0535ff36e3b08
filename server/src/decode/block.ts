/** Pure derivation of a block and all its transactions from a getBlock (`encoding: "json"`) result. */
import type { RpcBlock } from '../rpc/types';
import { deriveTransaction } from './transaction';
import type { DerivedBlock } from './types';

export function deriveBlock(slot: number, block: RpcBlock): DerivedBlock {
  const blockTime = block.blockTime ?? null;
  const transactions = (block.transactions ?? []).map((tx, index) =>
    deriveTransaction(tx, { slot, blockTime, index }),
  );
  let successCount = 0;
  let totalFees = 0;
  let balanceChangeCount = 0;
  for (const t of transactions) {
    if (t.status === 'success') successCount++;
    totalFees += t.fee;
    balanceChangeCount += t.nativeBalanceChanges.length + t.tokenBalanceChanges.length;
  }
  return {
    slot,
    parentSlot: block.parentSlot,
    blockhash: block.blockhash,
    previousBlockhash: block.previousBlockhash,
    blockHeight: block.blockHeight ?? null,
    blockTime,
    transactions,
    successCount,
    failedCount: transactions.length - successCount,
    totalFees,
    balanceChangeCount,
  };
}
