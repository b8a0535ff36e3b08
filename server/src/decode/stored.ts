/**
 * The stored form of one transaction: what the node sent (the `encoding: "json"` entry: message,
 * meta, version), lossless, in one compact body:
 *
 *   [format byte] [n: varint] [n address ids: varints] [raw deflate of the entry as JSON]
 *
 * Every address of the entry (account keys, lookup tables, loaded addresses, token balances' mint,
 * owner and program, the program named by a "Program <id> …" log line) is written in the JSON as its
 * index in the body's own address list, whose ids in the address table lead the body. So the ids a
 * body refers to are read without inflating it, and the compressed part never depends on the ids.
 * The deflate stream starts from a preset dictionary of what every transaction repeats (field names,
 * log phrases). The format byte lets a later format or dictionary come while old rows stay readable.
 *   const body = encodeStoredTransaction(entry, idOf);
 *   const { ids, decode } = openStoredTransaction(body);   // resolve ids, then decode(addressOf)
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { RpcTransactionWithMeta } from '../rpc/types';

export type AddressToId = (address: string) => number;

const FORMAT = 2;

// Common content of real transactions, most frequent last (deflate finds near matches cheapest).
const DICTIONARY = Buffer.from(
  [
    '"rewards":[],"returnData":null,"innerInstructions":[],"loadedAddresses":{"writable":[],"readonly":[]},',
    '"preTokenBalances":[],"postTokenBalances":[],"uiTokenAmount":{"amount":"0","decimals":6,"uiAmount":null,"uiAmountString":"0"}',
    '{"accountIndex":2,"mint":3,"owner":4,"programId":5,"uiTokenAmount":{"amount":"',
    '"stackHeight":null,"computeUnitsConsumed":',
    '{"InstructionError":[0,{"Custom":1}]}',
    'Program log: Instruction: Transfer',
    'Program log: Instruction: TransferChecked',
    'Program log: Instruction: InitializeAccount3',
    'Program log: Instruction: GetAccountDataSize',
    'Program log: Create',
    'Program log: Instruction: CloseAccount',
    'Program log: Instruction: MintTo',
    'Program log: Instruction: Burn',
    'Program log: Instruction: Swap',
    'Program log: Initialize the associated token account',
    'Program data: ',
    'Program return: ',
    ' failed: custom program error: 0x1',
    ' consumed 2200 of 200000 compute units',
    '"status":{"Ok":null},"err":null,"fee":5000,"preBalances":[',
    '],"postBalances":[',
    '"header":{"numReadonlySignedAccounts":0,"numReadonlyUnsignedAccounts":1,"numRequiredSignatures":1},',
    '"instructions":[{"accounts":[0,1],"data":"',
    '","programIdIndex":2,"stackHeight":null}',
    '\u0001 invoke [1]',
    '\u0001 invoke [2]',
    '\u0001 success',
    'Program \u0001',
  ].join(''),
);

/** Marks an address index inside a log line; a line that holds a marker itself is kept as it is. */
const MARK = '\u0001';
const RAW_LINE = '\u0002';
const PROGRAM_LINE = /^Program ([1-9A-HJ-NP-Za-km-z]{32,44})( .*)?$/s;

type Json = Record<string, unknown>;

/** The body's own address list: address → index, in order of first use. */
class LocalAddresses {
  readonly list: string[] = [];
  private readonly index = new Map<string, number>();
  of = (address: unknown): unknown => {
    if (typeof address !== 'string') return address;
    let i = this.index.get(address);
    if (i === undefined) {
      i = this.list.length;
      this.list.push(address);
      this.index.set(address, i);
    }
    return i;
  };
}

function encodeLog(line: unknown, local: LocalAddresses): unknown {
  if (typeof line !== 'string') return line;
  if (line.includes(MARK) || line.startsWith(RAW_LINE)) return RAW_LINE + line;
  const m = PROGRAM_LINE.exec(line);
  if (!m) return line;
  return `Program ${MARK}${local.of(m[1]) as number}${MARK}${m[2] ?? ''}`;
}

function decodeLog(line: unknown, addressOf: (i: number) => string): unknown {
  if (typeof line !== 'string') return line;
  if (line.startsWith(RAW_LINE)) return line.slice(1);
  if (!line.startsWith(`Program ${MARK}`)) return line;
  const end = line.indexOf(MARK, 9);
  return `Program ${addressOf(Number(line.slice(9, end)))}${line.slice(end + 1)}`;
}

/**
 * Rewrites the address fields of an entry with `one` (and log lines with `log`), copying only the
 * objects on the way to them: the rest of the entry is shared, not cloned. The same walk encodes
 * (address → index) and decodes (index → address).
 */
