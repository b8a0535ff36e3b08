// Objects as a state byte per known field (absent, null, structured, JSON) and their extra keys as
// one JSON object; the small lists every object has (counts, addresses).
import { decodeCanonicalBase64, decodedRoom } from './base64';
import { ByteReader, type ByteWriter, CorruptBody } from './bytes';
import { LocalAddresses } from './localAddresses';

export type Json = Record<string, unknown>;

const ABSENT = 0;
const NULL = 1;
const STD = 2;
const JSON_VALUE = 3;

export const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
export const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;

/** True when every own key of `o` (with a defined value) is one of `names`. */
export function onlyKeys(o: Json, names: ReadonlySet<string>): boolean {
  for (const k in o) if (!names.has(k) && o[k] !== undefined) return false;
  return true;
}

function extrasOf(o: Json, names: ReadonlySet<string>): Json | null {
  let extra: Json | null = null;
  for (const k in o) {
    if (names.has(k) || o[k] === undefined) continue;
    (extra ??= {})[k] = o[k];
  }
  return extra;
}

type FieldWriter = (w: ByteWriter, v: unknown, ctx: EncodeContext) => boolean;
type FieldReader = (r: ByteReader, ctx: DecodeContext, out: Json) => unknown;

export interface EncodeContext {
  local: LocalAddresses;
  /** Where long instruction data goes packed, outside the compressed entry (null: kept as text). */
  side: ByteWriter | null;
  /** The entry's pre balances, for post balances written as changes. */
  pre: unknown;
  /** The meta being written (its status is checked against its error). */
  meta: Json | null;
}

export interface DecodeContext {
  at: (i: number) => string;
  /** The body's packed long instruction data, read in the order it was written. */
  side: ByteReader | null;
  pre: number[] | null;
}

interface ObjectCodec {
  names: readonly string[];
  set: ReadonlySet<string>;
  write: FieldWriter[];
  read: FieldReader[];
}

export function objectCodec(fields: [string, FieldWriter, FieldReader][]): ObjectCodec {
  const names = fields.map((f) => f[0]);
  return { names, set: new Set(names), write: fields.map((f) => f[1]), read: fields.map((f) => f[2]) };
}

export function writeObject(w: ByteWriter, o: Json, codec: ObjectCodec, ctx: EncodeContext): void {
  const { names } = codec;
  for (let f = 0; f < names.length; f++) {
    const v = o[names[f]];
    if (v === undefined) w.byte(ABSENT);
    else if (v === null) w.byte(NULL);
    else {
      const at = w.pos;
      const sideAt = ctx.side?.pos ?? 0;
      w.byte(STD);
      if (!codec.write[f](w, v, ctx)) {
        w.pos = at;
        if (ctx.side) ctx.side.pos = sideAt;
        w.byte(JSON_VALUE);
        w.string(JSON.stringify(v));
      }
    }
  }
  const extra = extrasOf(o, codec.set);
  if (extra) {
    w.byte(1);
    w.string(JSON.stringify(extra));
  } else w.byte(0);
}

export function parseJson(s: string): unknown {
  try {
    return JSON.parse(s);
  } catch {
    throw new CorruptBody('bad JSON part');
  }
}

export function readObject(r: ByteReader, codec: ObjectCodec, ctx: DecodeContext): Json {
  const out: Json = {};
  const { names } = codec;
  for (let f = 0; f < names.length; f++) {
    const name = names[f];
    const state = r.byte();
    if (state === ABSENT) continue;
    if (state === NULL) out[name] = null;
    else if (state === STD) out[name] = codec.read[f](r, ctx, out);
    else if (state === JSON_VALUE) out[name] = parseJson(r.string());
    else throw new CorruptBody(`field state ${state}`);
  }
  const more = r.byte();
  if (more === 1) {
    const extra = parseJson(r.string());
    if (!isObject(extra)) throw new CorruptBody('extra fields');
    Object.assign(out, extra);
  } else if (more !== 0) throw new CorruptBody('extra fields');
  return out;
}

// ---------------------------------------------------------------------------------------------
// Small parts

// The hot lists are walked by index: `for … of` over them allocated an iterator result per element
// on the decoding thread (about 2 KB a mix transaction).
export function writeCounts(w: ByteWriter, list: unknown): boolean {
  if (!Array.isArray(list)) return false;
  w.varint(list.length);
  for (let i = 0; i < list.length; i++) {
    const n: unknown = list[i];
    if (!isCount(n)) return false;
    w.varint(n);
  }
  return true;
}

export function readCounts(r: ByteReader): number[] {
  const n = r.count();
  const out = new Array<number>(n);
  for (let i = 0; i < n; i++) out[i] = r.varint();
  return out;
}

export function writeAddresses(w: ByteWriter, list: unknown, local: LocalAddresses): boolean {
  if (!Array.isArray(list)) return false;
  for (let i = 0; i < list.length; i++) if (typeof list[i] !== 'string') return false;
  w.varint(list.length);
  for (let i = 0; i < list.length; i++) w.varint(local.of(list[i] as string));
  return true;
}

export function readAddresses(r: ByteReader, at: (i: number) => string): string[] {
  const n = r.count();
  const out = new Array<string>(n);
  for (let i = 0; i < n; i++) out[i] = at(r.varint());
  return out;
}

/** The bytes of canonical base64 text (encoding them gives it back exactly), else null. */
export function canonicalBase64(s: string): Buffer | null {
  const b = Buffer.allocUnsafe(decodedRoom(s.length));
  const n = decodeCanonicalBase64(s, 0, s.length, b, 0);
  return n < 0 ? null : b.subarray(0, n);
}
