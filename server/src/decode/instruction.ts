/** One compiled instruction by the official codecs (@solana-program/*); a codec failure leaves it raw. */
import { DATA_LAYOUTS, u32At } from './dataLayouts';
import { instructionData } from './instructionData';
import { AccountRole, type Address } from '@solana/kit';
import * as systemPkg from '@solana-program/system';
import * as tokenPkg from '@solana-program/token';
import * as token2022Pkg from '@solana-program/token-2022';
import * as computeBudgetPkg from '@solana-program/compute-budget';
import { getAddMemoInstructionDataDecoder } from '@solana-program/memo';
import * as stakePkg from '@solana-program/stake';
import * as lookupTablePkg from '@solana-program/address-lookup-table';
import * as loaderV3Pkg from '@solana-program/loader-v3';
import type { DecodedInstruction, JsonValue } from './types';
import { jsonOfDecoded } from './values';
import { ADDRESS_LOOKUP_TABLE_PROGRAM, BPF_UPGRADEABLE_LOADER, STAKE_PROGRAM } from 'shared-api/programs';
import {
  ASSOCIATED_TOKEN_PROGRAM,
  COMPUTE_BUDGET_PROGRAM,
  MEMO_PROGRAMS,
  SYSTEM_PROGRAM,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
  VOTE_INSTRUCTIONS,
  VOTE_PROGRAM,
  programName,
} from './programs';

interface CodecParsed {
  accounts: Record<string, { address: string } | undefined>;
  data: Record<string, unknown>;
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** Renames where the codec's name differs from the name explorers (jsonParsed) use. */
export const TYPE_RENAMES: Record<string, string> = {
  transferSol: 'transfer',
  transferSolWithSeed: 'transferWithSeed',
  createAssociatedToken: 'create',
  createAssociatedTokenIdempotent: 'createIdempotent',
  recoverNestedAssociatedToken: 'recoverNested',
};

/** Codec values → JSON: bigint → string, Option → value|null, bytes → base64. */
export function toJson(v: unknown): JsonValue {
  if (v === null || v === undefined) return null;
  if (typeof v === 'bigint') return v.toString();
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  if (v instanceof Uint8Array) return Buffer.from(v).toString('base64');
  if (Array.isArray(v)) return v.map(toJson);
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if (o.__option === 'None') return null;
    if (o.__option === 'Some') return toJson(o.value);
    const out: Record<string, JsonValue> = {};
    for (const [k, val] of Object.entries(o)) out[k] = toJson(val);
    return out;
  }
  return String(v);
}

type CodecInstruction = {
  programAddress: Address;
  accounts: { address: Address; role: AccountRole }[];
  data: Uint8Array;
};
type Parser = (ix: CodecInstruction) => CodecParsed;
type Identify = (data: Uint8Array) => number;

interface ProgramCodec {
  /** Enum of the program's instructions (value → name). */
  names: Record<number, string>;
  identify: Identify;
  /** The package's per-instruction `parse<Name>Instruction` functions. */
  pkg: Record<string, unknown>;
  /**
   * Key of the discriminator bytes (null: not cacheable): identification is memoised by it, as the
   * generated identify functions build encoders on every call.
   */
  key: (data: Uint8Array) => number | string | null;
}

const u32 = (d: Uint8Array) => (d.length >= 4 ? u32At(d, 0) : null);
const u8 = (d: Uint8Array) => (d.length >= 1 ? d[0] : null);

/** A generated client as one program's codec: its `<P>Instruction` enum, `identify<P>Instruction`, parsers. */
function codec(client: object, p: string, key: ProgramCodec['key']): ProgramCodec {
  const pkg = client as Record<string, unknown>;
  const names = pkg[`${p}Instruction`] as Record<number, string>;
  return { names, identify: pkg[`identify${p}Instruction`] as Identify, pkg, key };
}

const CODECS: Record<string, ProgramCodec> = {
  [SYSTEM_PROGRAM]: codec(systemPkg, 'System', u32),
  [TOKEN_PROGRAM]: codec(tokenPkg, 'Token', u8),
  // Single-byte discriminators up to 25 (the base token instructions); the extensions' are a
  // second byte or an 8-byte interface discriminator: the first eight bytes decide every type.
  [TOKEN_2022_PROGRAM]: codec(token2022Pkg, 'Token2022', (d) =>
    d.length >= 1 && d[0] <= 25 ? d[0] : `x${String.fromCharCode(...d.subarray(0, 8))}`,
  ),
  [ASSOCIATED_TOKEN_PROGRAM]: codec(tokenPkg, 'AssociatedToken', u8),
  [COMPUTE_BUDGET_PROGRAM]: codec(computeBudgetPkg, 'ComputeBudget', u8),
  [STAKE_PROGRAM]: codec(stakePkg, 'Stake', u32),
  [ADDRESS_LOOKUP_TABLE_PROGRAM]: codec(lookupTablePkg, 'AddressLookupTable', u32),
  [BPF_UPGRADEABLE_LOADER]: codec(loaderV3Pkg, 'LoaderV3', u32),
};

