/**
 * The stored-transaction codec (server/src/decode/stored.ts) on real recorded transactions: bytes per
 * transaction for each fixture file and for heavy DeFi swaps (the replay node's 'heavy' source),
 * under each compression considered — per-row raw deflate (levels 1 and 6), per-row deflate with
 * the format's preset dictionary, per-row brotli, per-row zstd with that dictionary (levels -1, 1
 * and 3, -1 being what is stored), and block-level deflate/brotli (all bodies of a
 * block compressed together, as a reference for what per-row compression gives up) — and
 * encode/decode throughput on one core.
 * Results → bench/results/codec.json.  Run: `npx tsx bench/codec.ts` (BENCH_SECONDS per timing, default 2).
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  deflateRawSync,
  inflateRawSync,
  zstdCompressSync,
  zstdDecompressSync,
} from 'node:zlib';
import {
  encodeStoredTransaction,
  openStoredTransaction,
  prepareStoredTransaction,
  storedPayload,
} from '../server/src/decode/stored';
import { DICTIONARY_V3, DICTIONARY_V4 } from '../server/src/decode/stored/dictionary';
import { zstdEngine } from '../server/src/decode/stored/zstd';
import { wireToJsonTransaction } from '../server/src/decode/wire';
import type { RpcTransactionWithMeta } from '../server/src/rpc/types';
import { machine, runMain, writeResult } from './lib';
import { heavyMix } from './mixBlocks';

const FIXTURES = path.join(__dirname, '../server/test/fixtures');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const MIX = Number(process.env.BENCH_MIX ?? 2000);

interface Group {
  name: string;
  /** Transactions in blocks (a getTransaction file is a block of one). */
  blocks: RpcTransactionWithMeta[][];
}

/** An entry as the indexer stores it: base64 wire transactions converted to the json shape. */
function jsonShape(e: RpcTransactionWithMeta): RpcTransactionWithMeta {
  const raw = e.transaction as unknown;
  if (!Array.isArray(raw)) return e;
  const w = wireToJsonTransaction(raw[0] as string);
  return { meta: e.meta, transaction: w.transaction, version: e.version ?? w.version };
}

function fixtureGroups(): Group[] {
  const files = [
    ...fs
      .readdirSync(path.join(FIXTURES, 'real-blocks'))
      .sort()
      .map((f) => path.join('real-blocks', f)),
    ...fs
      .readdirSync(FIXTURES)
      .sort()
      .filter((f) => f.endsWith('.json')),
  ].filter((f) => f.endsWith('.json'));
  return files.map((file) => {
    let body = JSON.parse(fs.readFileSync(path.join(FIXTURES, file), 'utf8')) as Record<string, unknown>;
    if ('result' in body) body = body.result as Record<string, unknown>;
    const list = (body.transactions as RpcTransactionWithMeta[] | undefined) ?? [
      body as unknown as RpcTransactionWithMeta,
    ];
    return { name: path.basename(file), blocks: [list.map(jsonShape)] };
  });
}

/** A per-row compression: compress and its inverse. */
interface Codec {
  pack: (payload: Buffer) => Buffer;
  unpack: (packed: Buffer) => Buffer;
}

const deflate = (level: number, dictionary?: Buffer): Codec => ({
  pack: (p) => deflateRawSync(p, dictionary ? { level, dictionary } : { level }),
  unpack: (z) => inflateRawSync(z, dictionary ? { dictionary } : {}),
});

const brotli = (quality: number): Codec => ({
  pack: (p) =>
    brotliCompressSync(p, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_SIZE_HINT]: p.length,
        [constants.BROTLI_PARAM_LGWIN]: 16,
      },
    }),
  unpack: (z) => brotliDecompressSync(z),
});

const zstd = (level: number): Codec => ({
  pack: (p) => zstdEngine().compress(p, DICTIONARY_V4, level),
  unpack: (z) => zstdEngine().decompress(z, DICTIONARY_V4),
});

