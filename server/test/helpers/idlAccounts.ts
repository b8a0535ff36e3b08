/** On-chain IDL accounts as their publishers write them, for tests. */
import { deflateSync } from 'node:zlib';
import { ANCHOR_IDL_DISCRIMINATOR } from '../../src/idl/onchain';

/** An Anchor IDL account as `anchor idl init` writes it, with room left after the data (a resize). */
export function anchorIdlAccount(json: string, authority = new Uint8Array(32).fill(7)): Uint8Array {
  const data = deflateSync(json);
  const out = new Uint8Array(44 + data.length + 100);
  out.set(ANCHOR_IDL_DISCRIMINATOR, 0);
  out.set(authority, 8);
  Buffer.from(out.buffer).writeUInt32LE(data.length, 40);
  out.set(data, 44);
  return out;
}
