/**
 * Reusable memory for answer bodies: fresh external memory for megabytes a second makes V8 collect
 * early (docs/scaling-log.md), so a buffer comes back once read and carries the next answer.
 *   const body = bodyBuffers.take(length);   // a Buffer of `length` bytes over a kept ArrayBuffer
 *   bodyBuffers.give(body.buffer);           // once nothing reads it any more
 */

/** Answers smaller than this are not worth keeping memory for: they come from node's small pool. */
export const KEPT_FROM = 64 * 1024;
/** Free buffers kept at most; more are left to the collector. */
const KEEP_AT_MOST = 64;
/** New buffers are made a little larger than asked, so blocks of similar sizes share them. */
const ROUND_TO = 256 * 1024;

export class BodyBuffers {
  private readonly free: ArrayBuffer[] = [];

  /** A buffer of exactly `length` bytes, over kept memory when the answer is large. */
  take(length: number): Buffer {
    if (length < KEPT_FROM) return Buffer.allocUnsafe(length);
    let best = -1;
    for (let i = 0; i < this.free.length; i++) {
      const size = this.free[i].byteLength;
      if (size >= length && (best < 0 || size < this.free[best].byteLength)) best = i;
    }
    const memory =
      best >= 0
        ? this.free.splice(best, 1)[0]
        : new ArrayBuffer(Math.ceil((length * 1.25) / ROUND_TO) * ROUND_TO);
    return Buffer.from(memory, 0, length);
  }

  /** Memory nothing reads any more, kept if `take` gave it for a large answer (even after moving threads). */
  give(memory: ArrayBufferLike): void {
    if (!keptMemory(memory) || this.free.length >= KEEP_AT_MOST) return;
    this.free.push(memory);
  }

  /** Free buffers held (for tests). */
  get held(): number {
    return this.free.length;
  }
}

/** Whether `memory` is of the size `take` makes for a large answer (never node's pool of small buffers). */
export function keptMemory(memory: ArrayBufferLike): memory is ArrayBuffer {
  return (
    memory instanceof ArrayBuffer && memory.byteLength >= KEPT_FROM && memory.byteLength % ROUND_TO === 0
  );
}

/** The process's kept answer memory (each thread has its own). */
export const bodyBuffers = new BodyBuffers();
