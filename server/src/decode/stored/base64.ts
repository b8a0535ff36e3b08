/**
 * Base64 read only when canonical (standard alphabet, padded, spare bits zero), so a body keeping the
 * bytes gives the text back; Buffer.from would also take url-safe and unpadded text.
 *   const n = decodeCanonicalBase64(text, 0, text.length, out, 0);   // -1: not canonical
 */

const VALUE = new Int8Array(128).fill(-1);
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
for (let i = 0; i < ALPHABET.length; i++) VALUE[ALPHABET.charCodeAt(i)] = i;
const PAD = 61; // '='

/** Bytes that base64 text of `chars` characters can hold at most (room to give the decoder). */
export function decodedRoom(chars: number): number {
  return Math.ceil(chars / 4) * 3;
}

/**
 * Decodes s[from, to) into out from `at` (which needs decodedRoom(to - from) bytes): the byte count,
 * or -1 when not canonical (what was written is then garbage).
 */
export function decodeCanonicalBase64(
  s: string,
  from: number,
  to: number,
  out: Uint8Array,
  at: number,
): number {
  const n = to - from;
  if (n % 4 !== 0) return -1;
  if (n === 0) return 0;
  const pad = s.charCodeAt(to - 1) !== PAD ? 0 : s.charCodeAt(to - 2) === PAD ? 2 : 1;
  const whole = to - (pad === 0 ? 0 : 4);
  let o = at;
  // Characters past ASCII and those outside the alphabet (-1) are gathered and judged once at the end.
  let high = 0;
  let invalid = 0;
  for (let i = from; i < whole; i += 4) {
    const c0 = s.charCodeAt(i);
    const c1 = s.charCodeAt(i + 1);
    const c2 = s.charCodeAt(i + 2);
    const c3 = s.charCodeAt(i + 3);
    high |= c0 | c1 | c2 | c3;
    const v0 = VALUE[c0 & 127];
    const v1 = VALUE[c1 & 127];
    const v2 = VALUE[c2 & 127];
    const v3 = VALUE[c3 & 127];
    invalid |= v0 | v1 | v2 | v3;
    const v = (v0 << 18) | (v1 << 12) | (v2 << 6) | v3;
    out[o] = v >>> 16;
    out[o + 1] = v >>> 8;
    out[o + 2] = v;
    o += 3;
  }
  if (high > 127 || invalid < 0) return -1;
  if (pad === 0) return o - at;
  const c0 = s.charCodeAt(whole);
  const c1 = s.charCodeAt(whole + 1);
  const c2 = pad === 1 ? s.charCodeAt(whole + 2) : 65; // 'A' stands for the padding of "xx=="
  if ((c0 | c1 | c2) > 127) return -1;
  const v0 = VALUE[c0];
  const v1 = VALUE[c1];
  const v2 = VALUE[c2];
  if ((v0 | v1 | v2) < 0) return -1;
  if (pad === 2) {
    if (v1 & 15) return -1;
    out[o++] = (v0 << 2) | (v1 >>> 4);
  } else {
    if (v2 & 3) return -1;
    out[o++] = (v0 << 2) | (v1 >>> 4);
    out[o++] = ((v1 & 15) << 4) | (v2 >>> 2);
  }
  return o - at;
}
