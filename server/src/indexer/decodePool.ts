/**
 * Block decoding on worker threads. The writer's thread fetches the blocks; turning bytes into records
 * (and the address-free part of each stored body) is done by whichever thread is free, the writer
 * included while it waits for the next slot. The writer keeps what needs the database and takes
 * results in slot order. With `size` 0 everything is decoded on the calling thread.
 *   const pool = new DecodePool(rpcUrl, 1);
 *   const r = await pool.decode(slot);   // null = the slot has no block
 *   await pool.close();
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { deriveBlock } from '../decode/block';
import { forgetInstructionData } from '../decode/instructionData';
import { prepareStoredTransaction, type PreparedTransaction } from '../decode/stored';
import { BadResponseBody, RpcClient, RpcError, rpcResult } from '../rpc';
import { bodyBuffers, keptMemory } from '../rpc/bodyBuffers';
import type { RpcBlock } from '../rpc/types';
import { internDecodedSlot } from './internAddresses';
import { insertBySlot } from './slotOrder';
import { unpackSlot, type PackedSlot } from './slotTransfer';
import type { DecodedSlot } from './decodedSlot';
import { writtenBlock } from './writtenBlock';

export type { DecodedSlot };

/** A getBlock answer's first `length` bytes of `body`, for a worker to decode (moved, not copied). */
export type DecodeRequest = { id: number; slot: number; body: ArrayBuffer; length: number };
/** A worker's reply, returning the answer's memory; an RPC error keeps its code, so the caller retries. */
export type DecodeReply = { id: number; body?: ArrayBuffer } & (
  | { ok: true; result: PackedSlot | null }
  | { ok: false; message: string; rpcCode?: number; rpcData?: unknown; badBody?: boolean }
);

/** What a worker says once its modules are loaded, before it is given any block. */
export type WorkerReady = { ready: true };

/** Decodes one getBlock answer body: what a worker runs, and the calling thread when it helps. */
export function decodeBlockBody(slot: number, body: Buffer): DecodedSlot | null {
  const raw = rpcResult<RpcBlock | null>(body);
  if (!raw) return null;
  forgetInstructionData();
  const entries = raw.transactions ?? [];
  return {
    block: writtenBlock(deriveBlock(slot, raw, true)),
    prepared: packPayloads(entries.map(prepareStoredTransaction)),
  };
}

/** A block decoded on the writer's thread, where it waits for its batch (see internAddresses.ts). */
function decodeHere(slot: number, body: Buffer): DecodedSlot | null {
  try {
    const decoded = decodeBlockBody(slot, body);
    return decoded && internDecodedSlot(decoded);
  } finally {
    bodyBuffers.give(body.buffer);
  }
}

/** A failed decode as a worker's reply. */
export function failureReply(id: number, e: unknown): DecodeReply {
  const message = e instanceof Error ? e.message : String(e);
  if (e instanceof RpcError) return { id, ok: false, message, rpcCode: e.code, rpcData: e.data };
  return { id, ok: false, message, badBody: e instanceof BadResponseBody };
}

/** The error a worker's failure reply stands for: an RpcError or a bad body stays one (they are retried). */
function replyError(m: Extract<DecodeReply, { ok: false }>): Error {
  if (m.rpcCode !== undefined) {
    // RpcError's message repeats the code: the reply carries the whole of it.
    const e = new RpcError(m.rpcCode, '', m.rpcData);
    e.message = m.message;
    return e;
  }
  return m.badBody ? new BadResponseBody(m.message) : new Error(m.message);
}

/** The block's compressed entries as views of one exact-size buffer: one transfer per block, not per body. */
export function packPayloads(prepared: PreparedTransaction[]): PreparedTransaction[] {
  let total = 0;
  for (const p of prepared) total += p.payload.length;
  const all = Buffer.allocUnsafeSlow(total);
  let at = 0;
  return prepared.map((p) => {
    const payload = all.subarray(at, at + p.payload.length);
    payload.set(p.payload);
    at += p.payload.length;
    return { ...p, payload };
  });
}

/** The buffers a decoded slot can hand over without copying (its packed payloads). */
export function transferablesOf(result: DecodedSlot | null): ArrayBuffer[] {
  const first = result?.prepared[0]?.payload.buffer;
  return first instanceof ArrayBuffer ? [first] : [];
}

/** The worker's bootstrap (under tsx the worker registers tsx's hook itself, as in thread.ts). */
function workerSource(): string {
  const entry = path.join(__dirname, `decodeWorker${path.extname(__filename)}`);
  const hook = __filename.endsWith('.ts') ? "require('tsx/cjs');" : '';
  return `${hook}require(${JSON.stringify(entry)});`;
}

/**
 * Blocks a worker holds at once: enough to go on decoding while the writer's thread, which hands work
 * out, writes a batch (docs/scaling-log.md). The rest wait in the queue for a waiting writer.
 */
const WORKER_DEPTH = 16;

interface Job {
  slot: number;
  body: Buffer;
  resolve(r: DecodedSlot | null): void;
  reject(e: Error): void;
}

export class DecodePool {
  private readonly workers: Worker[] = [];
  /** Per worker, the jobs it holds by request id. */
  private readonly held = new Map<Worker, Map<number, Job>>();
  /** Fetched blocks no thread decodes yet, lowest slot first, the order the writer takes them in. */
  private readonly queue: Job[] = [];
  /** Wakes a waiting helpUntil when a block is queued. */
  private queued: (() => void) | null = null;
  private nextId = 0;
  private readonly rpc: RpcClient;
  /**
   * Workers that have loaded their modules: blocks handed to one still starting would hold back every
   * later slot, so until then the writer's thread decodes.
   */
  private readonly ready = new Set<Worker>();
  /** Resolves once every worker is ready to decode (or has died). */
  readonly started: Promise<void>;

