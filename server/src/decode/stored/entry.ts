/**
 * The structured binary form of one transaction entry (the `encoding: "json"` shape: transaction,
 * meta, version), before compression. The parts every transaction carries are written as bytes:
 * signatures and the blockhash raw, addresses as indexes into the body's own address list, instruction
 * data raw instead of base58, balances as varints (post balances as changes from pre), the standard
 * "Program <id> …" log lines as tokens. Anything else — a field this codec does not know, a value
 * of an unexpected shape, a number past 2^53 — is kept as JSON in its place, so every entry comes
 * back deep-equal to what was encoded (object keys in the node's usual order).
 *
 * Every known field is led by a state byte (absent, null, structured, JSON): the byte is cheap after
 * compression and lets each field fall back on its own. An object with keys beyond the known ones
 * carries them as one JSON object after its known fields.
 *
 * Long instruction data (past RAW_DATA_MAX_CHARS) can go to a side writer instead, packed at 6 bits a
 * character (packed58.ts): the caller stores that part beside the compressed entry, so the compressor
 * does not spend its time on bytes it would hardly shrink.
 */
import { instructionData, signatureBytes } from '../instructionData';
import { decodeBase58Fixed, encodeBase58 } from './base58';
import { decodeCanonicalBase64, decodedRoom } from './base64';
import { ByteReader, ByteWriter, CorruptBody } from './bytes';
import { packBase58, unpackBase58 } from './packed58';

type Json = Record<string, unknown>;

const ABSENT = 0;
const NULL = 1;
const STD = 2;
const JSON_VALUE = 3;

/**
 * Instruction data longer than this (in base58 characters) is not converted to bytes (the conversion
 * is quadratic: about 40 µs for 1,000 bytes): it is packed into the side part when there is one,
 * else kept as text.
 */
export const RAW_DATA_MAX_CHARS = 400;

/**
 * Decoded keys by address, shared by the bodies a thread encodes and decodes: the programs, pools,
 * mints and busy wallets of a chain recur in most of its transactions, and decoding base58 costs more
 * than the rest of finding a key in event data. Emptied when full.
 */
interface AddressKey {
  /** The 32-byte key, null when the address is not base58 of 32 bytes. */
  key: Uint8Array | null;
  /** The key's first four bytes (-1: no key). */
  head: number;
}
const KEY_CACHE_SIZE = 65_536;
const keyCache = new Map<string, AddressKey>();

function addressKey(address: string): AddressKey {
  let k = keyCache.get(address);
  if (k !== undefined) return k;
  const key = decodeBase58Fixed(address, 32);
  k = { key, head: key ? headOf(key, 0) : -1 };
  if (keyCache.size >= KEY_CACHE_SIZE) keyCache.clear();
  keyCache.set(address, k);
  return k;
}

/** The body's own address list: address → index, in order of first use. */
export class LocalAddresses {
  readonly list: string[] = [];
  readonly index = new Map<string, number>();
  /** The list's keys, for finding them inside event data (looked up on first need). */
  private readonly keys: AddressKey[] = [];
  /** Marks the keys in `startFilter` (0: none marked yet). */
  private stamp = 0;

  of(address: string): number {
    let i = this.index.get(address);
    if (i === undefined) {
      i = this.list.length;
      this.list.push(address);
      this.index.set(address, i);
    }
    return i;
  }

  /** Empties the list (its addresses are not in the body after all). */
  clear(): void {
    this.list.length = 0;
    this.index.clear();
    this.keys.length = 0;
    this.stamp = 0;
  }

  /**
   * The stamp the list's keys are marked with in `startFilter`, every key of the list marked: an
   * offset whose filter entry differs starts none of them.
   */
  marked(): number {
    if (this.keys.length < this.list.length) this.markKeys();
    return this.stamp;
  }

  /** The index of the list's key that starts at b[at], or -1 (its keys marked first). */
  keyAt(b: Uint8Array, at: number): number {
    const head = headOf(b, at);
    const keys = this.keys;
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i];
      if (k.head !== head) continue;
      const key = k.key!;
      let j = 4;
      while (j < 32 && key[j] === b[at + j]) j++;
      if (j === 32) return i;
    }
    return -1;
  }

  private markKeys(): void {
    if (this.stamp === 0) this.stamp = nextStamp();
    while (this.keys.length < this.list.length) {
      const k = addressKey(this.list[this.keys.length]);
      this.keys.push(k);
      if (k.key) startFilter[filterOf(k.key, 0)] = this.stamp;
    }
  }
}

