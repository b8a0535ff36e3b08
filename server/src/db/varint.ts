/**
 * Unsigned LEB128 varints of whole numbers up to 2^53 (positions, gaps, ids), as the posting rows
 * store them: seven bits a byte, low first, the high bit set on every byte but the last.
 */
export function pushVarint(out: number[], value: number): void {
  let v = value;
  while (v >= 0x80) {
    out.push((v % 0x80) | 0x80);
    v = Math.floor(v / 0x80);
  }
  out.push(v);
}