function mapAddresses(entry: Json, one: (v: unknown) => unknown, log: (line: unknown) => unknown): Json {
  const out: Json = { ...entry };
  const tx = entry.transaction as Json | undefined;
  const msg = tx?.message as Json | undefined;
  if (tx && msg && typeof msg === 'object') {
    const m: Json = { ...msg };
    if (Array.isArray(msg.accountKeys)) m.accountKeys = msg.accountKeys.map(one);
    if (Array.isArray(msg.addressTableLookups))
      m.addressTableLookups = (msg.addressTableLookups as Json[]).map((l) => ({
        ...l,
        accountKey: one(l.accountKey),
      }));
    out.transaction = { ...tx, message: m };
  }
  const meta = entry.meta as Json | null | undefined;
  if (meta && typeof meta === 'object') {
    const m: Json = { ...meta };
    const loaded = meta.loadedAddresses as Json | undefined;
    if (loaded && typeof loaded === 'object') {
      const l: Json = { ...loaded };
      if (Array.isArray(loaded.writable)) l.writable = loaded.writable.map(one);
      if (Array.isArray(loaded.readonly)) l.readonly = loaded.readonly.map(one);
      m.loadedAddresses = l;
    }
    for (const field of ['preTokenBalances', 'postTokenBalances'] as const) {
      const list = meta[field];
      if (!Array.isArray(list)) continue;
      m[field] = (list as Json[]).map((b) => {
        const c: Json = { ...b, mint: one(b.mint) };
        if ('owner' in b) c.owner = one(b.owner);
        if ('programId' in b) c.programId = one(b.programId);
        return c;
      });
    }
    if (Array.isArray(meta.logMessages)) m.logMessages = meta.logMessages.map(log);
    out.meta = m;
  }
  return out;
}

function writeVarint(out: number[], n: number): void {
  while (n >= 0x80) {
    out.push((n % 0x80) | 0x80);
    n = Math.floor(n / 0x80);
  }
  out.push(n);
}

/** A transaction's body before its addresses have ids: its address list and compressed entry. */
export interface PreparedTransaction {
  addresses: string[];
  payload: Buffer;
}

/** The part of encoding that needs no address table (runs wherever the block was decoded). */
export function prepareStoredTransaction(tx: RpcTransactionWithMeta): PreparedTransaction {
  const local = new LocalAddresses();
  const compact = mapAddresses(tx as unknown as Json, local.of, (l) => encodeLog(l, local));
  const payload = deflateRawSync(JSON.stringify(compact), { level: 6, dictionary: DICTIONARY });
  return { addresses: local.list, payload };
}

/** The body: the ids of the prepared address list, then the compressed entry. */
export function finishStoredTransaction(p: PreparedTransaction, idOf: AddressToId): Buffer {
  const head: number[] = [FORMAT];
  writeVarint(head, p.addresses.length);
  for (const a of p.addresses) writeVarint(head, idOf(a));
  return Buffer.concat([Buffer.from(head), p.payload]);
}

export function encodeStoredTransaction(tx: RpcTransactionWithMeta, idOf: AddressToId): Buffer {
  return finishStoredTransaction(prepareStoredTransaction(tx), idOf);
}

export function openStoredTransaction(body: Uint8Array): {
  ids: number[];
  decode(addressOf: (id: number) => string): RpcTransactionWithMeta;
} {
  if (body.length < 3) throw new Error('stored transaction: body too short');
  if (body[0] !== FORMAT) throw new Error(`stored transaction: unknown format version ${body[0]}`);
  let pos = 1;
  const varint = (): number => {
    let n = 0;
    let scale = 1;
    for (;;) {
      if (pos >= body.length) throw new Error('stored transaction: corrupt body (address list cut short)');
      const b = body[pos++];
      n += (b & 0x7f) * scale;
      if (b < 0x80) return n;
      scale *= 0x80;
      if (scale > 2 ** 49) throw new Error('stored transaction: corrupt body (address id too long)');
    }
  };
  const count = varint();
  if (count > body.length) throw new Error('stored transaction: corrupt body (address count)');
  const ids: number[] = [];
  for (let i = 0; i < count; i++) ids.push(varint());
  const payload = body.subarray(pos);
  return {
    ids,
    decode(addressOf) {
      let entry: Json;
      try {
        entry = JSON.parse(inflateRawSync(payload, { dictionary: DICTIONARY }).toString('utf8')) as Json;
      } catch (e) {
        throw new Error(`stored transaction: corrupt body (${(e as Error).message})`);
      }
      if (!entry || typeof entry !== 'object') throw new Error('stored transaction: corrupt body (no entry)');
      const at = (i: number): string => {
        const id = ids[i];
        if (id === undefined) throw new Error(`stored transaction: corrupt body (address index ${i})`);
        return addressOf(id);
      };
      const one = (v: unknown) => (typeof v === 'number' ? at(v) : v);
      return mapAddresses(entry, one, (l) => decodeLog(l, at)) as unknown as RpcTransactionWithMeta;
    },
  };
}
