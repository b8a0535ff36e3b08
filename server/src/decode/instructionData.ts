/**
 * An instruction's base58 data as bytes, remembered until the next block: the indexer reads each
 * one twice (to decode, to store), and converting a vote's data is its costliest step. Callers only
 * read the bytes.
 */
import { decodeBase58, decodeBase58Fixed } from './stored/base58';

/** A bound for callers that never forget (page reads): a few hundred KiB at most. */
const REMEMBERED = 4096;
const recent = new Map<string, Uint8Array>();

/** Throws on a non-base58 character, as decodeBase58 does. */
export function instructionData(base58: string): Uint8Array {
  let bytes = recent.get(base58);
  if (bytes) return bytes;
  bytes = decodeBase58(base58);
  if (recent.size >= REMEMBERED) recent.clear();
  recent.set(base58, bytes);
  return bytes;
}

/** A signature's 64 bytes through the same memory (null: not base58 of 64 bytes). */
export function signatureBytes(signature: string): Uint8Array | null {
  return decodeBase58Fixed(signature, 64, instructionData);
}

/** Called before a block's instructions are read: what earlier blocks held is not kept. */
export function forgetInstructionData(): void {
  recent.clear();
}
