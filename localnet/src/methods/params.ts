// Parameter parsing shared by the JSON-RPC methods: the -32602 messages of a real node.
import bs58 from 'bs58';
import type { Commitment } from '../chain';
import { invalidParams } from '../rpcerror';
import type { TxEncoding } from '../encode';
import type { AccountEncoding, DataSlice } from '../accounts';

export function obj(v: unknown): Record<string, unknown> {
  if (v === undefined || v === null) return {};
  if (typeof v !== 'object' || Array.isArray(v))
    throw invalidParams('Invalid params: expected a configuration object');
  return v as Record<string, unknown>;
}
export function pubkey(v: unknown): string {
  if (typeof v !== 'string')
    throw invalidParams('Invalid params: expected a base-58 encoded public key string');
  let b: Uint8Array;
  try {
    b = bs58.decode(v);
  } catch {
    throw invalidParams('Invalid param: Invalid');
  }
  if (b.length !== 32) throw invalidParams('Invalid param: WrongSize');
  return v;
}
export function signature(v: unknown): string {
  if (typeof v !== 'string')
    throw invalidParams('Invalid params: expected a base-58 encoded signature string');
  let b: Uint8Array;
  try {
    b = bs58.decode(v);
  } catch {
    throw invalidParams('Invalid param: Invalid');
  }
  if (b.length !== 64) throw invalidParams('Invalid param: WrongSize');
  return v;
}
export function u64(v: unknown, name: string): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0)
    throw invalidParams(`Invalid params: ${name} must be a non-negative integer`);
  return v;
}
export function commitmentOf(cfg: Record<string, unknown>, dflt: Commitment = 'finalized'): Commitment {
  const c = cfg.commitment;
  if (c === undefined || c === null) return dflt;
  if (c === 'processed' || c === 'recent') return 'processed';
  if (c === 'confirmed' || c === 'single' || c === 'singleGossip') return 'confirmed';
  if (c === 'finalized' || c === 'max' || c === 'root') return 'finalized';
  throw invalidParams(
    `Invalid params: unknown variant \`${String(c)}\`, expected one of \`processed\`, \`confirmed\`, \`finalized\``,
  );
}
export function atLeastConfirmed(cfg: Record<string, unknown>): Commitment {
  const c = commitmentOf(cfg);
  if (c === 'processed') throw invalidParams('Method does not support commitment below `confirmed`');
  return c;
}
export function txEncodingOf(v: unknown): TxEncoding {
  if (v === undefined || v === null || v === 'json') return 'json';
  if (v === 'jsonParsed' || v === 'base64' || v === 'base58') return v;
  if (v === 'binary') return 'base58';
  throw invalidParams(
    `Invalid params: unknown variant \`${String(v)}\`, expected one of \`binary\`, \`base64\`, \`base58\`, \`json\`, \`jsonParsed\``,
  );
}
export function accEncodingOf(v: unknown, dflt: AccountEncoding = 'binary'): AccountEncoding {
  if (v === undefined || v === null) return dflt;
  if (v === 'base64' || v === 'base58' || v === 'jsonParsed' || v === 'base64+zstd' || v === 'binary')
    return v;
  throw invalidParams(
    `Invalid params: unknown variant \`${String(v)}\`, expected one of \`binary\`, \`base58\`, \`base64\`, \`jsonParsed\`, \`base64+zstd\``,
  );
}
export function sliceOf(v: unknown): DataSlice | undefined {
  if (v === undefined || v === null) return undefined;
  const s = obj(v);
  return { offset: u64(s.offset, 'dataSlice.offset'), length: u64(s.length, 'dataSlice.length') };
}
export function maxVersionOf(cfg: Record<string, unknown>): number | undefined {
  const v = cfg.maxSupportedTransactionVersion;
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 255)
    throw invalidParams('Invalid params: invalid maxSupportedTransactionVersion');
  return v;
}
export function decodeTxParam(v: unknown, encoding: unknown): Uint8Array {
  if (typeof v !== 'string') throw invalidParams('Invalid params: expected an encoded transaction string');
  if (encoding === 'base64') return new Uint8Array(Buffer.from(v, 'base64'));
  if (encoding === undefined || encoding === null || encoding === 'base58') {
    try {
      return bs58.decode(v);
    } catch {
      throw invalidParams('invalid base58 encoding: InvalidCharacter');
    }
  }
  throw invalidParams(
    `Invalid params: unsupported encoding: ${String(encoding)}. Supported encodings: base58, base64`,
  );
}
