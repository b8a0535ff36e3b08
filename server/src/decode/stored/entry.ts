/**
 * One `encoding: "json"` transaction entry in binary, before compression: signatures, hashes and
 * instruction data raw, addresses as body-local indexes, balances as varints (post as change), the
 * standard log lines as tokens. Anything unexpected (unknown field, odd shape, number past 2^53) stays
 * JSON in its place, so every entry comes back deep-equal.
 *
 * Each known field leads with a state byte (absent, null, structured, JSON) so it can fall back on its
 * own; unknown keys follow as one JSON object. Long instruction data can go packed to a side writer
 * (packed58.ts), beside the compressed entry, as compression would hardly shrink it.
 */
import { signatureBytes } from '../instructionData';
import { decodeBase58Fixed, encodeBase58 } from './base58';
import { type ByteReader, ByteWriter, CorruptBody } from './bytes';
import { readInstructions, writeInstructions } from './instructions';
import { LocalAddresses } from './localAddresses';
import { readLog, writeLog } from './logs';
import {
  Json,
  canonicalBase64,
  isCount,
  isObject,
  objectCodec,
  onlyKeys,
  parseJson,
  readAddresses,
  readCounts,
  readObject,
  writeAddresses,
  writeCounts,
  writeObject,
} from './objectCodec';
import { readTokenBalances, writeTokenBalances } from './tokenBalances';

/** A whole number as one varint. */
function writeCount(w: ByteWriter, v: unknown): boolean {
  if (!isCount(v)) return false;
  w.varint(v);
  return true;
}
const readCount = (r: ByteReader): number => r.varint();

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
  ['fee', writeCount, readCount],
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
  ['computeUnitsConsumed', writeCount, readCount],
  ['costUnits', writeCount, readCount],
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

/** Reads an entry writeEntry wrote; `at` resolves body-local indexes, `side` is its packed long data. */
export function readEntry(r: ByteReader, at: (i: number) => string, side: ByteReader | null = null): unknown {
  const mode = r.byte();
  let out: unknown;
  if (mode === 1) out = parseJson(r.string());
  else if (mode === 0) out = readObject(r, ENTRY, { at, side, pre: null });
  else throw new CorruptBody(`entry mode ${mode}`);
  if (!r.done || (side && !side.done)) throw new CorruptBody('bytes after the entry');
  return out;
}
