/**
 * The stored codec's byte layer: a growable writer and a bounds-checked reader of LEB128 varints (up
 * to 2^53, so amounts survive exactly), length-prefixed bytes and UTF-8. Every bad read throws, so a
 * damaged body is refused rather than read as garbage.
 */

export class CorruptBody extends Error {
  constructor(what: string) {
    super(`stored transaction: corrupt body (${what})`);
  }
}

/** A lone UTF-16 surrogate: JSON.parse can make one from an escape, UTF-8 cannot carry it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export class ByteWriter {
  private buf: Buffer = Buffer.allocUnsafe(4096);
  pos = 0;
  /** Set when a string written could not be carried by UTF-8 exactly (the caller then writes JSON). */
  lossy = false;

  /** Starts a new value, keeping the grown buffer (encoding is synchronous and one at a time). */
  reset(): void {
    this.pos = 0;
    this.lossy = false;
  }

  private room(n: number): void {
    if (this.pos + n <= this.buf.length) return;
    const next = Buffer.allocUnsafe(Math.max(this.buf.length * 2, this.pos + n));
    this.buf.copy(next, 0, 0, this.pos);
    this.buf = next;
  }

  byte(b: number): void {
    this.room(1);
    this.buf[this.pos++] = b;
  }

  /** A non-negative whole number below 2^53. */
  varint(n: number): void {
    this.room(8);
    const buf = this.buf;
    while (n >= 0x80) {
      if (n < 0x80000000) {
        // 32-bit fast path once the value fits.
        while (n >= 0x80) {
          buf[this.pos++] = (n & 0x7f) | 0x80;
          n >>>= 7;
        }
        break;
      }
      buf[this.pos++] = (n % 0x80) | 0x80;
      n = Math.floor(n / 0x80);
    }
    buf[this.pos++] = n;
  }

  /** A whole number of any size (token amounts are u64). */
  bigVarint(n: bigint): void {
    while (n >= 0x80n) {
      this.byte(Number(n & 0x7fn) | 0x80);
      n >>= 7n;
    }
    this.byte(Number(n));
  }

  bytes(b: Uint8Array): void {
    this.varint(b.length);
    this.raw(b);
  }

  /** Room for n bytes at pos..pos+n; nothing counts as written until the caller moves pos. */
  claim(n: number): Buffer {
    this.room(n);
    return this.buf;
  }

  /** b[from, to) with its length, as bytes() writes it, without a view of it made first. */
  bytesOf(b: Uint8Array, from: number, to: number): void {
    const n = to - from;
    this.varint(n);
    this.room(n);
    const buf = this.buf;
    // Most runs between the addresses of an event are a few bytes: a loop is cheaper than a view.
    if (n < 32) for (let i = 0; i < n; i++) buf[this.pos + i] = b[from + i];
    else buf.set(b.subarray(from, to), this.pos);
    this.pos += n;
  }

  raw(b: Uint8Array): void {
    this.room(b.length);
    this.buf.set(b, this.pos);
    this.pos += b.length;
  }

  string(s: string): void {
    // ASCII (nearly every log line) is copied without measuring twice.
    const max = s.length * 3;
    this.room(max + 5);
    const start = this.pos;
    if (s.length < 128) {
      this.pos++;
      const n = this.buf.write(s, this.pos, 'utf8');
      if (n < 128) {
        this.buf[start] = n;
        this.pos += n;
        // Byte count = length means ASCII; only other strings can hold a lone surrogate.
        if (n !== s.length && LONE_SURROGATE.test(s)) this.lossy = true;
        return;
      }
      this.pos = start;
    }
    if (LONE_SURROGATE.test(s)) this.lossy = true;
    const n = Buffer.byteLength(s, 'utf8');
    this.varint(n);
    this.buf.write(s, this.pos, 'utf8');
    this.pos += n;
  }

  f64(x: number): void {
    this.room(8);
    this.buf.writeDoubleLE(x, this.pos);
    this.pos += 8;
  }

  /** The bytes written so far (a view: valid until the next reset). */
  view(): Buffer {
    return this.buf.subarray(0, this.pos);
  }
}

export class ByteReader {
  pos = 0;
  constructor(private readonly buf: Buffer) {}

  get done(): boolean {
    return this.pos >= this.buf.length;
  }

  byte(): number {
    if (this.pos >= this.buf.length) throw new CorruptBody('cut short');
    return this.buf[this.pos++];
  }

  varint(): number {
    let n = 0;
    let scale = 1;
    for (;;) {
      if (this.pos >= this.buf.length) throw new CorruptBody('cut short');
      const b = this.buf[this.pos++];
      n += (b & 0x7f) * scale;
      if (b < 0x80) return n;
      scale *= 0x80;
      if (scale > 2 ** 49) throw new CorruptBody('number too long');
    }
  }

  bigVarint(): bigint {
    let n = 0n;
    let shift = 0n;
    for (;;) {
      const b = this.byte();
      n |= BigInt(b & 0x7f) << shift;
      if (b < 0x80) return n;
      shift += 7n;
      if (shift > 512n) throw new CorruptBody('number too long');
    }
  }

  /** A count of items that each take at least one byte: more than the bytes left is damage. */
  count(): number {
    const n = this.varint();
    if (n > this.buf.length - this.pos) throw new CorruptBody('count past the end');
    return n;
  }

  raw(n: number): Buffer {
    if (n > this.buf.length - this.pos) throw new CorruptBody('cut short');
    const b = this.buf.subarray(this.pos, this.pos + n);
    this.pos += n;
    return b;
  }

  bytes(): Buffer {
    return this.raw(this.varint());
  }

  string(): string {
    const n = this.varint();
    if (n > this.buf.length - this.pos) throw new CorruptBody('cut short');
    const s = this.buf.toString('utf8', this.pos, this.pos + n);
    this.pos += n;
    return s;
  }

  f64(): number {
    if (this.pos + 8 > this.buf.length) throw new CorruptBody('cut short');
    const x = this.buf.readDoubleLE(this.pos);
    this.pos += 8;
    return x;
  }
}
