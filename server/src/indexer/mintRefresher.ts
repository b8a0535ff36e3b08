/**
 * Mint metadata refreshes beside the write pipeline: database steps in the writer's order between
 * batches, chain and URI reads while batches go on, so the writer never idles on those round trips.
 *   const refresher = new MintRefresher(rpc, log);
 *   refresher.flagged(batchResult.mintsFlagged);
 *   refresher.start(exec, afterWrites);
 *   await refresher.finish(exec, afterWrites);
 */
import type { RpcClient } from '../rpc/client';
import { applyMints, flaggedMints, readMints } from './metadata';
import type { SqlExec } from './sql';

/** Mints read in one refresh: one getMultipleAccounts call. */
const REFRESH_LIMIT = 100;

/** Runs `step` on the writer's connection once the writes queued before it are done, in their order. */
export type AfterWrites = <T>(step: () => Promise<T>) => Promise<T>;

export class MintRefresher {
  /** Flagged mints may be waiting (true at start: a previous run may have left some). */
  private pending = true;
  private running: Promise<void> | null = null;
  /**
   * Mints a batch flagged again while the running refresh read the chain: what it read may predate
   * that batch (the supply of a mint created before the indexed range), so their flags stay.
   */
  private reflagged = new Set<string>();
  /** The running refresh read the chain before a rollback: it writes nothing. */
  private stale = false;

  constructor(
    private readonly rpc: RpcClient,
    private readonly log: (line: string) => void,
  ) {}

  /** After each committed batch: the mints it flagged (writeBatch's `mintsFlagged`). */
  flagged(mints: string[]): void {
    if (mints.length === 0) return;
    this.pending = true;
    if (this.running) for (const m of mints) this.reflagged.add(m);
  }

  /**
   * Mints were flagged outside a batch (a fork rollback flags those it rewinds): a refresh reading
   * the chain meanwhile may have read the abandoned branch, so it writes nothing.
   */
  flaggedAll(): void {
    this.pending = true;
    if (this.running) this.stale = true;
  }

  /** Starts a refresh when mints may be waiting and none is running. */
  start(exec: SqlExec, afterWrites: AfterWrites): void {
    if (!this.pending || this.running) return;
    this.pending = false;
    this.reflagged = new Set();
    this.stale = false;
    this.running = this.refresh(exec, afterWrites)
      .catch((e: unknown) => {
        this.pending = true;
        this.log(`mint refresh failed: ${(e as Error).message}`);
      })
      .finally(() => (this.running = null));
  }

  /** Before closing: waits for the running refresh, then runs one more for mints flagged meanwhile. */
  async finish(exec: SqlExec, afterWrites: AfterWrites): Promise<void> {
    await this.settle();
    this.start(exec, afterWrites);
    await this.settle();
  }

  /** Resolves once no refresh is running. */
  async settle(): Promise<void> {
    await this.running;
  }

  private async refresh(exec: SqlExec, afterWrites: AfterWrites): Promise<void> {
    const mints = await afterWrites(() => flaggedMints(exec, REFRESH_LIMIT));
    if (mints.length === 0) return;
    const readings = await readMints(this.rpc, mints);
    await afterWrites(async () => {
      const current = this.stale ? [] : readings.filter((r) => !this.reflagged.has(r.mint.address));
      await applyMints(exec, current);
      if (current.length < readings.length || mints.length === REFRESH_LIMIT) this.pending = true;
    });
  }
}
