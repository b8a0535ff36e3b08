/**
 * A transaction's position in the chain as one integer: `slot * 2^16 + index in block`. Every history
 * table keys its rows on it, so "newest first" is one descending integer and a cursor is one number.
 * 2^16 transactions per block is far above any real block (about 1,500 on mainnet); slots stay below
 * 2^37 before the id leaves JavaScript's safe integers, i.e. for centuries of 400 ms slots.
 */
import { decodeBase58Fixed } from '../decode/stored/base58';

const TX_PER_SLOT = 65_536;

export function txId(slot: number, index: number): number {
  return slot * TX_PER_SLOT + index;
}

export function slotOfTx(id: number): number {
  return Math.floor(id / TX_PER_SLOT);
}

export function indexOfTx(id: number): number {
  return id % TX_PER_SLOT;
}

/** First id of `slot` (inclusive) — with `firstTxOf(slot + 1)` the range of one block. */
export function firstTxOf(slot: number): number {
  return slot * TX_PER_SLOT;
}

/**
 * The signature index key: the first 6 bytes of the signature as an unsigned integer. Six bytes keep
 * the key inside JavaScript's safe integers and the index narrow; two signatures sharing a key are
 * told apart by the stored transaction itself (its first signature).
 */
export function signatureKey(signature: string): number | null {
  const bytes = decodeBase58Fixed(signature, 64);
  return bytes ? signatureKeyOfBytes(bytes) : null;
}

/** The signature index key of a signature's 64 bytes. */
export function signatureKeyOfBytes(bytes: Uint8Array): number {
  return (
    ((bytes[0] * 256 + bytes[1]) * 256 + bytes[2]) * 2 ** 24 + ((bytes[3] << 16) | (bytes[4] << 8) | bytes[5])
  );
}