/** Named, not parsed, on the indexer's path: nothing reads their fields, and a loader's Write is large. */
const NAMED_ONLY = new Set([STAKE_PROGRAM, ADDRESS_LOOKUP_TABLE_PROGRAM, BPF_UPGRADEABLE_LOADER]);

/** Whether an official client decodes this program's instructions here. */
export function hasCodec(programId: string): boolean {
  return CODECS[programId] !== undefined;
}

/** Each account's name by its position; null past the names given. */
export const namesByPosition = (accounts: string[], names: readonly string[]): (string | null)[] =>
  accounts.map((_, i) => names[i] ?? null);

/** What the transaction page adds to a native instruction: each account's name, the data's fields. */
export interface NativeDetail {
  /** the client's own name, camelCase (createAssociatedToken, setComputeUnitLimit) */
  name: string;
  /** the client's name for each account position; null past the ones it names (multisig signers) */
  accountNames: (string | null)[];
  args: Record<string, JsonValue>;
}

/** The instruction as the transaction page shows it, by its official client; null: no client, or bad data. */
export function nativeDetail(programId: string, accounts: string[], data: Uint8Array): NativeDetail | null {
  const codec = CODECS[programId];
  if (!codec) return null;
  if (programId === ASSOCIATED_TOKEN_PROGRAM && data.length === 0) data = new Uint8Array([0]);
  try {
    const name = instructionTypeName(programId, data);
    const parsed = name ? parseWithLayout(programId, codec, name, accounts, data) : null;
    if (!name || !parsed) return null;
    const names = Object.keys(parsed.accounts ?? {});
    return {
      name: lowerFirst(name),
      accountNames: namesByPosition(accounts, names),
      args: dataFields(parsed, jsonOfDecoded, {}),
    };
  } catch {
    return null;
  }
}

/** The parsed data's fields into `out`, converted, without the discriminators. */
function dataFields(
  parsed: CodecParsed,
  convert: (v: unknown) => JsonValue,
  out: Record<string, JsonValue>,
): Record<string, JsonValue> {
  for (const [k, v] of Object.entries(parsed.data ?? {})) {
    if (k === 'discriminator' || k.endsWith('Discriminator')) continue;
    out[k] = convert(v);
  }
  return out;
}

const identified = new Map<string, number>();

/**
 * Per instruction type, learned from its first parse: account names and one data decoder, reused
 * because the generated parsers rebuild theirs on every call.
 */
interface Layout {
  names: string[];
  decoder: { decode(data: Uint8Array): unknown };
}
const layouts = new Map<string, Layout | null>();

function parseWithLayout(
  programId: string,
  codec: ProgramCodec,
  name: string,
  accounts: string[],
  data: Uint8Array,
): CodecParsed | null {
  const key = `${programId}:${name}`;
  const layout = layouts.get(key);
  if (layout && accounts.length >= layout.names.length) {
    const named: CodecParsed['accounts'] = {};
    for (let i = 0; i < layout.names.length; i++) named[layout.names[i]] = { address: accounts[i] };
    return { accounts: named, data: layout.decoder.decode(data) as Record<string, unknown> };
  }
  const parse = codec.pkg[`parse${name}Instruction`] as Parser | undefined;
  if (!parse) return null;
  const parsed = parse({
    programAddress: programId as Address,
    accounts: accounts.map((a) => ({ address: a as Address, role: AccountRole.READONLY })),
    data,
  });
  if (layout === undefined) {
    const getDecoder = codec.pkg[`get${name}InstructionDataDecoder`] as (() => Layout['decoder']) | undefined;
    const names = Object.keys(parsed.accounts ?? {});
    // The most frequent types have a decoder of their own (dataLayouts.ts): the same values, read in place.
    const fast = DATA_LAYOUTS[key];
    // Only cache when every named account was present (no optional-account gaps to shift positions).
    layouts.set(
      key,
      getDecoder && names.length <= accounts.length && names.every((n) => parsed.accounts[n])
        ? { names, decoder: fast ? { decode: fast } : getDecoder() }
        : null,
    );
  }
  return parsed;
}

