/**
 * The indexer: backfills from a start slot with bounded parallel getBlock fetches, writes strictly
 * in slot order (a batch of consecutive slots per database transaction, checkpoint included), then
 * follows the tip. Continuity (parentSlot + previousBlockhash) is checked for every block; a break
 * means a fork: roll back to the last common block and re-index from there.
 */
import os from 'node:os';
import { batchIsDue, batchLimit, SlotLoad } from './batchFill';
import { DecodePool } from './decodePool';
import { RpcClient } from '../rpc/client';
import { announceIndexed, PG_CHANNEL } from '../stream/bus';
import type { RpcEpochSchedule } from '../rpc/types';
import { acquireIndexerLock } from './lock';
import { MintRefresher, type AfterWrites } from './mintRefresher';
import { IdlWatcher } from './idlWatcher';
import { refreshValidators, refreshVolumes, takeSnapshot } from './periodic';
import { Progress, type ProgressSink } from './progress';
import { rollbackTo } from './rollback';
import { openSqlExec, pgConnection, type SqlExec } from './sql';
import { POSTING_TABLES, RewriteVacuum, STATE_TABLES } from './vacuum';
import { loadResumeState, writeBatch, type BatchItem, type Checkpoint } from './writer';

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
  /** Upper bounds of one write batch (default 16,000 transactions / 400 slots). */
  maxBatchTxs?: number;
  maxBatchSlots?: number;
  /**
   * Far behind the tip, a batch waits for slots still being fetched until it holds this many
   * transactions (default 8,000); near the tip a ready batch is written at once.
   */
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

type Fetched = { slot: number; item: BatchItem; txs: number };

interface Slot {
  promise: Promise<Fetched>;
  done: boolean;
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * Slots requested at once by default (getBlock fetches in flight). Enough that a batch of 8,000
 * transactions taken out of the window still leaves the decoding worker blocks to hold while the
 * batch is written (decodePool.ts): with 16, a catch-up of 100,000 mix transactions ran at about 2 %
 * less into SQLite and 5 % less into PostgreSQL (interleaved pairs, with the worker holding eight).
 */
const CONCURRENCY = 32;

/**
 * Transactions a batch waits for while catching up, and a batch's most. The writer's work per
 * transaction falls with the batch: an account, a posting list or a holder count met in several
 * blocks of one batch is written once. On the mix (blocks of 600, 100,000 transactions into SQLite,
 * three interleaved runs) 8,000 / 16,000 caught up at 4,387–4,855 tx/s against 3,762–4,259 with
 * 2,000 / 4,000; the writer's thread had become the busier of the two once decoding got cheaper.
 */
const CATCH_UP_BATCH_TXS = 8000;
const MAX_BATCH_TXS = 16000;

export function epochOfSlot(s: RpcEpochSchedule | null, slot: number): number | null {
  if (!s) return null;
  if (!s.warmup || slot >= s.firstNormalSlot) {
    return s.firstNormalEpoch + Math.floor((slot - s.firstNormalSlot) / s.slotsPerEpoch);
  }
  // Warmup: epoch n has 32 * 2^n slots (MINIMUM_SLOTS_PER_EPOCH = 32).
  let epoch = 0;
  let start = 0;
  let len = 32;
  while (slot >= start + len) {
    start += len;
    len *= 2;
    epoch++;
  }
  return epoch;
}

export class Indexer {
  private pool: DecodePool | null = null;
  readonly rpc: RpcClient;
  private exec: SqlExec | null = null;
  /** Own connection for the timers: on PostgreSQL a shared client would mix their statements into an open block transaction. */
  private periodicExec: SqlExec | null = null;
  private timerChain: Promise<void> = Promise.resolve();
  private stopped = false;
  private abort = new AbortController();
  private timers: NodeJS.Timeout[] = [];
  private schedule: RpcEpochSchedule | null = null;
  private leaders = new Map<number, string>();
  private leadersSupported = true;
  /** Leader of every slot when the chain has a single validator and the node lacks getSlotLeaders. */
  private soleLeader: string | null | undefined = undefined;
  private last: Checkpoint | null = null;
  private tip = 0;
  private indexedSlot = -1;
  private staked = 0n;
  private runPromise: Promise<void> | null = null;
  private readonly log: (msg: string) => void;
  private readonly mints: MintRefresher;
  private readonly idls: IdlWatcher;
  /** PostgreSQL: keeps the rewritten tables from filling with dead rows during a catch-up. */
  private vacuums: { state: RewriteVacuum; postings: RewriteVacuum } | null = null;

  constructor(private readonly opts: IndexerOptions) {
    this.log = opts.log ?? ((m) => console.log(`[indexer] ${m}`));
    this.rpc = new RpcClient(opts.rpcUrl, {
      onRetry: (method, attempt, why) => {
        if (attempt === 3) this.log(`retrying ${method}: ${why}`);
      },
    });
    this.mints = new MintRefresher(this.rpc, this.log);
    this.idls = new IdlWatcher(this.rpc, this.log);
  }

