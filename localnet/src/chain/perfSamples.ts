// getRecentPerformanceSamples: one sample per 60 slots, newest first, as a node keeps them (720 at most).
export interface PerfSample {
  slot: number;
  numTransactions: number;
  numNonVoteTransactions: number;
  numSlots: number;
  samplePeriodSecs: number;
}

const SLOTS_PER_SAMPLE = 60;
const MAX_SAMPLES = 720;

export class PerfSampler {
  readonly samples: PerfSample[] = [];
  private start: { slot: number; tx: number; votes: number; t: number };

  constructor(slot: number, transactionCount: number, nowMs: number) {
    this.start = { slot, tx: transactionCount, votes: 0, t: nowMs };
  }

  /** Called as `slot` opens after `closed`; counters are totals since start-up. */
  onSlot(
    closed: number,
    slot: number,
    transactionCount: number,
    votesLanded: number,
    now: () => number,
  ): void {
    if (slot - this.start.slot < SLOTS_PER_SAMPLE) return;
    const t = now();
    const n = transactionCount - this.start.tx;
    const votes = Math.min(n, votesLanded - this.start.votes);
    this.samples.unshift({
      slot: closed,
      numTransactions: n,
      numNonVoteTransactions: n - votes,
      numSlots: slot - this.start.slot,
      samplePeriodSecs: Math.max(1, Math.round((t - this.start.t) / 1000)),
    });
    if (this.samples.length > MAX_SAMPLES) this.samples.pop();
    this.start = { slot, tx: transactionCount, votes: votesLanded, t };
  }
}
