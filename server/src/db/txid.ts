/**
 * A transaction's position as one integer, `slot * 2^16 + index in block`, so history tables order by
 * it and a cursor is one number. 2^16 is far above any real block; slots fit safe integers to 2^37.
 */
import { decodeBase58Fixed } from '../decode/stored/base58';

export const TX_PER_SLOT = 65_536;
/** The last slot whose positions stay safe integers. */
export const MAX_SLOT = 2 ** 37 - 1;

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
 * The signature index key: its first 6 bytes as an integer (safe, narrow); signatures sharing a key
 * are told apart by the stored transaction's own.
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
