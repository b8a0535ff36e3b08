// The blocks the node keeps in memory: the confirmed tip, the finalized block FINALITY_DEPTH below
// it and every blockhash still valid for new transactions. Anything older is read from the ledger.
import crypto from 'node:crypto';
import bs58 from 'bs58';
import type { BlockRow } from '../store';
import { FINALITY_DEPTH, MAX_BLOCKHASH_AGE, RECENT_BLOCKS } from './params';
import type { Commitment, RecentBlock } from './types';

/** A block's hash chains the previous one, so a replayed or reordered ledger shows. */
export function hashBlock(prev: string, slot: number, sigs: readonly string[]): string {
  const h = crypto.createHash('sha256').update(bs58.decode(prev)).update(String(slot));
  for (const s of sigs) h.update(s);
  return bs58.encode(h.digest());
}

export class RecentBlocks {
  private readonly recent: RecentBlock[] = [];
  private readonly blockhashHeight = new Map<string, number>();

  /** `oldestFirst`: at least the genesis block, so `last` and `finalized` always exist. */
  constructor(oldestFirst: Iterable<RecentBlock>) {
    for (const b of oldestFirst) this.push(b);
  }

  push(b: RecentBlock): void {
    this.recent.push(b);
    this.blockhashHeight.set(b.blockhash, b.blockHeight);
    while (this.recent.length > RECENT_BLOCKS) {
      const old = this.recent.shift();
      if (old) this.blockhashHeight.delete(old.blockhash);
    }
  }

  /** The newest block: the confirmed tip. */
  get last(): RecentBlock {
    return this.recent[this.recent.length - 1];
  }
  get finalized(): RecentBlock {
    const i = Math.max(0, this.recent.length - 1 - FINALITY_DEPTH);
    return this.recent[i];
  }
  /** Until the chain is FINALITY_DEPTH blocks long the finalized block stays genesis: nothing new finalizes. */
  get reachesFinality(): boolean {
    return this.recent.length > FINALITY_DEPTH;
  }
  at(c: Commitment): RecentBlock {
    return c === 'finalized' ? this.finalized : this.last;
  }
  /** Blocks built on `slot`'s block; the window's length once it has left the window. */
  depthOf(slot: number): number {
    return this.recent.length - 1 - this.recent.findIndex((b) => b.slot === slot);
  }

  isBlockhashValid(blockhash: string): boolean {
    const h = this.blockhashHeight.get(blockhash);
    return h !== undefined && this.last.blockHeight - h <= MAX_BLOCKHASH_AGE;
  }
  lastValidBlockHeight(blockhash: string): number {
    return (this.blockhashHeight.get(blockhash) ?? 0) + MAX_BLOCKHASH_AGE;
  }

  /** The SlotHashes sysvar the Vote program checks votes against: newest first, at most 512 as on Solana. */
  slotHashes(): Array<{ slot: bigint; hash: string }> {
    return this.recent
      .slice(-512)
      .reverse()
      .map((b) => ({ slot: BigInt(b.slot), hash: b.blockhash }));
  }

  /** The ledger row of a slot that produced no block (chained to the last real block). */
  skippedRow(slot: number): BlockRow {
    return {
      slot,
      parentSlot: this.last.slot,
      blockHeight: this.last.blockHeight,
      blockhash: '',
      previousBlockhash: '',
      blockTime: 0,
      skipped: true,
      txCount: 0,
      rewards: '[]',
    };
  }
}
