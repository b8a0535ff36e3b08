/**
 * The stored form of one transaction: what the node sent (the `encoding: "json"` entry: message,
 * meta, version), lossless, with every address replaced by its integer id in the address table and
 * the whole compressed with raw deflate over a preset dictionary of the phrases every transaction
 * repeats (log lines, field names). Byte 0 is the format version, so a later format or dictionary
 * can be added while old rows stay readable.
 *   const body = encodeStoredTransaction(entry, idOf);
 *   const { ids, decode } = openStoredTransaction(body);   // resolve ids, then decode(addressOf)
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { RpcTransactionWithMeta } from '../rpc/types';

export type AddressToId = (address: string) => number;

const FORMAT_V1 = 1;

// Common content of real transactions, most frequent last (deflate finds near matches cheapest).
const DICTIONARY = Buffer.from(
  [
    '"rest":{},"err":null,"status":{"Ok":null},"rewards":[],"returnData":null,"innerInstructions":[],',
    '"preTokenBalances":[],"postTokenBalances":[],"uiTokenAmount":{"amount":"0","decimals":6,"uiAmount":null,"uiAmountString":"0"}',
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
    '\u0001 invoke [1]',
    '\u0001 invoke [2]',
    '\u0001 success',
    'Program \u0001',
  ].join(''),
);

/** Marks an address id inside a log line; a line that holds the marker itself is kept as it is. */
const MARK = '\u0001';
const RAW_LINE = '\u0002';
const PROGRAM_LINE = /^Program ([1-9A-HJ-NP-Za-km-z]{32,44})( .*)?$/s;

interface Compact {
  /** The entry with address fields replaced by ids (numbers), logs tokenised. */
  e: unknown;
}

function mapKeys(list: readonly string[] | undefined, idOf: AddressToId): number[] | undefined {
  return list === undefined ? undefined : list.map(idOf);
}

function encodeLog(line: string, idOf: AddressToId): string {
  if (line.includes(MARK) || line.startsWith(RAW_LINE)) return RAW_LINE + line;
  const m = PROGRAM_LINE.exec(line);
  if (!m) return line;
  return `Program ${MARK}${idOf(m[1])}${MARK}${m[2] ?? ''}`;
}

function decodeLog(line: string, addressOf: (id: number) => string): string {
  if (line.startsWith(RAW_LINE)) return line.slice(1);
  if (!line.startsWith(`Program ${MARK}`)) return line;
  const end = line.indexOf(MARK, 9);
  return `Program ${addressOf(Number(line.slice(9, end)))}${line.slice(end + 1)}`;
}

interface TokenBalanceLike {
  mint: string | number;
  owner?: string | number;
  programId?: string | number;
  [k: string]: unknown;
}

/** Applies `f` to every address field of an entry (the same walk encodes and decodes). */
function walkAddresses(
  entry: Record<string, unknown>,
  keys: (list: unknown) => unknown,
  one: (v: unknown) => unknown,
  log: (line: string) => string,
): void {
  const tx = entry.transaction as Record<string, unknown> | undefined;
  const msg = tx?.message as Record<string, unknown> | undefined;
  if (msg) {
    if (Array.isArray(msg.accountKeys)) msg.accountKeys = keys(msg.accountKeys);
    if (Array.isArray(msg.addressTableLookups))
      msg.addressTableLookups = (msg.addressTableLookups as Record<string, unknown>[]).map((l) => ({
        ...l,
        accountKey: one(l.accountKey),
      }));
  }
  const meta = entry.meta as Record<string, unknown> | null | undefined;
  if (!meta) return;
  const loaded = meta.loadedAddresses as Record<string, unknown> | undefined;
  if (loaded && typeof loaded === 'object')
    meta.loadedAddresses = {
      ...loaded,
      ...(Array.isArray(loaded.writable) ? { writable: keys(loaded.writable) } : {}),
      ...(Array.isArray(loaded.readonly) ? { readonly: keys(loaded.readonly) } : {}),
    };
  for (const field of ['preTokenBalances', 'postTokenBalances'] as const) {
    const list = meta[field];
    if (!Array.isArray(list)) continue;
    meta[field] = (list as TokenBalanceLike[]).map((b) => ({
      ...b,
      mint: one(b.mint),
      ...(b.owner !== undefined ? { owner: one(b.owner) } : {}),
      ...(b.programId !== undefined ? { programId: one(b.programId) } : {}),
    }));
  }
  if (Array.isArray(meta.logMessages))
    meta.logMessages = (meta.logMessages as unknown[]).map((l) => (typeof l === 'string' ? log(l) : l));
}

export function encodeStoredTransaction(tx: RpcTransactionWithMeta, idOf: AddressToId): Buffer {
  // A structured clone of the parts rewritten; the rest is shared (JSON.stringify reads it once).
  const entry = JSON.parse(JSON.stringify(tx)) as Record<string, unknown>;
  const one = (v: unknown) => (typeof v === 'string' ? idOf(v) : v);
  walkAddresses(
    entry,
    (list) => mapKeys(list as string[], idOf),
    one,
    (l) => encodeLog(l, idOf),
  );
  const json = Buffer.from(JSON.stringify({ e: entry } satisfies Compact));
  const packed = deflateRawSync(json, { level: 6, dictionary: DICTIONARY });
  const out = Buffer.allocUnsafe(packed.length + 1);
  out[0] = FORMAT_V1;
  packed.copy(out, 1);
  return out;
}

export function openStoredTransaction(body: Uint8Array): {
  ids: number[];
  decode(addressOf: (id: number) => string): RpcTransactionWithMeta;
} {
  if (body.length < 2) throw new Error('stored transaction: body too short');
  if (body[0] !== FORMAT_V1) throw new Error(`stored transaction: unknown format version ${body[0]}`);
  let parsed: Compact;
  try {
    const raw = inflateRawSync(Buffer.from(body.buffer, body.byteOffset + 1, body.length - 1), {
      dictionary: DICTIONARY,
    });
    parsed = JSON.parse(raw.toString('utf8')) as Compact;
  } catch (e) {
    throw new Error(`stored transaction: corrupt body (${(e as Error).message})`);
  }
  if (!parsed || typeof parsed.e !== 'object' || parsed.e === null)
    throw new Error('stored transaction: corrupt body (no entry)');
  const ids = new Set<number>();
  const seen = (v: unknown) => {
    if (typeof v === 'number') ids.add(v);
    return v;
  };
  const probe = JSON.parse(JSON.stringify(parsed.e)) as Record<string, unknown>;
  walkAddresses(
    probe,
    (list) => (list as unknown[]).map(seen),
    seen,
    (l) => {
      if (l.startsWith(`Program ${MARK}`)) ids.add(Number(l.slice(9, l.indexOf(MARK, 9))));
      return l;
    },
  );
  return {
    ids: [...ids],
    decode(addressOf) {
      const entry = parsed.e as Record<string, unknown>;
      const one = (v: unknown) => (typeof v === 'number' ? addressOf(v) : v);
      walkAddresses(
        entry,
        (list) => (list as unknown[]).map(one),
        one,
        (l) => decodeLog(l, addressOf),
      );
      return entry as unknown as RpcTransactionWithMeta;
    },
  };
}