/** The same frames through Node's own zstd (a context made per call: Node offers no reusable one). */
const nodeZstd = (level: number): Codec => ({
  pack: (p) =>
    zstdCompressSync(p, {
      params: { [constants.ZSTD_c_compressionLevel]: level },
      dictionary: DICTIONARY_V4,
    }),
  unpack: (z) => zstdDecompressSync(z, { dictionary: DICTIONARY_V4 }),
});

const PER_ROW: Record<string, Codec> = {
  'deflate-1': deflate(1),
  'deflate-6': deflate(6),
  'deflate-1-dict3': deflate(1, DICTIONARY_V3),
  'deflate-1-dict4': deflate(1, DICTIONARY_V4),
  'deflate-6-dict4': deflate(6, DICTIONARY_V4),
  'deflate-9-dict4': deflate(9, DICTIONARY_V4),
  'brotli-1': brotli(1),
  'brotli-4': brotli(4),
  'brotli-9': brotli(9),
  'zstd-m1-dict4': zstd(-1),
  'zstd-1-dict4': zstd(1),
  'zstd-3-dict4': zstd(3),
  'node-zstd-m1-dict4': nodeZstd(-1),
};

/** Bytes per transaction of one group under every option, plus the id head a real table gives. */
function sizes(g: Group) {
  const txs = g.blocks.flat();
  const json = txs.reduce((n, t) => n + Buffer.byteLength(JSON.stringify(t)), 0);
  const payloads = g.blocks.map((b) => b.map((t) => Buffer.from(storedPayload(t).payload)));
  // Long instruction data is packed beside the entry, not compressed: every option stores it as it is.
  const side = txs.reduce((n, t) => n + storedPayload(t).side.length, 0);
  const all = payloads.flat();
  const per = (n: number) => Math.round(((n + side) / txs.length) * 10) / 10;
  const out: Record<string, number> = {
    transactions: txs.length,
    json: Math.round((json / txs.length) * 10) / 10,
    binary: per(all.reduce((n, p) => n + p.length, 0)),
  };
  for (const [name, c] of Object.entries(PER_ROW))
    out[name] = per(all.reduce((n, p) => n + c.pack(p).length, 0));
  out['block-deflate-6'] = per(
    payloads.reduce((n, b) => n + deflateRawSync(Buffer.concat(b), { level: 6 }).length, 0),
  );
  out['block-brotli-9'] = per(
    payloads.reduce((n, b) => {
      const p = Buffer.concat(b);
      return (
        n +
        brotliCompressSync(p, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: p.length },
        }).length
      );
    }, 0),
  );
  // The stored body as the indexer writes it: ids of a table that already holds a million addresses.
  const table = new Map<string, number>();
  const idOf = (a: string) => {
    let id = table.get(a);
    if (id === undefined) table.set(a, (id = 1_000_000 + table.size));
    return id;
  };
  out.body = per(txs.reduce((n, t) => n + encodeStoredTransaction(t, idOf).length, 0));
  return out;
}

/** Runs `f` over the list until SECONDS have passed (after one warm-up pass); transactions per second. */
function rate(list: unknown[], f: (x: unknown) => void): number {
  for (const x of list) f(x);
  let n = 0;
  const t0 = performance.now();
  let dt = 0;
  do {
    for (const x of list) f(x);
    n += list.length;
    dt = performance.now() - t0;
  } while (dt < SECONDS * 1000);
  return Math.round((n / dt) * 1000);
}

function speeds(txs: RpcTransactionWithMeta[]) {
  const table = new Map<string, number>();
  const names: string[] = [];
  const idOf = (a: string) => {
    let id = table.get(a);
    if (id === undefined) {
      table.set(a, (id = names.length));
      names.push(a);
    }
    return id;
  };
  const bodies = txs.map((t) => encodeStoredTransaction(t, idOf));
  const addressOf = (id: number) => names[id];
  return {
    binaryOnlyTxPerSec: rate(txs, (t) => storedPayload(t as RpcTransactionWithMeta)),
    prepareTxPerSec: rate(txs, (t) => prepareStoredTransaction(t as RpcTransactionWithMeta)),
    encodeTxPerSec: rate(txs, (t) => encodeStoredTransaction(t as RpcTransactionWithMeta, idOf)),
    idsOnlyTxPerSec: rate(bodies, (b) => openStoredTransaction(b as Buffer).ids),
    decodeTxPerSec: rate(bodies, (b) => openStoredTransaction(b as Buffer).decode(addressOf)),
    jsonStringifyTxPerSec: rate(txs, (t) => JSON.stringify(t)),
    jsonParseTxPerSec: rate(
      txs.map((t) => JSON.stringify(t)),
      (s) => JSON.parse(s as string),
    ),
  };
}

