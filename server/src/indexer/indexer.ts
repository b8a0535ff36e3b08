/**
 * The indexer's pipeline: the block source (blockSource.ts) feeds the assembler here (slot order,
 * chain continuity, forks: forkPoint.ts), which hands batches to the committer (writer.ts: one
 * transaction each); subscribers.ts follows each commit, timers.ts runs beside.
 */
import { RpcClient } from '../rpc/client';
import { batchIsDue, batchLimit, SlotLoad } from './batchFill';
import { BlockSource, type Slot } from './blockSource';
import { findForkPoint } from './forkPoint';
import { acquireIndexerLock } from './lock';
import type { AfterWrites } from './mintRefresher';
import { Progress, type ProgressSink } from './progress';
import { rollbackTo } from './rollback';
import { openSqlExec, pgConnection, type SqlExec } from './sql';
import { CommitSubscribers } from './subscribers';
import { startTimers, type IndexerTimers } from './timers';
import { loadResumeState, writeBatch, type BatchItem, type Checkpoint } from './writer';
import { backfillWrappedLegs } from '../walletHistory/backfill';

export { epochOfSlot } from './epochs';

export interface IndexerOptions {
  rpcUrl: string;
  databaseUrl: string;
  /** First slot to index on an empty database (INDEX_FROM_SLOT). */
  fromSlot?: number;
  /** Without fromSlot: 'first' = the node's first available block (localnet); a number = tip minus that window. */
  startFrom?: 'first' | number;
  /** Parallel getBlock requests (default 32). */
  concurrency?: number;
  /**
   * Worker threads that fetch and decode blocks beside the writer (default: one per core but the
   * writer's, at most 4; 0 = all on the writer's thread).
   */
  decodeWorkers?: number;
  /** Upper bounds of one write batch (default 128,000 transactions / 400 slots). */
  maxBatchTxs?: number;
  maxBatchSlots?: number;
  /** Far behind the tip, a batch waits for fetches until it holds this many transactions (batchFill.ts). */
  catchUpBatchTxs?: number;
  /** Tip poll interval when caught up (default 50 ms). */
  pollMs?: number;
  validatorsEveryMs?: number;
  snapshotsEveryMs?: number;
  /** Disable the timers (tests and benchmarks that only measure block indexing). */
  periodic?: boolean;
  /** Progress bar on a TTY / periodic log lines (default: true). */
  progress?: boolean;
  /** Where progress goes instead of this thread's terminal (an indexer on a worker thread). */
  progressSink?: ProgressSink;
  log?: (msg: string) => void;
  /** Called after each committed batch (tests, benchmarks). */
  onBatch?: (info: { toSlot: number; txs: number; tip: number }) => void;
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * getBlock fetches in flight: enough that a full batch taken out still leaves the decoding worker
 * blocks to hold while it is written (docs/scaling-log.md).
 */
const CONCURRENCY = 32;

/**
 * A catch-up batch's size, and any batch's most: a row met in several of its blocks is written once,
 * and on a large index, where a batch's rows land on pages all over the file, each page it rewrites
 * is written once for more transactions. From an empty SQLite index to 5 M, with rows in key order,
 * they caught up 6.5 % faster than batches of 32,000, the process peaking at 3.6 GB
 * (docs/scaling-log.md).
 */
const CATCH_UP_BATCH_TXS = 96_000;
const MAX_BATCH_TXS = 128_000;

export class Indexer {
  readonly rpc: RpcClient;
  private readonly log: (msg: string) => void;
  private readonly subscribers: CommitSubscribers;
  private source: BlockSource | null = null;
  private exec: SqlExec | null = null;
  private timers: IndexerTimers | null = null;
  private readonly abort = new AbortController();
  private last: Checkpoint | null = null;
  private tip = 0;
  private indexedSlot = -1;
  private runPromise: Promise<void> | null = null;

  constructor(private readonly opts: IndexerOptions) {
    this.log = opts.log ?? ((m) => console.log(`[indexer] ${m}`));
    this.rpc = new RpcClient(opts.rpcUrl, {
      onRetry: (method, attempt, why) => {
        if (attempt === 3) this.log(`retrying ${method}: ${why}`);
      },
    });
    this.subscribers = new CommitSubscribers(this.rpc, this.log, opts.onBatch);
  }

  private get stopped(): boolean {
    return this.abort.signal.aborted;
  }

