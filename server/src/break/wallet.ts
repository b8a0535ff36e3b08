/**
 * The Break game's hot wallet, a Solana CLI keypair file (generated 0600 on localnet when missing).
 * The secret bytes never leave this module's signer: nothing logs or returns them.
 */
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createKeyPairSignerFromBytes, type KeyPairSigner } from '@solana/kit';

/** A fresh ed25519 keypair as the 64 bytes of a Solana CLI keypair file. */
function generateKeypairBytes(): Uint8Array {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  // PKCS#8 and SPKI DER of an ed25519 key end with the 32 raw bytes.
  const seed = privateKey.export({ format: 'der', type: 'pkcs8' }).subarray(-32);
  const pub = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32);
  const out = new Uint8Array(64);
  out.set(seed, 0);
  out.set(pub, 32);
  return out;
}

class WalletFileError extends Error {}

/** Loads the keypair file, creating it first when `create` is set and it does not exist. */
export async function loadHotWallet(file: string, create: boolean): Promise<KeyPairSigner> {
  if (!existsSync(file)) {
    if (!create) throw new WalletFileError(`Break wallet file ${file} does not exist`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(Array.from(generateKeypairBytes())), { mode: 0o600, flag: 'wx' });
  }
  let bytes: Uint8Array;
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (
      !Array.isArray(parsed) ||
      parsed.length !== 64 ||
      !parsed.every((b) => Number.isInteger(b) && b >= 0 && b < 256)
    )
      throw new Error('expected a JSON array of 64 bytes');
    bytes = Uint8Array.from(parsed as number[]);
  } catch (e) {
    // The message never quotes the file's content.
    throw new WalletFileError(`Break wallet file ${file} is not a keypair file: ${(e as Error).message}`);
  }
  try {
    return await createKeyPairSignerFromBytes(bytes);
  } finally {
    bytes.fill(0);
  }
}
