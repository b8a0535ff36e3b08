/**
 * Backfill progress: a cli-progress bar on a terminal, a log line every 10 s otherwise; both say
 * how far behind the tip the indexer is and its rate in transactions per second.
 */
import cliProgress from 'cli-progress';

export class Progress {
  private bar: cliProgress.SingleBar | null = null;
  private start = 0;
  private txs = 0;
  private startedAt = Date.now();
  private lastLog = 0;
  private caught = false;

  constructor(
    private readonly enabled: boolean,
    private readonly log: (m: string) => void,
  ) {}

  begin(from: number, tip: number): void {
    this.start = from;
    this.startedAt = Date.now();
    if (this.enabled && process.stdout.isTTY && tip - from > 50) {
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
      this.log(
        `indexed slot ${slot}, tip ${tip}, lag ${Math.max(0, tip - slot)} slots, ${tps} tx/s since start`,
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
