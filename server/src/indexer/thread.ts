// `server all` runs the indexer on a worker thread: decoding a block and writing it (better-sqlite3
// writes synchronously) would otherwise stop the API's event loop for the whole batch, and every
// request queued behind it waits (bench:load's p99). The worker has its own database connection
// and event loop; what the API needs of it (each committed slot, for the live stream) arrives here
// as a message and is announced on this thread's bus as an in-process indexer would.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { announceIndexed } from '../stream/bus';
import type { IndexerOptions } from './indexer';

/** What crosses to the worker: plain data (no callbacks). */
export type WorkerIndexerOptions = Omit<IndexerOptions, 'log' | 'onBatch'>;
export type ToWorker = { kind: 'stop' };
export type FromWorker =
  | { kind: 'started' }
  | { kind: 'log'; line: string }
  | { kind: 'indexed'; slot: number }
  | { kind: 'fatal'; message: string }
  | { kind: 'stopped' };

/**
 * The worker's bootstrap. Node 20 does not apply tsx's `--import` hooks to a worker given a .ts
 * file, so under tsx (this file is .ts) the worker registers tsx's require hook itself first.
 */
function workerSource(): string {
  const entry = path.join(__dirname, `worker${path.extname(__filename)}`);
  const hook = __filename.endsWith('.ts') ? "require('tsx/cjs');" : '';
  return `${hook}require(${JSON.stringify(entry)});`;
}

export class IndexerThread {
  private worker: Worker | null = null;
  private indexedSlot = -1;
  private stopped = false;
  private exited: Promise<void> = Promise.resolve();
  private readonly log: (line: string) => void;

  constructor(
    private readonly opts: WorkerIndexerOptions,
    log?: (line: string) => void,
  ) {
    this.log = log ?? ((line) => console.log(`[indexer] ${line}`));
  }

  /** Starts the worker; resolves once its indexer holds the database (and the lock on PostgreSQL). */
  start(): Promise<void> {
    const worker = new Worker(workerSource(), {
      eval: true,
      // No terminal in a worker: its progress comes as a log line every 10 s, not a bar.
      workerData: this.opts satisfies WorkerIndexerOptions,
    });
    this.worker = worker;
    this.exited = new Promise((resolve) => worker.once('exit', () => resolve()));
    return new Promise((resolve, reject) => {
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
            if (!this.stopped) this.log(`fatal: ${m.message}`);
            reject(new Error(m.message));
            return;
          case 'stopped':
            return;
        }
      });
      worker.once('error', (e) => {
        this.log(`worker failed: ${e.stack ?? e.message}`);
        reject(e);
      });
      worker.once('exit', (code) => {
        if (!this.stopped) this.log(`worker exited (code ${code})`);
        reject(new Error(`indexer worker exited (code ${code})`));
      });
    });
  }

  /** Waits until the given slot is committed (the start-up banner). */
  async waitForSlot(slot: number, timeoutMs = 60_000): Promise<void> {
    const end = Date.now() + timeoutMs;
    while (this.indexedSlot < slot) {
      if (Date.now() > end) throw new Error(`indexer did not reach slot ${slot} (at ${this.indexedSlot})`);
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
    this.worker = null;
  }
}
