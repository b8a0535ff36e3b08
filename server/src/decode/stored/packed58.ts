/**
 * Base58 text packed near its entropy, four characters in three bytes: for long instruction data,
 * cheaper than converting it (quadratic) or compressing it, and smaller (docs/scaling-log.md).
 *   const w = new ByteWriter(); packBase58(w, text);            // false: not base58, nothing written
 *   unpackBase58(new ByteReader(w.view()), text.length) === text
 */
import { ALPHABET, VALUE } from './base58';
import { ByteReader, ByteWriter, CorruptBody } from './bytes';

/** Bound once here: under tsx (CommonJS) each read of an imported binding costs two getters. */
const DIGIT: Int8Array = VALUE;

const CHAR = Uint8Array.from(ALPHABET, (c) => c.charCodeAt(0));
const GROUP_LIMIT = 58 ** 4;

/** Four base58 digits (below 58^4 < 2^24) in three bytes; a last shorter group in one byte a digit. */
const GROUP = 4;

/** Packed size in bytes of `chars` base58 characters. */
export function packedLength(chars: number): number {
  return Math.floor(chars / GROUP) * 3 + (chars % GROUP);
}

/** Appends `s` packed (packedLength(s.length) bytes); false, with nothing written, when it is not base58. */
export function packBase58(w: ByteWriter, s: string): boolean {
  const out = w.claim(packedLength(s.length));
  const whole = s.length - (s.length % GROUP);
  let at = w.pos;
  // One pass: characters past ASCII and those outside the alphabet (-1) are gathered and judged at
  // the end, before the bytes count as written.
  let high = 0;
  let invalid = 0;
  for (let i = 0; i < whole; i += GROUP) {
    const c0 = s.charCodeAt(i);
    const c1 = s.charCodeAt(i + 1);
    const c2 = s.charCodeAt(i + 2);
    const c3 = s.charCodeAt(i + 3);
    high |= c0 | c1 | c2 | c3;
    const d0 = DIGIT[c0 & 127];
    const d1 = DIGIT[c1 & 127];
    const d2 = DIGIT[c2 & 127];
    const d3 = DIGIT[c3 & 127];
    invalid |= d0 | d1 | d2 | d3;
    const v = ((d0 * 58 + d1) * 58 + d2) * 58 + d3;
    out[at] = v >>> 16;
    out[at + 1] = v >>> 8;
    out[at + 2] = v;
    at += 3;
  }
  // 58 < 256: each digit of the short last group is one byte.
  for (let i = whole; i < s.length; i++) {
    const c = s.charCodeAt(i);
    high |= c;
    const d = DIGIT[c & 127];
    invalid |= d;
    out[at++] = d;
  }
  if (high > 127 || invalid < 0) return false;
  w.pos = at;
  return true;
}

/** Reads `chars` characters packed by packBase58. */
export function unpackBase58(r: ByteReader, chars: number): string {
  const bytes = r.raw(packedLength(chars));
  const text = Buffer.allocUnsafe(chars);
  const whole = chars - (chars % GROUP);
  let at = 0;
  for (let i = 0; i < whole; i += GROUP) {
    let v = (bytes[at] << 16) | (bytes[at + 1] << 8) | bytes[at + 2];
    at += 3;
    if (v >= GROUP_LIMIT) throw new CorruptBody('packed base58');
    for (let j = i + GROUP - 1; j >= i; j--) {
      const q = (v / 58) | 0;
      text[j] = CHAR[v - q * 58];
      v = q;
    }
  }
  for (let i = whole; i < chars; i++) {
    const d = bytes[at++];
    if (d >= 58) throw new CorruptBody('packed base58');
    text[i] = CHAR[d];
  }
  return text.toString('latin1');
}
