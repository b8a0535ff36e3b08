/**
 * Backfill progress (lag, tx/s, time left): a bar on a terminal, else a log line every 10 s. On a
 * worker thread it sends `ProgressEvent`s to the thread that owns the terminal (thread.ts).
 */
import cliProgress from 'cli-progress';

export type ProgressEvent =
  | { step: 'begin'; from: number; tip: number }
  | { step: 'advance'; slot: number; tip: number; txs: number }
  | { step: 'caughtUp'; slot: number; tip: number }
  | { step: 'stop' };

/** What the indexer calls on each step: drawn here, or sent to the thread that draws. */
export interface ProgressSink {
  begin(from: number, tip: number): void;
  advance(slot: number, tip: number, txs: number): void;
  caughtUp(slot: number, tip: number): void;
  stop(): void;
}

/** A sink that forwards every step as a message. */
export function forwardProgress(send: (e: ProgressEvent) => void): ProgressSink {
  return {
    begin: (from, tip) => send({ step: 'begin', from, tip }),
    advance: (slot, tip, txs) => send({ step: 'advance', slot, tip, txs }),
    caughtUp: (slot, tip) => send({ step: 'caughtUp', slot, tip }),
    stop: () => send({ step: 'stop' }),
  };
}

/** Applies a forwarded step to a sink that draws. */
export function applyProgress(sink: ProgressSink, e: ProgressEvent): void {
  if (e.step === 'begin') sink.begin(e.from, e.tip);
  else if (e.step === 'advance') sink.advance(e.slot, e.tip, e.txs);
  else if (e.step === 'caughtUp') sink.caughtUp(e.slot, e.tip);
  else sink.stop();
}

export class Progress implements ProgressSink {
  private bar: cliProgress.SingleBar | null = null;
  private start = 0;
  private txs = 0;
  private startedAt = Date.now();
  private lastLog = 0;
  private caught = false;

  constructor(
    private readonly enabled: boolean,
    private readonly log: (m: string) => void,
    private readonly terminal: boolean = Boolean(process.stdout.isTTY),
  ) {}

  begin(from: number, tip: number): void {
    this.start = from;
    this.startedAt = Date.now();
    if (this.enabled && this.terminal && tip - from > 50) {
      this.bar = new cliProgress.SingleBar(
        {
          format: 'indexing [{bar}] {percentage}% | slot {value}/{total} | {tps} tx/s | eta {eta_formatted}',
          hideCursor: true,
        },
        cliProgress.Presets.shades_classic,
      );
      this.bar.start(tip - from, 0, { tps: 0 });
    }
  }

  advance(slot: number, tip: number, txs: number): void {
    this.txs += txs;
    const secs = Math.max(0.001, (Date.now() - this.startedAt) / 1000);
    const tps = Math.round(this.txs / secs);
    if (this.bar) {
      this.bar.setTotal(Math.max(1, tip - this.start));
      this.bar.update(slot - this.start + 1, { tps });
      return;
    }
    if (this.enabled && Date.now() - this.lastLog > 10000) {
      this.lastLog = Date.now();
      const left =
        tps > 0 && this.txs > 0
          ? Math.round((tip - slot) * (secs / Math.max(1, slot - this.start + 1)))
          : null;
      this.log(
        `indexed slot ${slot}, tip ${tip}, lag ${Math.max(0, tip - slot)} slots, ${tps} tx/s since start${left !== null ? `, about ${left} s left` : ''}`,
      );
    }
  }

  caughtUp(slot: number, tip: number): void {
    if (this.caught) return;
    this.caught = true;
    this.stop();
    if (this.enabled) this.log(`caught up with the tip at slot ${slot} (tip ${tip}); following live`);
  }

  stop(): void {
    this.bar?.stop();
    this.bar = null;
  }
}
