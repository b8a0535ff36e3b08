// `server all` runs the indexer on a worker thread, as decoding and (synchronous) writing would stall
// the API's event loop for a whole batch. Each committed slot arrives here as a message and is
// announced on this thread's bus.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { announceIndexed } from '../bus';
import type { IndexerOptions } from './indexer';
import { applyProgress, Progress, type ProgressEvent } from './progress';

/** What crosses to the worker: plain data (no callbacks). */
export type WorkerIndexerOptions = Omit<IndexerOptions, 'log' | 'onBatch' | 'progressSink'>;
export type ToWorker = { kind: 'stop' };
export type FromWorker =
  | { kind: 'started' }
  | { kind: 'log'; line: string }
  | { kind: 'indexed'; slot: number }
  | { kind: 'fatal'; message: string }
  | { kind: 'progress'; event: ProgressEvent };

/** The worker's bootstrap: registers tsx's require hook first, for parents without tsx's loader (jest). */
function workerSource(): string {
  const entry = path.join(__dirname, `worker${path.extname(__filename)}`);
  const hook = __filename.endsWith('.ts') ? "require('tsx/cjs');" : '';
  return `${hook}require(${JSON.stringify(entry)});`;
}

export interface IndexerThreadHooks {
  /** Log lines of the indexer (default: console, prefixed [indexer]). */
  log?: (line: string) => void;
  /** The indexer died on its own (not stop()): `server all` exits so a supervisor restarts it whole. */
  onFailure?: (error: Error) => void;
}

export class IndexerThread {
  private worker: Worker | null = null;
  private indexedSlot = -1;
  private stopped = false;
  private failure: Error | null = null;
  private exited: Promise<void> = Promise.resolve();
  private readonly log: (line: string) => void;
  /** The bar (or the 10 s log lines) of the worker's catch-up, drawn on this thread's terminal. */
  private readonly progress: Progress;

  constructor(
    private readonly opts: WorkerIndexerOptions,
    private readonly hooks: IndexerThreadHooks = {},
  ) {
    this.log = hooks.log ?? ((line) => console.log(`[indexer] ${line}`));
    this.progress = new Progress(opts.progress !== false, this.log);
  }

  /** Starts the worker; resolves once its indexer holds the database (and the lock on PostgreSQL). */
  start(): Promise<void> {
    const worker = new Worker(workerSource(), {
      eval: true,
      // No terminal in a worker: it reports its progress and this thread draws the bar.
      workerData: this.opts satisfies WorkerIndexerOptions,
    });
    this.worker = worker;
    this.exited = new Promise((resolve) => worker.once('exit', () => resolve()));
    return new Promise((resolve, reject) => {
      // The first failure counts (a fatal message is followed by the thread's exit).
      const fail = (e: Error) => {
        reject(e);
        if (this.stopped || this.failure) return;
        this.failure = e;
        this.log(`indexer thread failed: ${e.message}`);
        this.hooks.onFailure?.(e);
      };
      worker.on('message', (m: FromWorker) => {
        switch (m.kind) {
          case 'started':
            resolve();
            return;
          case 'log':
            this.log(m.line);
            return;
          case 'indexed':
            this.indexedSlot = m.slot;
            announceIndexed(m.slot);
            return;
          case 'fatal':
            fail(new Error(m.message));
            return;
          case 'progress':
            applyProgress(this.progress, m.event);
            return;
        }
      });
      worker.once('error', (e) => fail(e));
      worker.once('exit', (code) => fail(new Error(`indexer worker exited (code ${code})`)));
    });
  }

  /** Waits until the given slot is committed (the start-up banner). */
  async waitForSlot(slot: number, timeoutMs = 60_000): Promise<void> {
    const end = Date.now() + timeoutMs;
    while (this.indexedSlot < slot) {
      if (Date.now() > end) throw new Error(`indexer did not reach slot ${slot} (at ${this.indexedSlot})`);
      if (this.failure) throw this.failure;
      if (this.stopped || !this.worker) throw new Error('indexer stopped');
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  /** Stops the indexer cleanly (its open batch commits or rolls back) and ends the thread. */
  async stop(): Promise<void> {
    if (!this.worker || this.stopped) return;
    this.stopped = true;
    this.worker.postMessage({ kind: 'stop' } satisfies ToWorker);
    const worker = this.worker;
    // A worker that does not finish within 10 s is ended; its open transaction rolls back.
    const timer = setTimeout(() => void worker.terminate(), 10_000);
    await this.exited;
    clearTimeout(timer);
    this.progress.stop();
    this.worker = null;
  }
}
