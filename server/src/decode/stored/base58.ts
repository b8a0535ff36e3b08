/**
 * Base58 (Bitcoin alphabet, as bs58) for the stored-transaction codec: short values go through
 * small-number limbs, far cheaper than BigInt; long ones through BigInt, whose native steps win once
 * the quadratic limb loops grow.
 */
export const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
/** Each ASCII character's digit value, -1 for a character outside the alphabet. */
export const VALUE = new Int8Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) VALUE[ALPHABET.charCodeAt(i)] = i;

/** Four base58 digits per limb and three bytes per limb keep every product below 2^53. */
const R58 = 58 ** 4;
const R256 = 2 ** 24;
/** Past this many bytes (or digits) the BigInt path is the faster one (measured). */
const LIMB_MAX_BYTES = 120;
const LIMB_MAX_DIGITS = 140;

const DIGIT_PAIRS: string[] = [];
for (let i = 0; i < 58 * 58; i++) {
  DIGIT_PAIRS.push(ALPHABET[Math.floor(i / 58)] + ALPHABET[i % 58]);
}

function limbEncode(bytes: Uint8Array, zeros: number): string {
  // Little-endian limbs of four base58 digits; the input is folded in three bytes at a time (a
  // leading partial chunk first), with plain loops: this runs for every signature of every read.
  const limbs: number[] = [];
  let i = zeros;
  const head = (bytes.length - zeros) % 3;
  while (i < bytes.length) {
    let value: number;
    let scale: number;
    if (i === zeros && head === 1) {
      value = bytes[i++];
      scale = 256;
    } else if (i === zeros && head === 2) {
      value = bytes[i] * 256 + bytes[i + 1];
      scale = 65536;
      i += 2;
    } else {
      value = bytes[i] * 65536 + bytes[i + 1] * 256 + bytes[i + 2];
      scale = R256;
      i += 3;
    }
    let carry = value;
    for (let j = 0; j < limbs.length; j++) {
      const x = limbs[j] * scale + carry;
      carry = Math.floor(x / R58);
      limbs[j] = x - carry * R58;
    }
    while (carry > 0) {
      const q = Math.floor(carry / R58);
      limbs.push(carry - q * R58);
      carry = q;
    }
  }
  let out = '1'.repeat(zeros);
  if (limbs.length === 0) return out;
  // The most significant limb without its leading zero digits, the rest as four digits each.
  let first = '';
  let t = limbs[limbs.length - 1];
  while (t > 0) {
    first = ALPHABET[t % 58] + first;
    t = Math.floor(t / 58);
  }
  out += first;
  for (let j = limbs.length - 2; j >= 0; j--) {
    const v = limbs[j];
    const hi = Math.floor(v / 3364);
    out += DIGIT_PAIRS[hi] + DIGIT_PAIRS[v - hi * 3364];
  }
  return out;
}

/** 58^(8·2^k): the splitting points of the divide-and-conquer conversions of long values. */
const SPLIT: bigint[] = [58n ** 8n];
for (let k = 1; k < 12; k++) SPLIT.push(SPLIT[k - 1] * SPLIT[k - 1]);

/** Appends the eight digits of x < 58^8, four table look-ups. */
function eightDigits(x: number, parts: string[]): void {
  const hi = Math.floor(x / R58);
  const lo = x - hi * R58;
  const a = Math.floor(hi / 3364);
  const b = Math.floor(lo / 3364);
  parts.push(DIGIT_PAIRS[a] + DIGIT_PAIRS[hi - a * 3364] + DIGIT_PAIRS[b] + DIGIT_PAIRS[lo - b * 3364]);
}

/**
 * Long values split in halves by 58^(8·2^k) down to 16-digit pieces (two numbers below 2^53 each),
 * so the big divisions are few, on halving numbers.
 */
function bigEncode(bytes: Uint8Array, zeros: number): string {
  const n = BigInt(
    `0x${Buffer.from(bytes.buffer, bytes.byteOffset + zeros, bytes.length - zeros).toString('hex')}`,
  );
  let level = 1;
  while (SPLIT[level] <= n) level++;
  const parts: string[] = [];
  const emit = (v: bigint, k: number): void => {
    if (k === 1) {
      // v < 58^16: its two 8-digit halves are plain numbers.
      const q = v / SPLIT[0];
      eightDigits(Number(q), parts);
      eightDigits(Number(v - q * SPLIT[0]), parts);
      return;
    }
    const q = v / SPLIT[k - 1];
    emit(q, k - 1);
    emit(v - q * SPLIT[k - 1], k - 1);
  };
  emit(n, level);
  return '1'.repeat(zeros) + parts.join('').replace(/^1+/, '');
}