/** Compress and decompress rates of every per-row option on the binary entries (tx/s). */
function compressionSpeeds(txs: RpcTransactionWithMeta[]) {
  const payloads = txs.map((t) => Buffer.from(storedPayload(t).payload));
  const out: Record<string, { packTxPerSec: number; unpackTxPerSec: number }> = {};
  for (const [name, c] of Object.entries(PER_ROW)) {
    const packed = payloads.map(c.pack);
    out[name] = {
      packTxPerSec: rate(payloads, (p) => c.pack(p as Buffer)),
      unpackTxPerSec: rate(packed, (z) => c.unpack(z as Buffer)),
    };
  }
  return out;
}

/** Entries in the binary form the stored bodies compress. */
const payloadsOf = (txs: RpcTransactionWithMeta[]) => txs.map((t) => Buffer.from(storedPayload(t).payload));

/** The last 32 KiB of entries written one after another: all a deflate dictionary can hold. */
function lastWindow(entries: Buffer[]): Buffer {
  const all = Buffer.concat(entries);
  return all.subarray(Math.max(0, all.length - 32_768));
}

/** Bytes of the entries each packed alone by `c`. */
const packedBytes = (c: Codec, entries: Buffer[]) => entries.reduce((n, p) => n + c.pack(p).length, 0);

/** Mean bytes of each entry packed alone by `c`, to a tenth of a byte. */
const meanPacked = (c: Codec, entries: Buffer[]) =>
  Math.round((packedBytes(c, entries) / entries.length) * 10) / 10;

/**
 * What a deflate dictionary taken from other transactions (the last 32 KiB of earlier entries) would
 * save per row over the format's preset dictionary:
 * trained on mix transactions of one half of the templates and measured on the other half, so the
 * gain is what different transactions share, not a template's own recorded data seen twice.
 */
function trainedDictionaryGain(templates: RpcTransactionWithMeta[]) {
  const half = Math.floor(templates.length / 2);
  const dictionary = lastWindow(payloadsOf(heavyMix(templates.slice(0, half), 64, 5)));
  const measured = payloadsOf(heavyMix(templates.slice(half), MIX, 7));
  return {
    transactions: measured.length,
    'deflate-1-dict4': meanPacked(PER_ROW['deflate-1-dict4'], measured),
    'deflate-1-trained-32k': meanPacked(deflate(1, dictionary), measured),
  };
}

/**
 * Per-row deflate over a rolling dictionary: each block's entries compressed over the last 32 KiB of
 * the entries of the block before it (about the last ten mix transactions, none of them of a template
 * the block uses), what an indexer that refreshed its dictionary from the traffic it had just written
 * would store.
 */
function rollingDictionaryBytes(blocks: RpcTransactionWithMeta[][]): number {
  const payloads = blocks.map(payloadsOf);
  let bytes = 0;
  let count = 0;
  for (let i = 1; i < payloads.length; i++) {
    bytes += packedBytes(deflate(1, lastWindow(payloads[i - 1])), payloads[i]);
    count += payloads[i].length;
  }
  return Math.round((bytes / count) * 10) / 10;
}

/**
 * The same on real blocks: each recorded block with enough entries deflate is used for (1 KiB and
 * over), its second half compressed over the last 32 KiB of its first half, against the preset.
 */