  /**
   * Live push (server/src/stream): tells this process's API, and on PostgreSQL every API process
   * (NOTIFY), that blocks up to `slot` are committed. Fire and forget: the stream also polls.
   */
  private announce(exec: SqlExec, slot: number): void {
    announceIndexed(slot);
    const pgc = pgConnection(exec);
    if (pgc)
      pgc
        .query('SELECT pg_notify($1, $2)', [PG_CHANNEL, JSON.stringify({ kind: 'indexed', slot })])
        .catch(() => undefined);
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
      this.vacuums = {
        state: new RewriteVacuum(this.opts.databaseUrl, this.log, STATE_TABLES),
        postings: new RewriteVacuum(this.opts.databaseUrl, this.log, POSTING_TABLES),
      };
    }
    this.schedule = await this.rpc.getEpochSchedule().catch(() => null);
    const workers = this.opts.decodeWorkers ?? Math.min(4, Math.max(0, os.availableParallelism() - 1));
    this.pool = new DecodePool(this.opts.rpcUrl, workers, this.rpc, this.log);
    this.runPromise = this.run().catch((e: unknown) => {
      if (!this.stopped) this.log(`fatal: ${(e as Error).stack ?? String(e)}`);
      throw e;
    });
    if (this.opts.periodic !== false) {
      this.periodicExec = await openSqlExec(this.opts.databaseUrl);
      this.startTimers();
    }
  }

