import type { PreparedTransaction } from '../decode/stored';
import type { WrittenBlock } from './writtenBlock';

/** A slot's block as the decoding threads hand it to the writer. */
export interface DecodedSlot {
  block: WrittenBlock;
  /** Per transaction, in block order: the stored body without its address ids. */
  prepared: PreparedTransaction[];
}
