/**
 * When an assembling batch is written without waiting for the next fetch: far behind the tip once it
 * holds the catch-up size (fuller batches write each state row once), near it at once (live lag).
 * Near counts transactions as well as slots; a batch takes at most half of what is left, so the last
 * ones of a catch-up are short (docs/scaling-log.md).
 *   const limit = batchLimit(max, fill, tip - next + 1, load.perSlot());  // at a batch's start
 *   if (batchIsDue(held, fill, tip - next + 1, load.perSlot())) write();
 */

/** Slots behind the tip within which the indexer may count as at the tip. */
export const CATCH_UP_DISTANCE = 64;

/** How much a slot's count moves the rate: about the last hundred slots weigh. */
const WEIGHT = 1 / 64;

/** Transactions per slot lately (a skipped slot counts as none). */
export class SlotLoad {
  private rate = -1;

  add(txs: number): void {
    this.rate = this.rate < 0 ? txs : this.rate + (txs - this.rate) * WEIGHT;
  }

  /** 0 before any slot was seen: the stretch then counts as near (a ready batch is written). */
  perSlot(): number {
    return Math.max(0, this.rate);
  }
}

/** Whether a batch of `heldTxs` is written now, `slotsLeft` slots (the next one included) before the tip. */
export function batchIsDue(heldTxs: number, fillTxs: number, slotsLeft: number, txsPerSlot: number): boolean {
  if (heldTxs >= fillTxs) return true;
  return slotsLeft <= CATCH_UP_DISTANCE && slotsLeft * txsPerSlot < fillTxs;
}

/** The most transactions the next batch takes: the maximum far behind, tapering to the catch-up size. */
export function batchLimit(maxTxs: number, fillTxs: number, slotsLeft: number, txsPerSlot: number): number {
  return Math.max(Math.min(fillTxs, maxTxs), Math.min(maxTxs, (slotsLeft * txsPerSlot) / 2));
}
