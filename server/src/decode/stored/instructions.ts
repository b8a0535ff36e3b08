// Instructions in the stored entry: one flags byte, then the fields. A shape this codec does not know
// is one JSON value.
import { instructionData } from '../instructionData';
import { encodeBase58 } from './base58';
import { type ByteReader, type ByteWriter, CorruptBody } from './bytes';
import { type Json, isCount, isObject, onlyKeys, parseJson, readCounts, writeCounts } from './objectCodec';
import { packBase58, unpackBase58 } from './packed58';

/** Longer data (base58 characters) is not converted (quadratic): packed beside when it can be, else text. */
export const RAW_DATA_MAX_CHARS = 400;

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

export function writeInstructions(w: ByteWriter, list: unknown, side: ByteWriter | null): boolean {
  if (!Array.isArray(list)) return false;
  w.varint(list.length);
  for (const ix of list) writeInstruction(w, ix, side);
  return true;
}

export function readInstructions(r: ByteReader, side: ByteReader | null): unknown[] {
  const n = r.count();
  const out = new Array<unknown>(n);
  for (let i = 0; i < n; i++) out[i] = readInstruction(r, side);
  return out;
}
