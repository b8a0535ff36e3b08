/**
 * Block fetching and decoding on worker threads. Turning a block into records is pure work (fetch,
 * JSON parse, the decoders, and the address-free part of each stored body: its address list and
 * compressed entry), so it runs beside the one writer, which keeps only what needs the database:
 * address ids, rows, the checkpoint. Results come back per slot; the writer still takes them strictly
 * in slot order. With no workers (`size` 0) the same work runs on the calling thread.
 *   const pool = new DecodePool(rpcUrl, 1);
 *   const r = await pool.decode(slot);   // null = the slot has no block
 *   await pool.close();
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { deriveBlock } from '../decode/block';
import { forgetInstructionData } from '../decode/instructionData';
import { prepareStoredTransaction, type PreparedTransaction } from '../decode/stored';
import { RpcClient } from '../rpc';
import { writtenBlock, type WrittenBlock } from './writtenBlock';

export interface DecodedSlot {
  block: WrittenBlock;
  /** Per transaction, in block order: the stored body without its address ids. */
  prepared: PreparedTransaction[];
}

export type DecodeRequest = { id: number; slot: number };
export type DecodeReply =
  { id: number; ok: true; result: DecodedSlot | null } | { id: number; ok: false; message: string };

/** Fetches and decodes one slot: what a worker runs, and the calling thread without workers. */
export async function decodeSlot(rpc: RpcClient, slot: number): Promise<DecodedSlot | null> {
  const raw = await rpc.getBlock(slot);
  if (!raw) return null;
  forgetInstructionData();
  const entries = raw.transactions ?? [];
  return {
    block: writtenBlock(deriveBlock(slot, raw)),
    prepared: packPayloads(entries.map(prepareStoredTransaction)),
  };
}

/**
 * The block's compressed entries copied into one buffer of their exact size, each payload a view of
 * it. zlib hands each result back as a view of its own 16 KiB output buffer, and a structured clone
 * copies a view's whole buffer: 16 KiB per transaction crossed to the writer (and was collected
 * there) for a few hundred bytes of payload. One buffer per block is also transferred, not copied.
 */
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
 * Slots the writer's thread takes at a time while it waits (helpUntil); workers hold the rest of the
 * slots in flight. All of them are fetched at once, so a distant node's round trips still overlap as
 * when workers held every slot (against a node 30 ms away, real blocks: 6,400 tx/s this way, 7,100
 * with workers holding all 16, 4,400 with workers holding only four).
 */
const LOCAL_SLOTS = 4;

interface Job {
  slot: number;
  resolve(r: DecodedSlot | null): void;
  reject(e: Error): void;
}

export class DecodePool {
  private readonly workers: Worker[] = [];
  /** Per worker, the jobs it holds by request id. */
  private readonly held = new Map<Worker, Map<number, Job>>();
  /** Requested slots no worker holds yet, in request order. */
  private readonly queue: Job[] = [];
  private nextId = 0;
  private readonly local: RpcClient;
  /** Slots one worker holds (fetching or decoding). */
  private readonly workerDepth: number;

  /** `inFlight`: how many slots the caller keeps requested at once (the indexer's concurrency). */
  constructor(rpcUrl: string, size: number, rpcForLocal?: RpcClient, inFlight = 16) {
    this.local = rpcForLocal ?? new RpcClient(rpcUrl);
    this.workerDepth = Math.max(1, Math.ceil((inFlight - LOCAL_SLOTS) / Math.max(1, size)));
    for (let i = 0; i < size; i++) {
      const w = new Worker(workerSource(), { eval: true, workerData: { rpcUrl } });
      const jobs = new Map<number, Job>();
      this.held.set(w, jobs);
      w.on('message', (m: DecodeReply) => {
        const job = jobs.get(m.id);
        if (!job) return;
        jobs.delete(m.id);
        if (m.ok) job.resolve(m.result);
        else job.reject(new Error(m.message));
        this.dispatch();
      });
      // A worker that dies fails what it held and what was queued (the indexer's loop restarts from
      // its checkpoint) and leaves the pool: later slots go to the others, or to this thread when
      // none is left.
      const gone = (e: Error) => {
        const i = this.workers.indexOf(w);
        if (i >= 0) this.workers.splice(i, 1);
        this.failAll(e);
      };
      w.on('error', (e) => gone(e));
      w.on('exit', () => gone(new Error('block decoding worker exited')));
      // Kept referenced: an indexer waiting for a block has nothing else keeping its thread's event
      // loop awake (an unreferenced worker's answers were never read). close() ends the workers.
      this.workers.push(w);
    }
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

  /** Hands queued slots, oldest first, to workers holding fewer than their depth. */
  private dispatch(): void {
    for (const w of this.workers) {
      const held = this.held.get(w) as Map<number, Job>;
      while (held.size < this.workerDepth && this.queue.length > 0) {
        const job = this.queue.shift() as Job;
        const id = this.nextId++;
        held.set(id, job);
        w.postMessage({ id, slot: job.slot } satisfies DecodeRequest);
      }
    }
  }

  decode(slot: number): Promise<DecodedSlot | null> {
    if (this.workers.length === 0) return decodeSlot(this.local, slot);
    return new Promise((resolve, reject) => {
      this.queue.push({ slot, resolve, reject });
      this.dispatch();
    });
  }

  /**
   * For a caller that would otherwise sit waiting (the writer, for the next block in slot order):
   * until `done()` it decodes queued slots on its own thread, up to LOCAL_SLOTS at a time (fetched
   * together), the newest: those the writer needs last, never the one it waits for, which a worker
   * already holds. On two cores the writer's thread waited about half the time for the one worker;
   * this puts that time to use. Returns how many slots it decoded.
   */
  async helpUntil(done: () => boolean): Promise<number> {
    let n = 0;
    while (!done() && this.queue.length > 0) {
      const jobs = this.queue.splice(-LOCAL_SLOTS);
      await Promise.all(jobs.map((job) => decodeSlot(this.local, job.slot).then(job.resolve, job.reject)));
      n += jobs.length;
    }
    return n;
  }

  async close(): Promise<void> {
    this.failAll(new Error('decoding stopped'));
    await Promise.all(this.workers.map((w) => w.terminate()));
    this.workers.length = 0;
  }
}