  /** `log` is told when a worker stops on its own (its blocks are then decoded on this thread). */
  constructor(rpcUrl: string, size: number, rpc?: RpcClient, log?: (line: string) => void) {
    this.rpc = rpc ?? new RpcClient(rpcUrl);
    const starts: Promise<void>[] = [];
    for (let i = 0; i < size; i++) {
      const w = new Worker(workerSource(), { eval: true });
      const jobs = new Map<number, Job>();
      this.held.set(w, jobs);
      // Settles when the worker is ready or gone, whichever comes first.
      let started = () => {};
      starts.push(new Promise<void>((resolve) => (started = resolve)));
      w.on('message', (m: DecodeReply | WorkerReady) => {
        if ('ready' in m) {
          this.ready.add(w);
          started();
          this.dispatch();
          return;
        }
        if (m.body) bodyBuffers.give(m.body);
        const job = jobs.get(m.id);
        if (!job) return;
        jobs.delete(m.id);
        if (m.ok) job.resolve(m.result && internDecodedSlot(unpackSlot(m.result)));
        else job.reject(replyError(m));
        this.dispatch();
      });
      // A worker that dies fails what it held and what was queued (the indexer's loop restarts from
      // its checkpoint) and leaves the pool: later blocks go to the others, or to this thread when
      // none is left.
      const gone = (e: Error) => {
        started();
        const i = this.workers.indexOf(w);
        if (i < 0) return;
        this.workers.splice(i, 1);
        this.ready.delete(w);
        log?.(`block decoding worker stopped (${e.message}); its blocks are decoded on the indexer's thread`);
        this.failAll(e);
      };
      w.on('error', (e) => gone(e));
      w.on('exit', () => gone(new Error('block decoding worker exited')));
      // Kept referenced: an indexer waiting for a block has nothing else keeping its thread's event
      // loop awake (an unreferenced worker's answers were never read). close() ends the workers.
      this.workers.push(w);
    }
    this.started = Promise.all(starts).then(() => undefined);
  }

  get size(): number {
    return this.workers.length;
  }

  private failAll(e: Error): void {
    const jobs = this.queue.splice(0);
    for (const held of this.held.values()) {
      jobs.push(...held.values());
      held.clear();
    }
    for (const job of jobs) job.reject(e);
  }

  /** Hands queued blocks, lowest slot first, to workers holding fewer than their depth. */
  private dispatch(): void {
    for (const w of this.ready) {
      const held = this.held.get(w) as Map<number, Job>;
      while (held.size < WORKER_DEPTH && this.queue.length > 0) {
        const job = this.queue.shift() as Job;
        const id = this.nextId++;
        held.set(id, job);
        const body = movableArrayBuffer(job.body);
        w.postMessage({ id, slot: job.slot, body, length: job.body.length } satisfies DecodeRequest, [body]);
      }
    }
  }

  /** The block at `slot` decoded (null when the slot has no block); fetched on this thread. */
  decode(slot: number): Promise<DecodedSlot | null> {
    return this.rpc.blockCall(slot, 'full', (body) => this.decodeBody(slot, body));
  }

  private decodeBody(slot: number, body: Buffer): Promise<DecodedSlot | null> {
    if (this.workers.length === 0) return new Promise((resolve) => resolve(decodeHere(slot, body)));
    return new Promise((resolve, reject) => {
      insertBySlot(this.queue, { slot, body, resolve, reject });
      this.dispatch();
      if (this.queue.length > 0) this.wake();
    });
  }

  private wake(): void {
    const w = this.queued;
    this.queued = null;
    w?.();
  }

  /**
   * For a caller that would otherwise wait (the writer, for the next slot): decodes queued blocks on
   * its own thread until `waitingFor` settles, yielding to I/O between them. Returns how many it decoded.
   */
  async helpUntil(waitingFor: Promise<unknown>): Promise<number> {
    let settled = false;
    const over = waitingFor.then(
      () => (settled = true),
      () => (settled = true),
    );
    let n = 0;
    for (;;) {
      await new Promise<void>((r) => setImmediate(r));
      if (settled) return n;
      const job = this.queue.shift();
      if (job) {
        try {
          job.resolve(decodeHere(job.slot, job.body));
        } catch (e) {
          job.reject(e instanceof Error ? e : new Error(String(e)));
        }
        n++;
        continue;
      }
      await Promise.race([over, new Promise<void>((r) => (this.queued = r))]);
    }
  }

  async close(): Promise<void> {
    // Out of the pool before they end: their exits are then not taken for a worker stopping on its own.
    const workers = this.workers.splice(0);
    this.ready.clear();
    this.failAll(new Error('decoding stopped'));
    await Promise.all(workers.map((w) => w.terminate()));
  }
}

/** Memory starting with the bytes, to move to a worker: the body's own, else a copy (small ones pool). */
function movableArrayBuffer(b: Buffer): ArrayBuffer {
  const own = b.byteLength === b.buffer.byteLength || keptMemory(b.buffer);
  if (b.byteOffset === 0 && own && b.buffer instanceof ArrayBuffer) return b.buffer;
  return b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;
}