/**
 * The first twelve bits of the keys of the body being encoded, marked with its stamp: most offsets
 * of event data are passed over with one array read. One array for every body (a body is encoded
 * in one go), so nothing is allocated or cleared per body.
 */
const FILTER_SIZE = 4096;
const startFilter = new Uint32Array(FILTER_SIZE);
let lastStamp = 0;
function nextStamp(): number {
  if (lastStamp === 0xffffffff) {
    startFilter.fill(0);
    lastStamp = 0;
  }
  return ++lastStamp;
}

const filterOf = (b: Uint8Array, at: number): number => (b[at] | (b[at + 1] << 8)) & (FILTER_SIZE - 1);
const headOf = (b: Uint8Array, at: number): number =>
  (b[at] | (b[at + 1] << 8) | (b[at + 2] << 16) | (b[at + 3] << 24)) >>> 0;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;

/** True when every own key of `o` (with a defined value) is one of `names`. */
function onlyKeys(o: Json, names: ReadonlySet<string>): boolean {
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

interface EncodeContext {
  local: LocalAddresses;
  /** Where long instruction data goes packed, outside the compressed entry (null: kept as text). */
  side: ByteWriter | null;
  /** The entry's pre balances, for post balances written as changes. */
  pre: unknown;
  /** The meta being written (its status is checked against its error). */
  meta: Json | null;
}

interface DecodeContext {
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

function objectCodec(fields: [string, FieldWriter, FieldReader][]): ObjectCodec {
  const names = fields.map((f) => f[0]);
  return { names, set: new Set(names), write: fields.map((f) => f[1]), read: fields.map((f) => f[2]) };
}

function writeObject(w: ByteWriter, o: Json, codec: ObjectCodec, ctx: EncodeContext): void {
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

function parseJson(s: string): unknown {
  try {
    return JSON.parse(s);
  } catch {
    throw new CorruptBody('bad JSON part');
  }
}

function readObject(r: ByteReader, codec: ObjectCodec, ctx: DecodeContext): Json {
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
function writeCounts(w: ByteWriter, list: unknown): boolean {
  if (!Array.isArray(list)) return false;
  w.varint(list.length);
  for (let i = 0; i < list.length; i++) {
    const n: unknown = list[i];
    if (!isCount(n)) return false;
    w.varint(n);
  }
  return true;
}

function readCounts(r: ByteReader): number[] {
  const n = r.count();
  const out = new Array<number>(n);
  for (let i = 0; i < n; i++) out[i] = r.varint();
  return out;
}

function writeAddresses(w: ByteWriter, list: unknown, local: LocalAddresses): boolean {
  if (!Array.isArray(list)) return false;
  for (let i = 0; i < list.length; i++) if (typeof list[i] !== 'string') return false;
  w.varint(list.length);
  for (let i = 0; i < list.length; i++) w.varint(local.of(list[i] as string));
  return true;
}

function readAddresses(r: ByteReader, at: (i: number) => string): string[] {
  const n = r.count();
  const out = new Array<string>(n);
  for (let i = 0; i < n; i++) out[i] = at(r.varint());
  return out;
}

/**
 * The bytes of base64 text that encoding them gives back exactly, else null (Buffer.from also takes
 * url-safe characters, missing padding and stray characters, which would not come back as written).
 */
function canonicalBase64(s: string): Buffer | null {
  const b = Buffer.allocUnsafe(decodedRoom(s.length));
  const n = decodeCanonicalBase64(s, 0, s.length, b, 0);
  return n < 0 ? null : b.subarray(0, n);
}

// ---------------------------------------------------------------------------------------------
// Instructions: one flags byte, then the fields. A shape this codec does not know is one JSON value.

const IX_KEYS = new Set(['programIdIndex', 'accounts', 'data', 'stackHeight']);
const IX_JSON = 0x80;
const IX_RAW_DATA = 0x04;
/** The data is long base58 text, packed in the body's side part (packed58.ts). */
const IX_PACKED_DATA = 0x08;

function writeInstruction(w: ByteWriter, ix: unknown, side: ByteWriter | null): void {
  const at = w.pos;
  if (isObject(ix) && writeInstructionFields(w, ix, side)) return;
  w.pos = at;
  w.byte(IX_JSON);
  w.string(JSON.stringify(ix));
}

function writeInstructionFields(w: ByteWriter, ix: Json, side: ByteWriter | null): boolean {
  const { programIdIndex, accounts, data, stackHeight } = ix;
  if (!isCount(programIdIndex) || typeof data !== 'string' || !onlyKeys(ix, IX_KEYS)) return false;
  const height = stackHeight === undefined ? 0 : stackHeight === null ? 1 : isCount(stackHeight) ? 2 : -1;
  if (height < 0) return false;
  let raw: Uint8Array | null = null;
  if (data.length <= RAW_DATA_MAX_CHARS) {
    try {
      raw = instructionData(data);
    } catch {
      raw = null;
    }
  }
  // Packed first (packBase58 checks the text once): the flag byte says whether it was.
  const sideAt = side?.pos ?? 0;
  const packed = !raw && side !== null && packBase58(side, data);
  w.byte(height | (raw ? IX_RAW_DATA : packed ? IX_PACKED_DATA : 0));
  w.varint(programIdIndex);
  if (!writeCounts(w, accounts)) {
    if (side) side.pos = sideAt;
    return false;
  }
  if (raw) w.bytes(raw);
  else if (packed) w.varint(data.length);
  else w.string(data);
  if (height === 2) w.varint(stackHeight as number);
  return true;
}

function readInstruction(r: ByteReader, side: ByteReader | null): unknown {
  const flags = r.byte();
  if (flags === IX_JSON) return parseJson(r.string());
  if (flags & ~(IX_RAW_DATA | IX_PACKED_DATA | 3) || (flags & IX_RAW_DATA && flags & IX_PACKED_DATA))
    throw new CorruptBody('instruction flags');
  const programIdIndex = r.varint();
  const accounts = readCounts(r);
  let data: string;
  if (flags & IX_RAW_DATA) data = encodeBase58(r.bytes());
  else if (flags & IX_PACKED_DATA) {
    if (!side) throw new CorruptBody('packed data without a side part');
    data = unpackBase58(side, r.varint());
  } else data = r.string();
  const height = flags & 3;
  const ix: Json = { programIdIndex, accounts, data };
  if (height === 1) ix.stackHeight = null;
  else if (height === 2) ix.stackHeight = r.varint();
  else if (height === 3) throw new CorruptBody('instruction flags');
  return ix;
}

function writeInstructions(w: ByteWriter, list: unknown, side: ByteWriter | null): boolean {
  if (!Array.isArray(list)) return false;
  w.varint(list.length);
  for (const ix of list) writeInstruction(w, ix, side);
  return true;
}

function readInstructions(r: ByteReader, side: ByteReader | null): unknown[] {
  const n = r.count();
  const out = new Array<unknown>(n);
  for (let i = 0; i < n; i++) out[i] = readInstruction(r, side);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Log lines: the standard lines about a program of this transaction become tokens.

const LOG_LITERAL = 0;
const LOG_INVOKE = 1;
const LOG_SUCCESS = 2;
const LOG_CONSUMED = 3;
const LOG_FAILED = 4;
const LOG_PROGRAM_OTHER = 5;
const LOG_LOG = 6;
const LOG_DATA = 7;
const LOG_DATA_BYTES = 8;

/** The decimal number at s[from, to) if it is written as the node writes numbers (no sign, no leading 0). */
function decimalAt(s: string, from: number, to: number): number {
  if (to <= from || to - from > 15 || (s.charCodeAt(from) === 48 && to - from > 1)) return -1;
  let n = 0;
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return -1;
    n = n * 10 + c;
  }
  return n;
}

const CONSUMED_TAIL = ' compute units';

function writeLog(w: ByteWriter, line: string, local: LocalAddresses): void {
  // Plain string tests instead of regular expressions: a heavy transaction has dozens of lines.
  if (line.startsWith('Program ')) {
    if (line.startsWith('log: ', 8)) {
      w.byte(LOG_LOG);
      w.string(line.slice(13));
      return;
    }
    if (line.startsWith('data: ', 8)) {
      if (writeEventData(w, line.slice(14), local)) return;
      w.byte(LOG_DATA);
      w.string(line.slice(14));
      return;
    }
    let end = line.indexOf(' ', 8);
    if (end < 0) end = line.length;
    // Only the addresses the transaction already names: a log line cannot add an address.
    const i = end - 8 >= 32 ? local.index.get(line.slice(8, end)) : undefined;
    if (i !== undefined) {
      const n = line.length;
      if (n - end === 8 && line.endsWith(' success')) {
        w.byte(LOG_SUCCESS);
        w.varint(i);
        return;
      }
      if (line.startsWith(' invoke [', end) && line.charCodeAt(n - 1) === 93) {
        const depth = decimalAt(line, end + 9, n - 1);
        if (depth >= 0) {
          w.byte(LOG_INVOKE);
          w.varint(i);
          w.varint(depth);
          return;
        }
      }
      if (line.startsWith(' consumed ', end) && line.endsWith(CONSUMED_TAIL)) {
        const of = line.indexOf(' of ', end + 10);
        const used = of < 0 ? -1 : decimalAt(line, end + 10, of);
        const limit = used < 0 ? -1 : decimalAt(line, of + 4, n - CONSUMED_TAIL.length);
        if (limit >= 0) {
          w.byte(LOG_CONSUMED);
          w.varint(i);
          w.varint(used);
          w.varint(limit);
          return;
        }
      }
      if (line.startsWith(' failed: ', end)) {
        w.byte(LOG_FAILED);
        w.varint(i);
        w.string(line.slice(end + 9));
        return;
      }
      w.byte(LOG_PROGRAM_OTHER);
      w.varint(i);
      w.string(line.slice(end));
      return;
    }
  }
  w.byte(LOG_LITERAL);
  w.string(line);
}

/**
 * A "Program data:" line (events a program emits: Borsh records, base64 parts joined by spaces) as
 * bytes, each of the transaction's own addresses inside it written as its index: an event repeats the
 * pool, the user and the mints of its transaction, and as text none of that compresses. False when a
 * part is not canonical base64 (the line is then kept as text, so it always comes back as it was).
 */
function writeEventData(w: ByteWriter, payload: string, local: LocalAddresses): boolean {
  // Every part is decoded before anything is written: a part that is not canonical keeps the line text.
  const room = decodedRoom(payload.length);
  if (eventBytes.length < room) eventBytes = new Uint8Array(room * 2);
  partEnds.length = 0;
  let at = 0;
  for (let from = 0; ;) {
    let to = payload.indexOf(' ', from);
    if (to < 0) to = payload.length;
    const n = decodeCanonicalBase64(payload, from, to, eventBytes, at);
    if (n < 0) return false;
    at += n;
    partEnds.push(at);
    if (to === payload.length) break;
    from = to + 1;
  }
  w.byte(LOG_DATA_BYTES);
  w.varint(partEnds.length);
  let start = 0;
  for (let i = 0; i < partEnds.length; i++) {
    writeWithAddresses(w, eventBytes, start, partEnds[i], local);
    start = partEnds[i];
  }
  return true;
}

/** The decoded parts of the event being written, end to end (reused: encoding is one body at a time). */
let eventBytes = new Uint8Array(4096);
const partEnds: number[] = [];

/** Bytes b[from, to) as runs: [literal bytes] [address index + 1], …, [literal bytes] [0]. */
function writeWithAddresses(
  w: ByteWriter,
  b: Uint8Array,
  from: number,
  to: number,
  local: LocalAddresses,
): void {
  let literal = from;
  const stamp = local.marked();
  for (let i = from; i + 32 <= to;) {
    const found = startFilter[filterOf(b, i)] === stamp ? local.keyAt(b, i) : -1;
    if (found < 0) {
      i++;
      continue;
    }
    w.bytesOf(b, literal, i);
    w.varint(found + 1);
    i += 32;
    literal = i;
  }
  w.bytesOf(b, literal, to);
  w.varint(0);
}

/** An address named inside event data: only a 32-byte key was ever written there. */
function addressBytes(address: string): Uint8Array {
  const { key } = addressKey(address);
  if (!key) throw new CorruptBody('event data names an address that is not a 32-byte key');
  return key;
}

function readEventData(r: ByteReader, at: (i: number) => string): string {
  const n = r.count();
  const parts: string[] = [];
  for (let k = 0; k < n; k++) {
    const runs: Uint8Array[] = [];
    for (;;) {
      runs.push(r.bytes());
      const ref = r.varint();
      if (ref === 0) break;
      runs.push(addressBytes(at(ref - 1)));
    }
    parts.push(Buffer.concat(runs).toString('base64'));
  }
  return `Program data: ${parts.join(' ')}`;
}

function readLog(r: ByteReader, at: (i: number) => string): string {
  const tag = r.byte();
  switch (tag) {
    case LOG_LITERAL:
      return r.string();
    case LOG_LOG:
      return `Program log: ${r.string()}`;
    case LOG_DATA:
      return `Program data: ${r.string()}`;
    case LOG_DATA_BYTES:
      return readEventData(r, at);
    case LOG_SUCCESS:
      return `Program ${at(r.varint())} success`;
    case LOG_INVOKE: {
      const a = at(r.varint());
      return `Program ${a} invoke [${r.varint()}]`;
    }
    case LOG_CONSUMED: {
      const a = at(r.varint());
      const used = r.varint();
      return `Program ${a} consumed ${used} of ${r.varint()} compute units`;
    }
    case LOG_FAILED: {
      const a = at(r.varint());
      return `Program ${a} failed: ${r.string()}`;
    }
    case LOG_PROGRAM_OTHER: {
      const a = at(r.varint());
      return `Program ${a}${r.string()}`;
    }
    default:
      throw new CorruptBody(`log line tag ${tag}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Token balances

const BALANCE_KEYS = new Set(['accountIndex', 'mint', 'owner', 'programId', 'uiTokenAmount']);
const AMOUNT_KEYS = new Set(['amount', 'decimals', 'uiAmount', 'uiAmountString']);
const TB_JSON = 1;
const TB_OWNER = 2;
const TB_PROGRAM = 4;
/** uiAmount: absent 0, null 1, as the node computes it from amount and decimals 2, stored 3. */
const TB_UI_SHIFT = 3;
/** uiAmountString: absent 0, as the node formats it 1, stored 2. */
const TB_UISTR_SHIFT = 5;
const TB_AMOUNT_TEXT = 0x80;
const DIGITS = /^(0|[1-9]\d{0,39})$/;

/** The node's decimal form of an amount: trailing zeros and a trailing point trimmed. */
export function uiAmountString(amount: string, decimals: number): string {
  if (decimals === 0) return amount;
  const padded = amount.padStart(decimals + 1, '0');
  const cut = padded.length - decimals;
  return `${padded.slice(0, cut)}.${padded.slice(cut)}`.replace(/0+$/, '').replace(/\.$/, '');
}

function uiAmountOf(amount: string, decimals: number): number {
  return Number(amount) / 10 ** decimals;
}

function writeTokenBalance(w: ByteWriter, b: unknown, local: LocalAddresses): void {
  const at = w.pos;
  if (isObject(b) && writeTokenBalanceFields(w, b, local)) return;
  w.pos = at;
  w.varint(TB_JSON);
  w.string(JSON.stringify(b));
}

function writeTokenBalanceFields(w: ByteWriter, b: Json, local: LocalAddresses): boolean {
  const { accountIndex, mint, owner, programId, uiTokenAmount: ui } = b;
  if (!isCount(accountIndex) || typeof mint !== 'string' || !isObject(ui)) return false;
  if (owner !== undefined && typeof owner !== 'string') return false;
  if (programId !== undefined && typeof programId !== 'string') return false;
  if (!onlyKeys(b, BALANCE_KEYS) || !onlyKeys(ui, AMOUNT_KEYS)) return false;
  const { amount, decimals, uiAmount, uiAmountString: text } = ui;
  if (typeof amount !== 'string' || !isCount(decimals) || decimals > 20) return false;
  const numeric = DIGITS.test(amount);
  let flags = (owner !== undefined ? TB_OWNER : 0) | (programId !== undefined ? TB_PROGRAM : 0);
  if (!numeric) flags |= TB_AMOUNT_TEXT;
  let uiState: number;
  if (uiAmount === undefined) uiState = 0;
  else if (uiAmount === null) uiState = 1;
  else if (typeof uiAmount !== 'number') return false;
  else uiState = numeric && uiAmount === uiAmountOf(amount, decimals) ? 2 : 3;
  let textState: number;
  if (text === undefined) textState = 0;
  else if (typeof text !== 'string') return false;
  else textState = numeric && text === uiAmountString(amount, decimals) ? 1 : 2;
  flags |= (uiState << TB_UI_SHIFT) | (textState << TB_UISTR_SHIFT);
  w.varint(flags);
  w.varint(accountIndex);
  w.varint(local.of(mint));
  if (owner !== undefined) w.varint(local.of(owner));
  if (programId !== undefined) w.varint(local.of(programId));
  if (numeric) w.bigVarint(BigInt(amount));
  else w.string(amount);
  w.varint(decimals);
  if (uiState === 3) w.f64(uiAmount as number);
  if (textState === 2) w.string(text as string);
  return true;
}

function readTokenBalance(r: ByteReader, at: (i: number) => string): unknown {
  const flags = r.varint();
  if (flags === TB_JSON) return parseJson(r.string());
  if (flags & TB_JSON || flags > 0xff) throw new CorruptBody('token balance flags');
  const b: Json = { accountIndex: r.varint(), mint: at(r.varint()) };
  if (flags & TB_OWNER) b.owner = at(r.varint());
  if (flags & TB_PROGRAM) b.programId = at(r.varint());
  const amount = flags & TB_AMOUNT_TEXT ? r.string() : r.bigVarint().toString();
  const decimals = r.varint();
  const ui: Json = { amount, decimals };
  const uiState = (flags >> TB_UI_SHIFT) & 3;
  if (uiState === 1) ui.uiAmount = null;
  else if (uiState === 2) ui.uiAmount = uiAmountOf(amount, decimals);
  else if (uiState === 3) ui.uiAmount = r.f64();
  const textState = (flags >> TB_UISTR_SHIFT) & 3;
  if (textState === 1) ui.uiAmountString = uiAmountString(amount, decimals);
  else if (textState === 2) ui.uiAmountString = r.string();
  else if (textState === 3) throw new CorruptBody('token balance flags');
  b.uiTokenAmount = ui;
  return b;
}

function writeTokenBalances(w: ByteWriter, list: unknown, ctx: EncodeContext): boolean {
  if (!Array.isArray(list)) return false;
  w.varint(list.length);
  for (const b of list) writeTokenBalance(w, b, ctx.local);
  return true;
}

function readTokenBalances(r: ByteReader, ctx: DecodeContext): unknown[] {
  const n = r.count();
  const out = new Array<unknown>(n);
  for (let i = 0; i < n; i++) out[i] = readTokenBalance(r, ctx.at);
  return out;
}

// ---------------------------------------------------------------------------------------------
// The objects

const HEADER_KEYS = new Set([
  'numRequiredSignatures',
  'numReadonlySignedAccounts',
  'numReadonlyUnsignedAccounts',
]);
const LOOKUP_KEYS = new Set(['accountKey', 'writableIndexes', 'readonlyIndexes']);
const GROUP_KEYS = new Set(['index', 'instructions']);
const LOADED_KEYS = new Set(['writable', 'readonly']);
const RETURN_KEYS = new Set(['programId', 'data']);

const MESSAGE = objectCodec([
  ['accountKeys', (w, v, c) => writeAddresses(w, v, c.local), (r, c) => readAddresses(r, c.at)],
  [
    'header',
    (w, v) => {
      if (!isObject(v) || !onlyKeys(v, HEADER_KEYS)) return false;
      const { numRequiredSignatures: a, numReadonlySignedAccounts: b, numReadonlyUnsignedAccounts: c } = v;
      if (!isCount(a) || !isCount(b) || !isCount(c)) return false;
      w.varint(a);
      w.varint(b);
      w.varint(c);
      return true;
    },
    (r) => ({
      numRequiredSignatures: r.varint(),
      numReadonlySignedAccounts: r.varint(),
      numReadonlyUnsignedAccounts: r.varint(),
    }),
  ],
  [
    'recentBlockhash',
    (w, v) => {
      const b = typeof v === 'string' ? decodeBase58Fixed(v, 32) : null;
      if (!b) return false;
      w.raw(b);
      return true;
    },
    (r) => encodeBase58(r.raw(32)),
  ],
  ['instructions', (w, v, c) => writeInstructions(w, v, c.side), (r, c) => readInstructions(r, c.side)],
  [
    'addressTableLookups',
    (w, v, c) => {
      if (!Array.isArray(v)) return false;
      w.varint(v.length);
      for (const l of v) {
        if (!isObject(l) || typeof l.accountKey !== 'string' || !onlyKeys(l, LOOKUP_KEYS)) return false;
        w.varint(c.local.of(l.accountKey));
        if (!writeCounts(w, l.writableIndexes) || !writeCounts(w, l.readonlyIndexes)) return false;
      }
      return true;
    },
    (r, c) => {
      const n = r.count();
      const out: Json[] = [];
      for (let i = 0; i < n; i++)
        out.push({
          accountKey: c.at(r.varint()),
          writableIndexes: readCounts(r),
          readonlyIndexes: readCounts(r),
        });
      return out;
    },
  ],
]);

const TRANSACTION = objectCodec([
  [
    'signatures',
    (w, v) => {
      if (!Array.isArray(v)) return false;
      w.varint(v.length);
      for (const s of v) {
        const b = typeof s === 'string' ? signatureBytes(s) : null;
        if (!b) return false;
        w.raw(b);
      }
      return true;
    },
    (r) => {
      const n = r.count();
      const out = new Array<string>(n);
      for (let i = 0; i < n; i++) out[i] = encodeBase58(r.raw(64));
      return out;
    },
  ],
  [
    'message',
    (w, v, c) => {
      if (!isObject(v)) return false;
      writeObject(w, v, MESSAGE, c);
      return true;
    },
    (r, c) => readObject(r, MESSAGE, c),
  ],
]);

/** `{"InstructionError":[index,{"Custom":code}]}`, the error of nearly every failed transaction. */
function customError(v: unknown): [number, number] | null {
  if (!isObject(v) || !onlyKeys(v, new Set(['InstructionError']))) return null;
  const e = v.InstructionError;
  if (!Array.isArray(e) || e.length !== 2 || !isCount(e[0])) return null;
  const inner: unknown = e[1];
  if (!isObject(inner) || !onlyKeys(inner, new Set(['Custom'])) || !isCount(inner.Custom)) return null;
  return [e[0], inner.Custom];
}

const META = objectCodec([
  [
    'err',
    (w, v) => {
      const e = customError(v);
      if (!e) return false;
      w.varint(e[0]);
      w.varint(e[1]);
      return true;
    },
    (r) => ({ InstructionError: [r.varint(), { Custom: r.varint() }] }),
  ],
  [
    // The status repeats the error: { Ok: null } or { Err: err }.
    'status',
    () => false,
    () => {
      throw new CorruptBody('status');
    },
  ],
  [
    'fee',
    (w, v) => {
      if (!isCount(v)) return false;
      w.varint(v);
      return true;
    },
    (r) => r.varint(),
  ],
  [
    'preBalances',
    (w, v, c) => {
      if (!writeCounts(w, v)) return false;
      c.pre = v;
      return true;
    },
    (r, c) => (c.pre = readCounts(r)),
  ],
  [
    'postBalances',
    (w, v, c) => {
      if (!Array.isArray(v)) return false;
      const pre = c.pre;
      // Most balances do not change (or change by a fee or rent): written as changes they are zeros.
      if (Array.isArray(pre) && pre.length === v.length) {
        const at = w.pos;
        w.byte(0);
        let ok = true;
        for (let i = 0; i < v.length && ok; i++) {
          const post: unknown = v[i];
          if (!isCount(post)) return false;
          const d = post - (pre[i] as number);
          if (Math.abs(d) > 2 ** 51) ok = false;
          else w.varint(d >= 0 ? d * 2 : -d * 2 - 1);
        }
        if (ok) return true;
        w.pos = at;
      }
      w.byte(1);
      return writeCounts(w, v);
    },
    (r, c) => {
      const mode = r.byte();
      if (mode === 1) return readCounts(r);
      if (mode !== 0 || !c.pre) throw new CorruptBody('post balances');
      const pre = c.pre;
      return pre.map((p) => {
        const z = r.varint();
        return z % 2 === 0 ? p + z / 2 : p - (z + 1) / 2;
      });
    },
  ],
  [
    'innerInstructions',
    (w, v, c) => {
      if (!Array.isArray(v)) return false;
      w.varint(v.length);
      for (const g of v) {
        if (!isObject(g) || !isCount(g.index) || !onlyKeys(g, GROUP_KEYS)) return false;
        w.varint(g.index);
        if (!writeInstructions(w, g.instructions, c.side)) return false;
      }
      return true;
    },
    (r, c) => {
      const n = r.count();
      const out: Json[] = [];
      for (let i = 0; i < n; i++) out.push({ index: r.varint(), instructions: readInstructions(r, c.side) });
      return out;
    },
  ],
  [
    'logMessages',
    (w, v, c) => {
      if (!Array.isArray(v)) return false;
      for (const l of v) if (typeof l !== 'string') return false;
      w.varint(v.length);
      for (const l of v as string[]) writeLog(w, l, c.local);
      return true;
    },
    (r, c) => {
      const n = r.count();
      const out = new Array<string>(n);
      for (let i = 0; i < n; i++) out[i] = readLog(r, c.at);
      return out;
    },
  ],
  ['preTokenBalances', writeTokenBalances, readTokenBalances],
  ['postTokenBalances', writeTokenBalances, readTokenBalances],
  ['rewards', (_w, v) => Array.isArray(v) && v.length === 0, () => []],
  [
    'loadedAddresses',
    (w, v, c) =>
      isObject(v) &&
      onlyKeys(v, LOADED_KEYS) &&
      Array.isArray(v.writable) &&
      Array.isArray(v.readonly) &&
      writeAddresses(w, v.writable, c.local) &&
      writeAddresses(w, v.readonly, c.local),
    (r, c) => ({ writable: readAddresses(r, c.at), readonly: readAddresses(r, c.at) }),
  ],
  [
    'returnData',
    (w, v, c) => {
      if (!isObject(v) || typeof v.programId !== 'string' || !onlyKeys(v, RETURN_KEYS)) return false;
      const d = v.data;
      if (!Array.isArray(d) || d.length !== 2 || d[1] !== 'base64' || typeof d[0] !== 'string') return false;
      const bytes = canonicalBase64(d[0]);
      if (!bytes) return false;
      w.varint(c.local.of(v.programId));
      w.bytes(bytes);
      return true;
    },
    (r, c) => ({ programId: c.at(r.varint()), data: [r.bytes().toString('base64'), 'base64'] }),
  ],
  [
    'computeUnitsConsumed',
    (w, v) => {
      if (!isCount(v)) return false;
      w.varint(v);
      return true;
    },
    (r) => r.varint(),
  ],
  [
    'costUnits',
    (w, v) => {
      if (!isCount(v)) return false;
      w.varint(v);
      return true;
    },
    (r) => r.varint(),
  ],
]);

// The status is structured exactly when it is the one the error implies; it is read after the error.
META.write[META.names.indexOf('status')] = (_w, v, c) => {
  const meta = c.meta;
  if (!meta || !isObject(v)) return false;
  const err = meta.err;
  if (err === null || err === undefined) return onlyKeys(v, new Set(['Ok'])) && 'Ok' in v && v.Ok === null;
  return onlyKeys(v, new Set(['Err'])) && JSON.stringify(v.Err) === JSON.stringify(err);
};
META.read[META.names.indexOf('status')] = (_r, _c, out) => {
  const err = out.err;
  return err === null || err === undefined
    ? { Ok: null }
    : { Err: JSON.parse(JSON.stringify(err)) as unknown };
};

const ENTRY = objectCodec([
  [
    'transaction',
    (w, v, c) => {
      if (!isObject(v)) return false;
      writeObject(w, v, TRANSACTION, c);
      return true;
    },
    (r, c) => readObject(r, TRANSACTION, c),
  ],
  [
    'meta',
    (w, v, c) => {
      if (!isObject(v)) return false;
      // Loaded addresses take their indexes first, so log lines naming them become tokens too.
      const loaded = v.loadedAddresses;
      if (isObject(loaded))
        for (const list of [loaded.writable, loaded.readonly])
          if (Array.isArray(list)) for (const a of list) if (typeof a === 'string') c.local.of(a);
      c.meta = v;
      writeObject(w, v, META, c);
      return true;
    },
    (r, c) => readObject(r, META, c),
  ],
  [
    'version',
    (w, v) => {
      if (v === 'legacy') w.varint(0);
      else if (isCount(v)) w.varint(v + 1);
      else return false;
      return true;
    },
    (r) => {
      const v = r.varint();
      return v === 0 ? 'legacy' : v - 1;
    },
  ],
]);

/** Writes the entry; its addresses are added to `local`. */
export function writeEntry(
  w: ByteWriter,
  entry: unknown,
  local: LocalAddresses,
  side: ByteWriter | null = null,
): void {
  const start = w.pos;
  const sideStart = side?.pos ?? 0;
  if (isObject(entry)) {
    w.byte(0);
    writeObject(w, entry, ENTRY, { local, side, pre: undefined, meta: null });
    if (!w.lossy) return;
    // A string UTF-8 cannot carry (a lone surrogate): the whole entry as JSON, which escapes it.
    w.pos = start;
    if (side) side.pos = sideStart;
    w.lossy = false;
    local.clear();
  }
  w.byte(1);
  w.string(JSON.stringify(entry) ?? 'null');
}

/**
 * Reads an entry written by writeEntry; `at` gives the address of a body-local index, `side` the
 * part its long instruction data was packed into (when writeEntry was given one).
 */
export function readEntry(r: ByteReader, at: (i: number) => string, side: ByteReader | null = null): unknown {
  const mode = r.byte();
  let out: unknown;
  if (mode === 1) out = parseJson(r.string());
  else if (mode === 0) out = readObject(r, ENTRY, { at, side, pre: null });
  else throw new CorruptBody(`entry mode ${mode}`);
  if (!r.done || (side && !side.done)) throw new CorruptBody('bytes after the entry');
  return out;
}