  /** Resolves when the run loop ends (stop() or a fatal error). */
  done(): Promise<void> {
    return this.runPromise ?? Promise.resolve();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.abort.abort();
    for (const t of this.timers) clearInterval(t);
    await this.runPromise?.catch(() => undefined);
    await this.pool?.close();
    this.pool = null;
    await this.vacuums?.state.close();
    await this.vacuums?.postings.close();
    this.vacuums = null;
    await this.exec?.close();
    this.exec = null;
    // Let a timer task that is mid-flight finish before closing its connection.
    let wait: NodeJS.Timeout | undefined;
    await Promise.race([this.timerChain, new Promise((r) => (wait = setTimeout(r, 5000)))]);
    // Cleared, not left to run out: a pending timer keeps a worker thread (thread.ts) alive.
    clearTimeout(wait);
    await this.periodicExec?.close().catch(() => undefined);
    this.periodicExec = null;
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

  private startTimers(): void {
    const exec = () => this.periodicExec;
    const validators = async () => {
      const e = exec();
      if (!e || this.stopped) return;
      try {
        const va = await refreshValidators(e, this.rpc);
        this.staked = [...va.current, ...va.delinquent].reduce((s, v) => s + BigInt(v.activatedStake), 0n);
      } catch (err) {
        this.log(`validators refresh failed: ${(err as Error).message}`);
      }
    };
    const snapshot = async () => {
      const e = exec();
      if (!e || this.stopped) return;
      try {
        await takeSnapshot(e, this.rpc, this.staked);
      } catch (err) {
        this.log(`network snapshot failed: ${(err as Error).message}`);
      }
    };
    const volumes = async () => {
      const e = exec();
      if (!e || this.stopped) return;
      try {
        await refreshVolumes(e);
      } catch (err) {
        this.log(`volume refresh failed: ${(err as Error).message}`);
      }
    };
    // One task at a time on the timers' connection (a slow RPC must not stack them up).
    this.timerChain = validators().then(snapshot).then(volumes);
    const every = (fn: () => Promise<void>, ms: number) =>
      this.timers.push(setInterval(() => (this.timerChain = this.timerChain.then(fn)), ms));
    every(validators, this.opts.validatorsEveryMs ?? 30000);
    every(snapshot, this.opts.snapshotsEveryMs ?? 5000);
    every(volumes, 60000);
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

  private async leaderOf(slot: number): Promise<string | null> {
    if (!this.leadersSupported) {
      if (this.soleLeader === undefined) {
        const va = await this.rpc.getVoteAccounts().catch(() => null);
        const all = va ? [...va.current, ...va.delinquent] : [];
        this.soleLeader = all.length === 1 ? all[0].nodePubkey : null;
      }
      return this.soleLeader;
    }
    const hit = this.leaders.get(slot);
    if (hit !== undefined) return hit;
    try {
      const list = await this.rpc.getSlotLeaders(slot, 500);
      if (this.leaders.size > 5000) this.leaders.clear();
      list.forEach((l, i) => this.leaders.set(slot + i, l));
      return list[0] ?? null;
    } catch {
      // Nodes that do not serve getSlotLeaders: a single-validator chain's leader is that validator;
      // otherwise blocks are stored without a leader.
      this.leadersSupported = false;
      return this.leaderOf(slot);
    }
  }

  /**
   * Which slots of a range hold a block (getBlocks at our commitment), fetched in chunks and shared by
   * the parallel fetches: a slot the node lists as empty is skipped without a getBlock round trip
   * (and without the "not available yet" ambiguity some nodes answer for skipped slots). A chunk only
   * speaks for slots up to the tip it was asked with. Nodes without getBlocks fall back to getBlock.
   */
  private blockChunks: { start: number; end: number; slots: Promise<Set<number> | null> }[] = [];
  private getBlocksSupported = true;

  private async hasBlock(slot: number): Promise<boolean> {
    if (!this.getBlocksSupported) return true;
    let chunk = this.blockChunks.find((c) => slot >= c.start && slot <= c.end);
    if (!chunk) {
      const end = Math.min(this.tip, slot + 499);
      if (end < slot) return true;
      chunk = {
        start: slot,
        end,
        slots: this.rpc.getBlocks(slot, end).then(
          (list) => new Set(list),
          () => {
            this.getBlocksSupported = false;
            return null;
          },
        ),
      };
      this.blockChunks.push(chunk);
      if (this.blockChunks.length > 8) this.blockChunks.shift();
    }
    const set = await chunk.slots;
    return set ? set.has(slot) : true;
  }

  private fetchSlot(slot: number): Slot {
    const s: Slot = {
      done: false,
      promise: (async (): Promise<Fetched> => {
        const decoded = (await this.hasBlock(slot)) ? await (this.pool as DecodePool).decode(slot) : null;
        if (!decoded) return { slot, item: { kind: 'skipped', slot }, txs: 0 };
        const { block, prepared } = decoded;
        const leader = await this.leaderOf(slot);
        return {
          slot,
          item: {
            kind: 'block',
            block,
            prepared,
            epoch: epochOfSlot(this.schedule, slot),
            leader,
          },
          txs: block.transactions.length,
        };
      })(),
    };
    s.promise.then(
      () => (s.done = true),
      () => (s.done = true),
    );
    return s;
  }

  /** Finds the newest slot ≤ `from` whose stored block the node still agrees with. */
  private async findForkPoint(from: number): Promise<number> {
    const exec = this.exec as SqlExec;
    let cand = from;
    for (let depth = 0; depth < 10000; depth++) {
      const ours = await exec.all<{ slot: number; blockhash: string }>(
        'SELECT slot, blockhash FROM blocks WHERE slot <= ? ORDER BY slot DESC LIMIT 1',
        [cand],
      );
      if (ours.length === 0) return cand; // below everything we stored
      const slot = Number(ours[0].slot);
      const chain = await this.rpc.getBlockHeader(slot);
      if (chain && chain.blockhash === ours[0].blockhash) return slot;
      cand = slot - 1;
    }
    throw new Error(`no common block found below slot ${from}`);
  }

  private async run(): Promise<void> {
    const exec = this.exec as SqlExec;
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
        inflight.set(nextFetch, this.fetchSlot(nextFetch));
        nextFetch++;
      }
    };

    while (!this.stopped) {
      // Flagged mints are read from the chain while the next batches are written.
      this.mints.start(exec, afterWrites);
      this.idls.start(exec, afterWrites);
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
          // Near the tip (batchFill.ts) a ready batch is never held back for a slow fetch (live
          // lag). Far behind it, waiting costs nothing (the writer would wait for the decoders
          // anyway) and a fuller batch writes fewer updates of the same current-state rows and
          // posting rows.
          if (items.length > 0 && !s.done && batchIsDue(txs, fillTxs, this.tip - next + 1, load.perSlot()))
            break;
          if (!s.done) await this.pool?.helpUntil(s.promise);
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
            const r = await writeBatch(exec, items, batchCp);
            if (batchCp) this.last = batchCp;
            this.indexedSlot = upTo;
            this.mints.flagged(r.mintsFlagged);
            this.idls.seen(items.flatMap((i) => (i.kind === 'block' ? [i.block] : [])));
            this.vacuums?.state.afterBatch(r.stateRows);
            this.vacuums?.postings.afterBatch(r.postingRows);
            progress.advance(upTo, this.tip, batchTxs);
            this.announce(exec, upTo);
            this.opts.onBatch?.({ toSlot: upTo, txs: batchTxs, tip: this.tip });
          });
          await previous;
        }

        if (fork) {
          await writing;
          const forkSlot = await this.findForkPoint(
            Math.min(fork.parentSlot, this.last?.slot ?? fork.parentSlot),
          );
          const r = await afterWrites(async () => {
            const rolledBack = await rollbackTo(exec, forkSlot);
            this.mints.flaggedAll();
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
          this.blockChunks = [];
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
        this.blockChunks = [];
      }
    }
    await this.mints.finish(exec, afterWrites);
    await this.idls.finish(exec, afterWrites);
    await writing.catch(() => undefined);
    progress.stop();
  }
}
