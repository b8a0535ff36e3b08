/**
 * One transaction's `encoding: "json"` entry, lossless, in one compact body:
 *
 *   [format byte] [n: varint] [n address ids: varints] [the entry in binary, compressed] [CRC-32]
 *
 * Addresses are indexes into the body's own list, whose ids lead it, so ids are read without
 * decompressing. The format byte names layout, compression and dictionary; every old format is still
 * read (docs/ARCHITECTURE.md, 'Stored-body formats'). The CRC-32 catches damage that still decompresses.
 *   const body = encodeStoredTransaction(entry, idOf);
 *   const { ids, decode } = openStoredTransaction(body);   // resolve ids, then decode(addressOf)
 */
import { crc32, inflateRawSync } from 'node:zlib';
import type { RpcTransactionWithMeta } from '../rpc/types';
import { ByteReader, ByteWriter, CorruptBody } from './stored/bytes';
import { DICTIONARY_V3, DICTIONARY_V4 } from './stored/dictionary';
import { readEntry, writeEntry } from './stored/entry';
import { LocalAddresses } from './stored/localAddresses';
import { decodeV2 } from './stored/v2';
import { zstdEngine } from './stored/zstd';

/** Gives the integer id of an address while encoding (the caller assigns new ids as needed). */
export type AddressToId = (address: string) => number;

/** New bodies: format 4's dictionary, a CRC-32, event data as bytes, zstd (formats 5 to 7 are deflate). */
const FORMAT = 11;
/** The layout of formats 7 and 11 with the entry not compressed. */
const FORMAT_PLAIN = 8;
/**
 * Formats 11 and 8 with long instruction data packed after the entry (stored/packed58.ts) rather than
 * compressed in it: [entry length: varint] [entry] [side part]. Format 9 is the same, deflated.
 */
const FORMAT_SIDE = 12;
const FORMAT_PLAIN_SIDE = 10;
const PLAIN_FORMATS = new Set([6, FORMAT_PLAIN, FORMAT_PLAIN_SIDE]);
const SIDE_FORMATS = new Set([9, FORMAT_PLAIN_SIDE, FORMAT_SIDE]);
const ZSTD_FORMATS = new Set([FORMAT, FORMAT_SIDE]);
/** zstd's level for new entries: the fastest, for about 1 % more bytes than level 1. */
const ZSTD_LEVEL = -1;
/** Shorter entries are stored plain: compressing a vote costs more time than the bytes it saves are worth. */
const PLAIN_BELOW = 512;
const FORMAT_JSON_V2 = 2;
/** Binary formats by their dictionary; from format 5 on, bodies end with their CRC-32. */
const DICTIONARIES: Record<number, Buffer> = {
  3: DICTIONARY_V3,
  4: DICTIONARY_V4,
  5: DICTIONARY_V4,
  7: DICTIONARY_V4,
  9: DICTIONARY_V4,
  [FORMAT]: DICTIONARY_V4,
  [FORMAT_SIDE]: DICTIONARY_V4,
};
const FIRST_CHECKED = 5;
const READABLE = new Set([
  FORMAT_JSON_V2,
  3,
  4,
  5,
  6,
  7,
  FORMAT_PLAIN,
  9,
  FORMAT_PLAIN_SIDE,
  FORMAT,
  FORMAT_SIDE,
]);

const writer = new ByteWriter();
const sideWriter = new ByteWriter();

/** The entry in binary, its side part (packed long data) and its addresses; the buffers are reused. */
export function storedPayload(tx: RpcTransactionWithMeta): {
  addresses: string[];
  payload: Buffer;
  side: Buffer;
} {
  const local = new LocalAddresses();
  writer.reset();
  sideWriter.reset();
  writeEntry(writer, tx, local, sideWriter);
  return { addresses: local.list, payload: writer.view(), side: sideWriter.view() };
}

/** A transaction's body before its addresses have ids: its address list, format and payload. */
export interface PreparedTransaction {
  addresses: string[];
  format: number;
  payload: Uint8Array;
}