/** The instruction's type name as its program's package names it, or null for a program without a codec here. */
export function instructionTypeName(programId: string, data: Uint8Array): string | null {
  const codec = CODECS[programId];
  return codec ? (codec.names[identify(programId, codec, data)] ?? null) : null;
}

function identify(programId: string, codec: ProgramCodec, data: Uint8Array): number {
  const k = codec.key(data);
  if (k === null) return codec.identify(data);
  const ck = `${programId}:${k}`;
  let t = identified.get(ck);
  if (t === undefined) {
    t = codec.identify(data);
    identified.set(ck, t);
  }
  return t;
}

const memoDecoder = getAddMemoInstructionDataDecoder();

/** Adds the field names pages read (jsonParsed conventions) next to the codec's own names. */
function addAliases(type: string, info: Record<string, JsonValue>): void {
  const amount = info.amount;
  switch (type) {
    case 'transfer':
    case 'transferWithSeed':
      // System transfers carry lamports; token transfers keep `amount`.
      if (info.lamports === undefined && info.authority === undefined && amount !== undefined)
        info.lamports = amount;
      break;
    case 'createAccount':
    case 'createAccountWithSeed':
      if (info.payer !== undefined) info.source = info.payer;
      break;
    case 'mintTo':
    case 'mintToChecked':
      if (info.token !== undefined) info.account = info.token;
      break;
    case 'create':
    case 'createIdempotent':
      if (info.ata !== undefined) info.account = info.ata;
      if (info.owner !== undefined) info.wallet = info.owner;
      if (info.payer !== undefined) info.source = info.payer;
      break;
    default:
      break;
  }
  if (info.decimals !== undefined && amount !== undefined) {
    info.tokenAmount = { amount, decimals: info.decimals };
  }
}

const decodeVote = (data: Uint8Array): string =>
  (data.length < 4 ? undefined : VOTE_INSTRUCTIONS[u32At(data, 0)]) ?? 'unknown';

/** `nameAll` false: the programs only lists and pages name (NAMED_ONLY) are left unnamed, unconverted. */
export function decodeInstruction(
  programId: string,
  accounts: string[],
  dataB58: string,
  stackHeight: number,
  nameAll = true,
): DecodedInstruction {
  const base: DecodedInstruction = {
    programId,
    programName: programName(programId),
    type: 'unknown',
    parsed: null,
    data: dataB58,
    accounts,
    stackHeight,
    inner: [],
  };
  const codec = CODECS[programId];
  // Most instructions of a real chain belong to programs without a decoder here: their data stays
  // base58 text, never decoded.
  if (!codec && programId !== VOTE_PROGRAM && !MEMO_PROGRAMS.has(programId)) return base;
  if (!nameAll && NAMED_ONLY.has(programId)) return base;
  let data: Uint8Array;
  try {
    data = instructionData(dataB58);
  } catch {
    return base;
  }
  if (programId === VOTE_PROGRAM) {
    const type = decodeVote(data);
    return { ...base, type, parsed: { type, info: { voteAccount: accounts[0] ?? null } } };
  }
  if (MEMO_PROGRAMS.has(programId)) {
    try {
      const { memo } = memoDecoder.decode(data);
      return { ...base, type: 'memo', parsed: { type: 'memo', info: { memo } } };
    } catch {
      return base;
    }
  }
  if (!codec) return base;
  // The first Associated Token program version took no instruction data for Create (same accounts).
  if (programId === ASSOCIATED_TOKEN_PROGRAM && data.length === 0) data = new Uint8Array([0]);
  try {
    const name = instructionTypeName(programId, data);
    if (!name) return base;
    // Lists only name these; their fields are for the transaction page (nativeDetail).
    if (NAMED_ONLY.has(programId)) return { ...base, type: lowerFirst(name) };
    const parsed = parseWithLayout(programId, codec, name, accounts, data);
    if (!parsed) return base;
    const camel = lowerFirst(name);
    const type = TYPE_RENAMES[camel] ?? camel;
    const info: Record<string, JsonValue> = {};
    for (const [k, acc] of Object.entries(parsed.accounts ?? {})) if (acc) info[k] = acc.address;
    dataFields(parsed, toJson, info);
    addAliases(type, info);
    return { ...base, type, parsed: { type, info } };
  } catch {
    // Identify at least the instruction name when the full parse fails (e.g. fewer accounts).
    return base;
  }
}