  /** Slot of the newest indexed slot (block or skipped) and the node's tip as last seen. */
  status(): { indexedSlot: number; chainSlot: number } {
    return { indexedSlot: this.indexedSlot, chainSlot: this.tip };
  }

  /** Opens the database connection, takes the lock (PostgreSQL) and starts indexing in the background. */
  async start(): Promise<void> {
    this.exec = await openSqlExec(this.opts.databaseUrl);
    const client = pgConnection(this.exec);
    if (client) {
      await acquireIndexerLock(client, { log: this.log, signal: this.abort.signal });
      this.subscribers.vacuumOn(this.opts.databaseUrl);
    }
    // Stored wallet history the rules have grown past since it was written (a migration's note).
    const redone = await backfillWrappedLegs(this.exec);
    if (redone)
      this.log(`wallet history: ${redone.transactions} transactions with wrapped GOR derived again`);
    this.source = await BlockSource.open(
      this.opts.rpcUrl,
      this.rpc,
      this.opts.decodeWorkers,
      () => this.tip,
      this.log,
    );
    this.runPromise = this.run().catch((e: unknown) => {
      if (!this.stopped) this.log(`fatal: ${(e as Error).stack ?? String(e)}`);
      throw e;
    });
    if (this.opts.periodic !== false)
      this.timers = await startTimers(this.opts.databaseUrl, this.rpc, this.opts, this.log);
  }

  /** Resolves when the run loop ends (stop() or a fatal error). */
  done(): Promise<void> {
    return this.runPromise ?? Promise.resolve();
  }

  async stop(): Promise<void> {
    this.abort.abort();
    const timers = this.timers?.stop();
    this.timers = null;
    await this.runPromise?.catch(() => undefined);
    await this.source?.close();
    this.source = null;
    await this.subscribers.close();
    await this.exec?.close();
    this.exec = null;
    await timers;
  }

  /** Waits until the given slot is indexed (tests, start-up banner). */
  async waitForSlot(slot: number, timeoutMs = 60000): Promise<void> {
    const end = Date.now() + timeoutMs;
    while (this.indexedSlot < slot) {
      if (Date.now() > end) throw new Error(`indexer did not reach slot ${slot} (at ${this.indexedSlot})`);
      if (this.stopped) throw new Error('indexer stopped');
      await sleep(20);
    }
  }

  private async startSlot(): Promise<number> {
    const exec = this.exec as SqlExec;
    const state = await loadResumeState(exec);
    this.last = state.last;
    if (state.resumeSlot !== null) return state.resumeSlot;
    if (this.opts.fromSlot !== undefined) return this.opts.fromSlot;
    const first = await this.rpc.getFirstAvailableBlock().catch(() => 0);
    const start = this.opts.startFrom ?? 'first';
    if (start === 'first') return first;
    const tip = await this.rpc.getSlot();
    return Math.max(first, tip - start);
  }