function neighbourDictionaryOnRealBlocks(groups: Group[]) {
  const out: Record<string, { entries: number; 'deflate-1-dict4': number; 'deflate-1-first-half': number }> =
    {};
  for (const g of groups) {
    const entries = payloadsOf(g.blocks.flat()).filter((p) => p.length >= 1024);
    if (entries.length < 8) continue;
    const half = Math.floor(entries.length / 2);
    const second = entries.slice(half);
    out[g.name] = {
      entries: second.length,
      'deflate-1-dict4': meanPacked(PER_ROW['deflate-1-dict4'], second),
      'deflate-1-first-half': meanPacked(deflate(1, lastWindow(entries.slice(0, half))), second),
    };
  }
  return out;
}

async function main(): Promise<void> {
  const groups = fixtureGroups();
  const real = groups.flatMap((g) => g.blocks.flat());
  const templates = groups.filter((g) => g.name.endsWith('getBlock.json')).flatMap((g) => g.blocks.flat());
  const mix = heavyMix(templates, MIX);
  const mixGroup: Group = {
    name: `heavy swaps (${MIX} tx, blocks of 500)`,
    blocks: Array.from({ length: Math.ceil(mix.length / 500) }, (_, i) => mix.slice(i * 500, i * 500 + 500)),
  };
  // The mix cycles through its templates, so a block longer than the template count can hold a
  // template's recorded data (proofs, messages) twice, which no real block repeats. In blocks of 100
  // no template comes twice: what compressing a block together gains there, its transactions share
  // otherwise.
  const usable = templates.filter((t) => t.meta && t.transaction.message.instructions.length > 0).length;
  const distinct = Math.min(100, usable);
  const mixDistinctGroup: Group = {
    name: `heavy swaps (${MIX} tx, blocks of ${distinct}: no template twice in a block)`,
    blocks: Array.from({ length: Math.ceil(mix.length / distinct) }, (_, i) =>
      mix.slice(i * distinct, (i + 1) * distinct),
    ),
  };
  const bytes: Record<string, Record<string, number>> = {};
  for (const g of [...groups, mixGroup, mixDistinctGroup]) {
    bytes[g.name] = sizes(g);
    console.log(g.name, JSON.stringify(bytes[g.name]));
  }
  const trainedDictionary = {
    ...trainedDictionaryGain(templates),
    'mix: deflate-1 over the previous block (blocks of 100)': rollingDictionaryBytes(mixDistinctGroup.blocks),
    'real blocks: second half over the first': neighbourDictionaryOnRealBlocks(groups),
  };
  console.log('trained dictionary', JSON.stringify(trainedDictionary));
  const allReal: Group = { name: 'all fixtures', blocks: groups.flatMap((g) => g.blocks) };
  bytes['all fixtures'] = sizes(allReal);
  console.log('all fixtures', JSON.stringify(bytes['all fixtures']));
  const throughput = { 'all fixtures': speeds(real), 'heavy swaps': speeds(mix) };
  console.log(JSON.stringify(throughput, null, 2));
  const compression = { 'all fixtures': compressionSpeeds(real), 'heavy swaps': compressionSpeeds(mix) };
  console.log(JSON.stringify(compression, null, 2));
  writeResult('codec.json', {
    benchmark: 'codec',
    date: new Date().toISOString(),
    machine: machine('single core: every figure is one thread'),
    bytesPerTransaction: bytes,
    trainedDictionary,
    throughput,
    compression,
    note:
      'bytes per transaction: json = the entry as JSON text; binary = the structured form before compression; ' +
      'deflate-N[-dict] / brotli-N = that binary compressed per row (dict3/dict4 = the preset dictionary of format 3/4); ' +
      'block-* = all binary bodies of one block compressed together (reference only: a row could not be read alone; ' +
      'on the mix, blocks of 500 can repeat a template, blocks of 100 do not); ' +
      'trainedDictionary = per-row deflate over a 32 KiB dictionary of other mix transactions (other templates) against the preset one, ' +
      "and over the last 32 KiB of the previous block (a rolling dictionary); on the real blocks, a block's second half over its first; " +
      'body = the stored body as written (format byte, address ids of a million-address table, the chosen compression); ' +
      'throughput: one thread, whole codec (encode = binary + compression + ids; decode = inflate + binary + base58) ' +
      'beside JSON.stringify/parse of the same entries as a yardstick; compression: the compression step alone.',
  });
}

runMain(main);
