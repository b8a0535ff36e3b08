// Deterministic ed25519 keypairs derived from the --seed and a label, signed with node:crypto
// (fast enough for the traffic generator's bulk mode).
import crypto from 'node:crypto';
import bs58 from 'bs58';

export interface Keypair {
  address: string;
  publicKey: Uint8Array;
  /** 32-byte ed25519 seed (private key) */
  secret: Uint8Array;
  sign(message: Uint8Array): Uint8Array;
}

const PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

export function keypairFromSecret(secret: Uint8Array): Keypair {
  const key = crypto.createPrivateKey({
    key: Buffer.concat([PKCS8_PREFIX, secret]),
    format: 'der',
    type: 'pkcs8',
  });
  const jwk = crypto.createPublicKey(key).export({ format: 'jwk' });
  const publicKey = new Uint8Array(Buffer.from(jwk.x ?? '', 'base64url'));
  return {
    address: bs58.encode(publicKey),
    publicKey,
    secret,
    sign: (m) => new Uint8Array(crypto.sign(null, m, key)),
  };
}

export function deriveKeypair(seed: number, label: string): Keypair {
  const secret = crypto.createHash('sha256').update(`gorbagana-localnet/${seed}/${label}`).digest();
  return keypairFromSecret(new Uint8Array(secret));
}

/** 64-byte secret key (seed ‖ public key), the format of solana-keygen JSON files and web3.js v1. */
export function secretKey64(k: Keypair): Uint8Array {
  const out = new Uint8Array(64);
  out.set(k.secret, 0);
  out.set(k.publicKey, 32);
  return out;
}

/** Small deterministic PRNG (mulberry32) for the traffic generator and skip decisions. */
export function prng(seed: number): () => number {
  let a = seed >>> 0 || 0x9e3779b9;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