  private async run(): Promise<void> {
    const exec = this.exec as SqlExec;
    const source = this.source as BlockSource;
    const concurrency = this.opts.concurrency ?? CONCURRENCY;
    const maxTxs = this.opts.maxBatchTxs ?? MAX_BATCH_TXS;
    const maxSlots = this.opts.maxBatchSlots ?? 400;
    const fillTxs = Math.min(maxTxs, this.opts.catchUpBatchTxs ?? CATCH_UP_BATCH_TXS);
    const pollMs = this.opts.pollMs ?? 50;
    let next = await this.startSlot();
    const startAt = next;
    this.indexedSlot = next - 1;
    this.tip = await this.rpc.getSlot();
    this.log(`starting at slot ${next} (chain tip ${this.tip})`);
    const progress: ProgressSink =
      this.opts.progress !== false && this.opts.progressSink
        ? this.opts.progressSink
        : new Progress(this.opts.progress !== false, this.log);
    progress.begin(next, this.tip);
    let inflight = new Map<number, Slot>();
    let nextFetch = next;
    /** The committed-or-queued chain end (continuity reference while assembling batches). */
    let assembled: Checkpoint | null = this.last;
    let writing: Promise<void> = Promise.resolve();
    /** Database work in write order: batches, rollbacks and the mint refresher's steps never interleave. */
    const afterWrites: AfterWrites = (step) => {
      const before = writing;
      const done = before.then(step);
      // A failed step is its caller's to report; a failed batch before it still fails the chain.
      writing = before.then(() =>
        done.then(
          () => undefined,
          () => undefined,
        ),
      );
      return done;
    };
    let lastTipAt = Date.now();
    const load = new SlotLoad();

    const refill = () => {
      while (inflight.size < concurrency && nextFetch <= this.tip) {
        inflight.set(nextFetch, source.fetch(nextFetch));
        nextFetch++;
      }
    };

    while (!this.stopped) {
      // Flagged mints are read from the chain while the next batches are written.
      this.subscribers.between(exec, afterWrites);
      try {
        if (Date.now() - lastTipAt > 1000 || nextFetch > this.tip) {
          const t = await this.rpc.getSlot().catch(() => this.tip);
          if (t > this.tip) this.tip = t;
          lastTipAt = Date.now();
        }
        refill();
        if (!inflight.has(next)) {
          progress.caughtUp(this.indexedSlot, this.tip);
          await sleep(pollMs);
          continue;
        }

        const items: BatchItem[] = [];
        let txs = 0;
        let fork: { parentSlot: number } | null = null;
        let cp: Checkpoint | null = null;
        const limit = batchLimit(maxTxs, fillTxs, this.tip - next + 1, load.perSlot());
        while (inflight.has(next) && items.length < maxSlots && txs < limit) {
          const s = inflight.get(next) as Slot;
          // Near the tip a ready batch never waits (live lag); far behind, waiting is free and a
          // fuller batch rewrites fewer state rows (batchFill.ts).
          if (items.length > 0 && !s.done && batchIsDue(txs, fillTxs, this.tip - next + 1, load.perSlot()))
            break;
          if (!s.done) await source.helpUntil(s.promise);
          const f = await s.promise;
          if (f.item.kind === 'block') {
            const b = f.item.block;
            const prev = cp ?? assembled;
            if (prev && (b.parentSlot !== prev.slot || b.previousBlockhash !== prev.blockhash)) {
              fork = { parentSlot: b.parentSlot };
              break;
            }
            cp = { slot: b.slot, blockhash: b.blockhash, blockHeight: b.blockHeight };
          }
          inflight.delete(next);
          items.push(f.item);
          txs += f.txs;
          load.add(f.txs);
          next++;
          refill();
        }

        if (items.length > 0) {
          // Writes are pipelined: this batch is committed while the next one is fetched and decoded
          // (PostgreSQL works in its own process meanwhile). Batches still commit strictly in order,
          // and at most one waits behind the running one.
          const batchCp = cp;
          const upTo = next - 1;
          const batchTxs = txs;
          if (cp) assembled = cp;
          const previous = writing;
          writing = previous.then(async () => {
            const result = await writeBatch(exec, items, batchCp);
            if (batchCp) this.last = batchCp;
            this.indexedSlot = upTo;
            this.subscribers.committed(exec, { items, upTo, txs: batchTxs, tip: this.tip, result }, progress);
          });
          await previous;
        }

        if (fork) {
          await writing;
          const forkSlot = await findForkPoint(
            exec,
            this.rpc,
            Math.min(fork.parentSlot, this.last?.slot ?? fork.parentSlot),
          );
          const r = await afterWrites(async () => {
            const rolledBack = await rollbackTo(exec, forkSlot);
            this.subscribers.mints.flaggedAll();
            return rolledBack;
          });
          this.log(
            `fork detected at slot ${next} (parent ${fork.parentSlot}): rolled back ${r.blocks} blocks / ${r.transactions} transactions to slot ${forkSlot}`,
          );
          const state = await loadResumeState(exec);
          this.last = state.last;
          assembled = state.last;
          next = forkSlot + 1;
          this.indexedSlot = forkSlot;
          // Discard in-flight fetches of the abandoned branch (their results are ignored).
          inflight = new Map();
          nextFetch = next;
          source.reset();
          continue;
        }
      } catch (e) {
        // An RPC that keeps failing (after the client's own retries) or a database error: nothing was
        // committed for the failed batch, so start again from the first unindexed slot. Never skip.
        if (this.stopped) break;
        this.log(`indexing error at slot ${next}: ${(e as Error).message}; retrying in 2 s`);
        await writing.catch(() => undefined);
        writing = Promise.resolve();
        await sleep(2000);
        const state = await loadResumeState(exec).catch(() => null);
        if (state) {
          this.last = state.last;
          next = state.resumeSlot ?? startAt;
          this.indexedSlot = next - 1;
        }
        assembled = this.last;
        inflight = new Map();
        nextFetch = next;
        source.reset();
      }
    }
    await this.subscribers.finish(exec, afterWrites);
    await writing.catch(() => undefined);
    progress.stop();
  }
}
