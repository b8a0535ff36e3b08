/**
 * Reads format-2 bodies, kept so old rows stay readable: the entry as JSON with addresses as
 * body-local indexes, deflated with a preset dictionary.
 */
import { inflateRawSync } from 'node:zlib';
import { CorruptBody } from './bytes';

type Json = Record<string, unknown>;

/** The dictionary bodies of format 2 were compressed with: never to change. */
export const DICTIONARY_V2 = Buffer.from(
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

const MARK = '\u0001';
const RAW_LINE = '\u0002';

function decodeLog(line: unknown, addressOf: (i: number) => string): unknown {
  if (typeof line !== 'string') return line;
  if (line.startsWith(RAW_LINE)) return line.slice(1);
  if (!line.startsWith(`Program ${MARK}`)) return line;
  const end = line.indexOf(MARK, 9);
  if (end < 0) throw new CorruptBody('log line');
  return `Program ${addressOf(Number(line.slice(9, end)))}${line.slice(end + 1)}`;
}

/** Rewrites the address fields of an entry (indexes → addresses), copying only what it changes. */
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

/** The entry of a format-2 payload; `at` gives the address of a body-local index. */
export function decodeV2(payload: Uint8Array, at: (i: number) => string): unknown {
  let entry: unknown;
  try {
    entry = JSON.parse(inflateRawSync(payload, { dictionary: DICTIONARY_V2 }).toString('utf8'));
  } catch (e) {
    throw new CorruptBody((e as Error).message);
  }
  if (!entry || typeof entry !== 'object') throw new CorruptBody('no entry');
  const one = (v: unknown) => (typeof v === 'number' ? at(v) : v);
  return mapAddresses(entry as Json, one, (l) => decodeLog(l, at));
}
