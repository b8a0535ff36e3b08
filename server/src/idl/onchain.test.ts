import { deflateSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { PublicKey } from '@solana/web3.js';
import {
  ANCHOR_IDL_DISCRIMINATOR,
  anchorIdlAddress,
  anchorIdlText,
  metadataIdlAddress,
  metadataIdlText,
  PROGRAM_METADATA_PROGRAM,
} from './onchain';
import { IdlRefused } from './untrusted';
import { anchorIdlAccount } from '../../test/helpers/idlAccounts';

const JSON_TEXT = JSON.stringify({ version: '0.1.0', name: 'demo', instructions: [] });

function metadataAccount(
  payload: Buffer,
  encoding: number,
  compression: number,
  format = 1,
  source = 0,
): Uint8Array {
  const out = new Uint8Array(96 + payload.length);
  out[0] = 2;
  out[83] = encoding;
  out[84] = compression;
  out[85] = format;
  out[86] = source;
  Buffer.from(out.buffer).writeUInt32LE(payload.length, 87);
  out.set(payload, 96);
  return out;
}

describe('IDLs on chain', () => {
  it("derives Anchor's IDL address as Anchor's client does (web3.js: PDA of no seeds, then createWithSeed)", async () => {
    const jup = 'JUP6LkbZbjS1jKKwapdHNy74zcZ3tLUZoi5QNyVTaV4';
    const program = new PublicKey(jup);
    const [base] = PublicKey.findProgramAddressSync([], program);
    const expected = await PublicKey.createWithSeed(base, 'anchor:idl', program);
    expect(await anchorIdlAddress(jup)).toBe(expected.toBase58());
    // The canonical metadata account: PDA of [program, 'idl' padded to 16 bytes] under the PMP program.
    const seed = Buffer.alloc(16);
    seed.write('idl');
    const [pda] = PublicKey.findProgramAddressSync(
      [program.toBuffer(), seed],
      new PublicKey(PROGRAM_METADATA_PROGRAM),
    );
    expect(await metadataIdlAddress(jup)).toBe(pda.toBase58());
  });

  it('knows the IDL account discriminator: sha256("account:IdlAccount")[0..8]', () => {
    expect(Buffer.from(ANCHOR_IDL_DISCRIMINATOR)).toEqual(
      createHash('sha256').update('account:IdlAccount').digest().subarray(0, 8),
    );
  });

  it("reads an Anchor IDL account's compressed JSON, only its declared length", () => {
    expect(anchorIdlText(anchorIdlAccount(JSON_TEXT)).toString()).toBe(JSON_TEXT);
  });

  it('refuses accounts that are not Anchor IDL accounts or lie about their length', () => {
    const acc = anchorIdlAccount(JSON_TEXT);
    const other = Uint8Array.from(acc);
    other[0] ^= 1;
    expect(() => anchorIdlText(other)).toThrow(IdlRefused);
    const long = Uint8Array.from(acc);
    Buffer.from(long.buffer).writeUInt32LE(1_000_000, 40);
    expect(() => anchorIdlText(long)).toThrow(/past the account/);
    expect(() => anchorIdlText(new Uint8Array(10))).toThrow(IdlRefused);
  });

  it('reads Program Metadata accounts holding JSON directly: utf8, zlib, base64', () => {
    expect(metadataIdlText(metadataAccount(Buffer.from(JSON_TEXT), 1, 0)).toString()).toBe(JSON_TEXT);
    expect(metadataIdlText(metadataAccount(deflateSync(JSON_TEXT), 1, 2)).toString()).toBe(JSON_TEXT);
    expect(
      metadataIdlText(
        metadataAccount(Buffer.from(Buffer.from(JSON_TEXT).toString('base64')), 3, 0),
      ).toString(),
    ).toBe(JSON_TEXT);
    expect(() => metadataIdlText(metadataAccount(Buffer.from('https://x'), 1, 0, 1, 1))).toThrow(
      /not stored/,
    );
    expect(() => metadataIdlText(metadataAccount(Buffer.from('a: 1'), 1, 0, 2))).toThrow(/not JSON/);
  });
});
