/**
 * An instruction's base58 data as bytes, remembered until the next block. The indexer reads each
 * instruction's data twice, once to decode it and once to store it raw, and converting a vote's 200
 * digits is the most expensive step of a vote transaction: the second read is a look-up. Forgotten
 * at each block, so only the two reads of one block share the work, as they would on a chain that
 * never repeats an instruction. The same text always gives the same bytes; callers only read them.
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

/**
 * A signature's 64 bytes through the same memory (null: not base58 of 64 bytes): the signature index
 * key and the stored body both read every signature of the block.
 */
export function signatureBytes(signature: string): Uint8Array | null {
  return decodeBase58Fixed(signature, 64, instructionData);
}

/** Called before a block's instructions are read: what earlier blocks held is not kept. */
export function forgetInstructionData(): void {
  recent.clear();
}
