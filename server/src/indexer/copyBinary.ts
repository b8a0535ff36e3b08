/**
 * Rows in PostgreSQL's binary COPY format, so stored bodies go as they are rather than as hex text.
 * Everything is encoded before sending: a value binary cannot carry exactly throws NotBinary, and the
 * caller sends the rows as text instead.
 *   const types = [ 'int8', 'bytea' ];                 // per column, from the table's definition
 *   const chunks = copyBinary([[1, body], [2, null]], types);   // Buffers for COPY … (FORMAT binary)
 */
import type { SqlValue } from '../db/sqlExec';

/** The column types this encoder writes, by PostgreSQL's name for them (format_type). */
const TYPES = {
  smallint: 'int2',
  integer: 'int4',
  bigint: 'int8',
  'double precision': 'float8',
  numeric: 'numeric',
  text: 'text',
  'character varying': 'text',
  bytea: 'bytea',
} as const;
export type CopyType = (typeof TYPES)[keyof typeof TYPES];

/** The binary COPY type of a column type as format_type names it, or null when not supported. */
export function copyTypeOf(pgType: string): CopyType | null {
  return Object.hasOwn(TYPES, pgType) ? TYPES[pgType as keyof typeof TYPES] : null;
}

/** A value the binary format cannot carry exactly in its column. */
export class NotBinary extends Error {}

const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');
const CHUNK = 64 * 1024;
const TWO_32 = 2 ** 32;
const INTEGER_TEXT = /^-?\d+$/;

class ChunkWriter {
  readonly chunks: Buffer[] = [];
  private buf = Buffer.allocUnsafe(CHUNK);
  pos = 0;

  /** Room for `n` more bytes: a full chunk is kept and a new one started. */
  room(n: number): Buffer {
    if (this.pos + n > this.buf.length) {
      if (this.pos > 0) this.chunks.push(this.buf.subarray(0, this.pos));
      this.buf = Buffer.allocUnsafe(Math.max(CHUNK, n));
      this.pos = 0;
    }
    return this.buf;
  }

  finish(): Buffer[] {
    if (this.pos > 0) this.chunks.push(this.buf.subarray(0, this.pos));
    return this.chunks;
  }
}

function wrongValue(type: CopyType, v: SqlValue): NotBinary {
  const shown = Buffer.isBuffer(v) ? `${v.length} bytes` : JSON.stringify(String(v)).slice(0, 40);
  return new NotBinary(`not a binary ${type} value: ${shown}`);
}

function integerOf(type: CopyType, v: SqlValue, min: number, max: number): number {
  const n = typeof v === 'bigint' ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < min || n > max) throw wrongValue(type, v);
  return n;
}

function writeInt8(w: ChunkWriter, v: SqlValue): void {
  const b = w.room(12);
  b.writeInt32BE(8, w.pos);
  if (typeof v === 'number' && Number.isSafeInteger(v)) {
    // Two's complement in two words: floor gives the high word of a negative number too.
    b.writeInt32BE(Math.floor(v / TWO_32), w.pos + 4);
    b.writeUInt32BE(v >>> 0, w.pos + 8);
  } else {
    let big: bigint;
    if (typeof v === 'bigint') big = v;
    else if (typeof v === 'string' && INTEGER_TEXT.test(v)) big = BigInt(v);
    else throw wrongValue('int8', v);
    if (big < -(2n ** 63n) || big >= 2n ** 63n) throw wrongValue('int8', v);
    b.writeBigInt64BE(big, w.pos + 4);
  }
  w.pos += 12;
}

