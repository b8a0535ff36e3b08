/**
 * When a batch being assembled is written without waiting for the next slot's fetch. Far behind the
 * tip a batch waits until it holds the catch-up size (a fuller batch writes each current-state row
 * and posting row once for all its blocks); near the tip a ready batch never waits (live lag).
 *
 * "Near" is counted in transactions as well as slots: the stretch up to the tip is near when it is
 * within CATCH_UP_DISTANCE slots and would bring fewer transactions than a batch holds, at the rate
 * of the slots seen lately. On a chain of small blocks that is the whole distance, as before; 64 slots
 * of a busy chain can hold several batches (64 blocks of 600 transactions are 38,400), and writing
 * each one as soon as its first blocks were ready cut them into many small batches: on a catch-up of
 * 100,000 mix transactions (167 slots) the last 64 slots were 38 % of the run, and with them filled
 * the catch-up into SQLite took 4–7 % less CPU in three interleaved pairs.
 *   const load = new SlotLoad();
 *   load.add(block.transactions.length);                       // every slot fetched, 0 when skipped
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

/**
 * Whether a batch holding `heldTxs` transactions is written now instead of waiting for the next
 * slot, `slotsLeft` slots (the next one included) before the tip.
 */
export function batchIsDue(heldTxs: number, fillTxs: number, slotsLeft: number, txsPerSlot: number): boolean {
  if (heldTxs >= fillTxs) return true;
  return slotsLeft <= CATCH_UP_DISTANCE && slotsLeft * txsPerSlot < fillTxs;
}
