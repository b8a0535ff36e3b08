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
 *
 * The same count tapers a batch's size towards the end of a catch-up: a batch takes at most half the
 * transactions left to the tip (never fewer than the catch-up size), so the batches written after
 * the last block is decoded, while the decoding thread has nothing left to do, are short. On the mix,
 * five interleaved pairs (three into SQLite, two into PostgreSQL): +0.3 to +4 % and +4 to +7 %.
 *   const load = new SlotLoad();
 *   load.add(block.transactions.length);                       // every slot fetched, 0 when skipped
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

/**
 * Whether a batch holding `heldTxs` transactions is written now instead of waiting for the next
 * slot, `slotsLeft` slots (the next one included) before the tip.
 */
export function batchIsDue(heldTxs: number, fillTxs: number, slotsLeft: number, txsPerSlot: number): boolean {
  if (heldTxs >= fillTxs) return true;
  return slotsLeft <= CATCH_UP_DISTANCE && slotsLeft * txsPerSlot < fillTxs;
}

/**
 * The most transactions the next batch takes: the whole maximum far behind the tip, tapering to the
 * catch-up size as the slots left to it run out, so the last batches of a catch-up, written after
 * the decoding is done, are short.
 */
export function batchLimit(maxTxs: number, fillTxs: number, slotsLeft: number, txsPerSlot: number): number {
  return Math.max(Math.min(fillTxs, maxTxs), Math.min(maxTxs, (slotsLeft * txsPerSlot) / 2));
}
