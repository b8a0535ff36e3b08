/**
 * Buffers cut from large chunks, for many small values that live and die together (a batch's bodies):
 * Node's 8 KB pool chunks cost more to make than to fill (docs/scaling-log.md).
 *   const arena = new Arena();
 *   const body = arena.take(length);   // valid as long as any buffer of its chunk is referenced
 */
const CHUNK = 1024 * 1024;

export class Arena {
  private chunk: Buffer = Buffer.alloc(0);
  private used = 0;

  take(length: number): Buffer {
    if (length > CHUNK / 4) return Buffer.allocUnsafeSlow(length);
    if (this.used + length > this.chunk.length) {
      this.chunk = Buffer.allocUnsafeSlow(CHUNK);
      this.used = 0;
    }
    const out = this.chunk.subarray(this.used, this.used + length);
    // Word-aligned starts, as node's pool keeps them.
    this.used += (length + 7) & ~7;
    return out;
  }
}
