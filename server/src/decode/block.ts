/** Pure derivation of a block and all its transactions from a getBlock (`encoding: "json"`) result. */
import type { RpcBlock } from '../rpc/types';
import { deriveAction } from './action';
import { deriveTransaction } from './transaction';
import type { DerivedBlock, DerivedTransaction } from './types';

function isSwapCandidate(t: DerivedTransaction): boolean {
  if (t.isVote || t.status !== 'success') return false;
  for (const c of t.tokenBalanceChanges) if (c.owner === t.feePayer) return true;
  return false;
}

/** `indexing`: derived for the index (TxContext.indexing). */
export function deriveBlock(slot: number, block: RpcBlock, indexing = false): DerivedBlock {
  const blockTime = block.blockTime ?? null;
  const transactions = (block.transactions ?? []).map((tx, index) =>
    deriveTransaction(tx, { slot, blockTime, index, indexing }),
  );
  let successCount = 0;
  let totalFees = 0;
  let balanceChangeCount = 0;
  let defiSwapCount = 0;
  for (const t of transactions) {
    if (t.status === 'success') successCount++;
    totalFees += t.fee;
    balanceChangeCount += t.nativeBalanceChanges.length + t.tokenBalanceChanges.length;
    // A swap as the transaction page tells it (action.ts), so the block's figure and the page agree.
    // A swap always moves a token of the signer's: the others (most of a block) are not derived.
    if (isSwapCandidate(t) && deriveAction(t).kind === 'swap') defiSwapCount++;
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
    defiSwapCount,
  };
}
