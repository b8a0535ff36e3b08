/**
 * Where a program keeps its IDL on chain, and the JSON text in that account's bytes:
 *  - Anchor's IDL account (createWithSeed of the program's base PDA, "anchor:idl"): discriminator,
 *    authority, u32 length, zlib-compressed JSON;
 *  - Program Metadata's canonical "idl" account: a 96-byte header, then the data (only when stored
 *    in the account itself; URLs and pointers are not followed).
 * Inflation is capped (untrusted.ts).
 *   const [anchor, pmp] = await idlAddresses(programId);
 *   const text = anchorIdlText(accountBytes);   // '{"version":"0.1.0", …}' or throws IdlRefused
 */
import { createAddressWithSeed, getProgramDerivedAddress, type Address } from '@solana/kit';
import { findMetadataPda } from '@solana-program/program-metadata';
import { inflateIdl, IdlRefused, IDL_LIMITS } from './untrusted';

export const PROGRAM_METADATA_PROGRAM = 'ProgM6JCCvbYkfKqJYHePx4xxSUSqJp7rh8Lyv7nk7S';

/** sha256("account:IdlAccount")[0..8] */
export const ANCHOR_IDL_DISCRIMINATOR = Uint8Array.from([0x8c, 0x24, 0xa6, 0x02, 0x67, 0xc5, 0x21, 0xa4]);

export async function anchorIdlAddress(programId: string): Promise<string> {
  const [base] = await getProgramDerivedAddress({ programAddress: programId as Address, seeds: [] });
  return createAddressWithSeed({
    baseAddress: base,
    programAddress: programId as Address,
    seed: 'anchor:idl',
  });
}

export async function metadataIdlAddress(programId: string): Promise<string> {
  const [pda] = await findMetadataPda({ program: programId as Address, authority: null, seed: 'idl' });
  return pda;
}

/** The two accounts a program's IDL may be in: [Anchor's IDL account, the canonical metadata account]. */
export async function idlAddresses(programId: string): Promise<[string, string]> {
  return Promise.all([anchorIdlAddress(programId), metadataIdlAddress(programId)]);
}

const u32 = (b: Uint8Array, at: number): number =>
  Buffer.from(b.buffer, b.byteOffset, b.byteLength).readUInt32LE(at);

/** The JSON text of an Anchor IDL account's data. */
export function anchorIdlText(data: Uint8Array): Buffer {
  if (data.length < 44) throw new IdlRefused('IDL account too short');
  for (let i = 0; i < 8; i++)
    if (data[i] !== ANCHOR_IDL_DISCRIMINATOR[i]) throw new IdlRefused('not an Anchor IDL account');
  const length = u32(data, 40);
  if (length === 0) throw new IdlRefused('empty IDL account');
  if (44 + length > data.length) throw new IdlRefused('IDL length past the account');
  return inflateIdl(data.subarray(44, 44 + length));
}

const HEADER = 96;
const METADATA_ACCOUNT = 2;
const ENCODING = ['none', 'utf8', 'base58', 'base64'] as const;
const COMPRESSION = ['none', 'gzip', 'zlib'] as const;
const FORMAT_JSON = 1;
const SOURCE_DIRECT = 0;

/** The JSON text of a Program Metadata account holding an IDL directly. */
export function metadataIdlText(data: Uint8Array): Buffer {
  if (data.length < HEADER || data[0] !== METADATA_ACCOUNT) throw new IdlRefused('not a metadata account');
  const encoding = ENCODING[data[83]];
  const compression = COMPRESSION[data[84]];
  if (!encoding || !compression) throw new IdlRefused('unknown metadata encoding');
  if (data[85] !== FORMAT_JSON) throw new IdlRefused('metadata is not JSON');
  if (data[86] !== SOURCE_DIRECT) throw new IdlRefused('metadata is not stored in the account');
  const length = u32(data, 87);
  if (HEADER + length > data.length) throw new IdlRefused('metadata length past the account');
  if (length > IDL_LIMITS.maxBytes) throw new IdlRefused('metadata too large');
  let payload: Buffer = Buffer.from(data.subarray(HEADER, HEADER + length));
  // The reference client decompresses first, then decodes the text encoding.
  if (compression !== 'none') payload = inflateIdl(payload, compression);
  // 'none' and 'utf8' are the text's own bytes (the reference client shows 'none' as hex, which
  // JSON never is).
  if (encoding === 'base64') payload = Buffer.from(payload.toString('utf8'), 'base64');
  else if (encoding === 'base58') throw new IdlRefused('base58 metadata is not read');
  return payload;
}