/** The part of encoding that needs no address table (runs wherever the block was decoded). */
export function prepareStoredTransaction(tx: RpcTransactionWithMeta): PreparedTransaction {
  const { addresses, payload, side } = storedPayload(tx);
  const plain = payload.length < PLAIN_BELOW;
  // The writer's buffers are reused by the next transaction: what is kept is copied out of them.
  const entry = plain ? payload : zstdEngine().compress(payload, DICTIONARIES[FORMAT], ZSTD_LEVEL);
  if (side.length === 0)
    return {
      addresses,
      format: plain ? FORMAT_PLAIN : FORMAT,
      payload: plain ? Uint8Array.from(entry) : entry,
    };
  const length: number[] = [];
  writeVarint(length, entry.length);
  const out = Buffer.allocUnsafe(length.length + entry.length + side.length);
  out.set(length, 0);
  out.set(entry, length.length);
  out.set(side, length.length + entry.length);
  return { addresses, format: plain ? FORMAT_PLAIN_SIDE : FORMAT_SIDE, payload: out };
}

function writeVarint(out: number[], n: number): void {
  while (n >= 0x80) {
    out.push((n % 0x80) | 0x80);
    n = Math.floor(n / 0x80);
  }
  out.push(n);
}

/** The body of a prepared payload; `take` gives its memory (the writer cuts bodies from large chunks). */
export function finishStoredTransaction(
  p: PreparedTransaction,
  idOf: AddressToId,
  take: (length: number) => Buffer = Buffer.allocUnsafe,
): Buffer {
  const head: number[] = [p.format];
  writeVarint(head, p.addresses.length);
  for (const a of p.addresses) writeVarint(head, idOf(a));
  const body = take(head.length + p.payload.length + 4);
  body.set(head, 0);
  body.set(p.payload, head.length);
  body.writeUInt32LE(crc32(body.subarray(0, body.length - 4)), body.length - 4);
  return body;
}

/** Encodes one transaction entry (json shape, with meta and version) into its compressed body. */
export function encodeStoredTransaction(tx: RpcTransactionWithMeta, idOf: AddressToId): Buffer {
  return finishStoredTransaction(prepareStoredTransaction(tx), idOf);
}

/** Opens a body: the address ids it references, and decode() giving back the entry. */
export function openStoredTransaction(body: Uint8Array): {
  ids: number[];
  decode(addressOf: (id: number) => string): RpcTransactionWithMeta;
} {
  if (body.length < 3) throw new Error('stored transaction: body too short');
  const format = body[0];
  const dictionary = DICTIONARIES[format];
  if (!READABLE.has(format)) throw new Error(`stored transaction: unknown format version ${format}`);
  let bytes = Buffer.from(body.buffer, body.byteOffset, body.length);
  if (format >= FIRST_CHECKED) {
    const end = bytes.length - 4;
    if (end < 2 || crc32(bytes.subarray(0, end)) !== bytes.readUInt32LE(end))
      throw new CorruptBody('checksum');
    bytes = bytes.subarray(0, end);
  }
  const r = new ByteReader(bytes);
  r.pos = 1;
  const count = r.count();
  const ids = new Array<number>(count);
  for (let i = 0; i < count; i++) ids[i] = r.varint();
  let payload = bytes.subarray(r.pos);
  let side: Buffer | null = null;
  if (SIDE_FORMATS.has(format)) {
    const length = r.varint();
    if (length > bytes.length - r.pos) throw new CorruptBody('entry length');
    payload = bytes.subarray(r.pos, r.pos + length);
    side = bytes.subarray(r.pos + length);
  }
  return {
    ids,
    decode(addressOf) {
      const at = (i: number): string => {
        const id = ids[i];
        if (id === undefined) throw new CorruptBody(`address index ${i}`);
        return addressOf(id);
      };
      if (format === FORMAT_JSON_V2) return decodeV2(payload, at) as RpcTransactionWithMeta;
      let raw: Buffer;
      if (PLAIN_FORMATS.has(format)) raw = payload;
      else if (ZSTD_FORMATS.has(format)) raw = zstdEngine().decompress(payload, dictionary);
      else
        try {
          // With `info` the engine tells how much input the stream used: bytes after its end are damage.
          const out = inflateRawSync(payload, { dictionary, info: true }) as unknown as {
            buffer: Buffer;
            engine: { bytesWritten: number };
          };
          raw = out.buffer;
          if (out.engine.bytesWritten !== payload.length) throw new Error('bytes after the compressed entry');
        } catch (e) {
          throw new CorruptBody((e as Error).message);
        }
      const entry = readEntry(new ByteReader(raw), at, side && new ByteReader(side));
      if (!entry || typeof entry !== 'object') throw new CorruptBody('no entry');
      return entry as RpcTransactionWithMeta;
    },
  };
}
