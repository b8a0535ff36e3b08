/**
 * Mint metadata refreshes beside the write pipeline. The database steps (reading the flagged mints,
 * writing what was found) run in the writer's order on its connection, between batches; the reads
 * of the chain and of metadata URIs in between run while batches go on being written. Done inline,
 * between two batches, a catch-up through blocks that create mints (on the mix, every batch) spent
 * about a tenth of its time waiting for those round trips, its writer idle.
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

  /**
   * Before the connection closes: waits for the running refresh, then runs one more if mints were
   * flagged meanwhile (the batches written last are then refreshed as they were when refreshes ran
   * between batches).
   */
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