export function encodeBase58(bytes: Uint8Array): string {
  let zeros = 0;
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++;
  if (zeros === bytes.length) return '1'.repeat(zeros);
  return bytes.length - zeros <= LIMB_MAX_BYTES ? limbEncode(bytes, zeros) : bigEncode(bytes, zeros);
}

function digit(s: string, i: number): number {
  const c = s.charCodeAt(i);
  const d = c < 128 ? VALUE[c] : -1;
  if (d < 0) throw new Error('Non-base58 character');
  return d;
}

/** The limbs of the value being decoded: one buffer for every call, so decoding allocates nothing. */
const LIMBS = new Int32Array(Math.ceil((LIMB_MAX_DIGITS * Math.log2(58)) / 24) + 1);

function limbDecode(s: string, zeros: number): Uint8Array {
  // Little-endian limbs of three bytes; the digits are folded in four at a time (a leading partial
  // group first).
  const limbs = LIMBS;
  let count = 0;
  let i = zeros;
  const head = (s.length - zeros) % 4;
  while (i < s.length) {
    let value = 0;
    let scale: number;
    if (i === zeros && head > 0) {
      for (let k = 0; k < head; k++) value = value * 58 + digit(s, i++);
      scale = head === 1 ? 58 : head === 2 ? 3364 : 195112;
    } else {
      value = ((digit(s, i) * 58 + digit(s, i + 1)) * 58 + digit(s, i + 2)) * 58 + digit(s, i + 3);
      scale = R58;
      i += 4;
    }
    let carry = value;
    for (let j = 0; j < count; j++) {
      const x = limbs[j] * scale + carry;
      carry = Math.floor(x / R256);
      limbs[j] = x - carry * R256;
    }
    while (carry > 0) {
      const q = Math.floor(carry / R256);
      limbs[count++] = carry - q * R256;
      carry = q;
    }
  }
  // Bytes of the number, most significant first, without leading zero bytes.
  let size = count * 3;
  const top = count ? limbs[count - 1] : 0;
  if (top < 65536) size -= top < 256 ? 2 : 1;
  const out = new Uint8Array(zeros + size);
  let p = out.length - 1;
  for (let j = 0; j < count; j++) {
    let v = limbs[j];
    for (let k = 0; k < 3 && p >= zeros; k++) {
      out[p--] = v & 0xff;
      v >>>= 8;
    }
  }
  return out;
}

/** The value of digits [from, to) of a long value: halves joined by one multiplication each. */
function bigValue(s: string, from: number, to: number): bigint {
  if (to - from <= 8) {
    let v = 0;
    for (let j = from; j < to; j++) v = v * 58 + digit(s, j);
    return BigInt(v);
  }
  // The right half is a whole number of eight-digit groups so its power is one of SPLIT.
  let k = 0;
  while (8 * 2 ** (k + 1) < to - from) k++;
  const mid = to - 8 * 2 ** k;
  return bigValue(s, from, mid) * SPLIT[k] + bigValue(s, mid, to);
}

function bigDecode(s: string, zeros: number): Uint8Array {
  const n = bigValue(s, zeros, s.length);
  if (n === 0n) return new Uint8Array(zeros);
  let hex = n.toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  const out = new Uint8Array(zeros + hex.length / 2);
  out.set(Buffer.from(hex, 'hex'), zeros);
  return out;
}

export function decodeBase58(s: string): Uint8Array {
  let zeros = 0;
  while (zeros < s.length && s.charCodeAt(zeros) === 49) zeros++;
  if (zeros === s.length) return new Uint8Array(zeros);
  return s.length - zeros <= LIMB_MAX_DIGITS ? limbDecode(s, zeros) : bigDecode(s, zeros);
}

/**
 * A fixed-size base58 value (key, signature, blockhash) as bytes, or null; `decode` can be a
 * remembering one. Text too long for `size` is refused unconverted (the conversion is quadratic).
 */
export function decodeBase58Fixed(
  s: string,
  size: number,
  decode: (s: string) => Uint8Array = decodeBase58,
): Uint8Array | null {
  if (s.length > size * 2) return null;
  try {
    const b = decode(s);
    return b.length === size ? b : null;
  } catch {
    return null;
  }
}