/** An integer as numeric's binary form: base-10000 digits, most significant first, no fraction. */
function writeNumeric(w: ChunkWriter, v: SqlValue): void {
  let text: string;
  if (typeof v === 'bigint') text = v.toString();
  else if (typeof v === 'number' && Number.isSafeInteger(v)) text = String(v);
  else if (typeof v === 'string' && INTEGER_TEXT.test(v)) text = v;
  else throw wrongValue('numeric', v);
  const negative = text.startsWith('-');
  let digits = negative ? text.slice(1) : text;
  let lead = 0;
  while (lead < digits.length - 1 && digits.charCodeAt(lead) === 48) lead++;
  digits = digits.slice(lead);
  const groups: number[] = [];
  if (digits !== '0') {
    const first = digits.length % 4 || 4;
    groups.push(Number(digits.slice(0, first)));
    for (let i = first; i < digits.length; i += 4) groups.push(Number(digits.slice(i, i + 4)));
  }
  const weight = groups.length - 1;
  // Trailing zero groups are implied by the weight.
  let n = groups.length;
  while (n > 0 && groups[n - 1] === 0) n--;
  const b = w.room(4 + 8 + 2 * n);
  b.writeInt32BE(8 + 2 * n, w.pos);
  b.writeInt16BE(n, w.pos + 4);
  b.writeInt16BE(n === 0 ? 0 : weight, w.pos + 6);
  b.writeUInt16BE(negative && n > 0 ? 0x4000 : 0, w.pos + 8);
  b.writeInt16BE(0, w.pos + 10);
  for (let i = 0; i < n; i++) b.writeInt16BE(groups[i], w.pos + 12 + 2 * i);
  w.pos += 12 + 2 * n;
}

/** A fixed-width value: its length word, then the `size` bytes `put` writes at `at`. */
function writeFixed(w: ChunkWriter, size: number, put: (b: Buffer, at: number) => void): void {
  const b = w.room(4 + size);
  b.writeInt32BE(size, w.pos);
  put(b, w.pos + 4);
  w.pos += 4 + size;
}

function writeValue(w: ChunkWriter, type: CopyType, v: SqlValue | undefined): void {
  if (v === null || v === undefined) {
    w.room(4).writeInt32BE(-1, w.pos);
    w.pos += 4;
    return;
  }
  switch (type) {
    case 'int8':
      return writeInt8(w, v);
    case 'int4': {
      const n = integerOf(type, v, -(2 ** 31), 2 ** 31 - 1);
      return writeFixed(w, 4, (b, at) => b.writeInt32BE(n, at));
    }
    case 'int2': {
      const n = integerOf(type, v, -(2 ** 15), 2 ** 15 - 1);
      return writeFixed(w, 2, (b, at) => b.writeInt16BE(n, at));
    }
    case 'float8': {
      if (typeof v !== 'number') throw wrongValue(type, v);
      return writeFixed(w, 8, (b, at) => b.writeDoubleBE(v, at));
    }
    case 'numeric':
      return writeNumeric(w, v);
    case 'bytea': {
      if (!Buffer.isBuffer(v)) throw wrongValue(type, v);
      const b = w.room(4 + v.length);
      b.writeInt32BE(v.length, w.pos);
      v.copy(b, w.pos + 4);
      w.pos += 4 + v.length;
      return;
    }
    case 'text': {
      if (typeof v !== 'string') throw wrongValue(type, v);
      // A NUL is refused by the server in either format; here it would end the value early.
      if (v.includes('\0')) throw wrongValue(type, v);
      const b = w.room(4 + 3 * v.length);
      const n = b.write(v, w.pos + 4, 'utf8');
      b.writeInt32BE(n, w.pos);
      w.pos += 4 + n;
      return;
    }
  }
}

/** `rows` as the chunks of one binary COPY stream (header, tuples, trailer); throws NotBinary. */
export function copyBinary(rows: readonly SqlValue[][], types: readonly CopyType[]): Buffer[] {
  const w = new ChunkWriter();
  const head = w.room(19);
  SIGNATURE.copy(head, 0);
  head.writeInt32BE(0, 11);
  head.writeInt32BE(0, 15);
  w.pos = 19;
  for (const r of rows) {
    w.room(2).writeInt16BE(types.length, w.pos);
    w.pos += 2;
    for (let i = 0; i < types.length; i++) writeValue(w, types[i], r[i]);
  }
  w.room(2).writeInt16BE(-1, w.pos);
  w.pos += 2;
  return w.finish();
}
