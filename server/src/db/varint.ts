/** Unsigned LEB128 varints up to 2^53, as posting rows store positions, gaps and ids. */
export function pushVarint(out: number[], value: number): void {
  let v = value;
  while (v >= 0x80) {
    out.push((v % 0x80) | 0x80);
    v = Math.floor(v / 0x80);
  }
  out.push(v);
}

/** Reads a row's varints in order; a varint cut short by the row's end is an error naming the row. */
export class VarintReader {
  private at = 0;
  constructor(
    private readonly bytes: Uint8Array,
    private readonly cutShort: string,
  ) {}

  /** Whether every byte has been read. */
  get done(): boolean {
    return this.at >= this.bytes.length;
  }

  /** Where the next varint starts. */
  get offset(): number {
    return this.at;
  }

  next(): number {
    let value = 0;
    let scale = 1;
    for (;;) {
      if (this.at >= this.bytes.length) throw new Error(this.cutShort);
      const b = this.bytes[this.at++];
      value += (b & 0x7f) * scale;
      if (b < 0x80) return value;
      scale *= 0x80;
    }
  }
}
