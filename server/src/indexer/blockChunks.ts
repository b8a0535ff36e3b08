import type { RpcClient } from '../rpc/client';

/**
 * Which slots hold a block (getBlocks, in chunks shared by the parallel fetches), so empty slots cost
 * no getBlock and no "not available yet" ambiguity. A chunk speaks only up to the tip it was asked
 * with; nodes without getBlocks fall back to getBlock.
 */
export class BlockChunks {
  private chunks: { start: number; end: number; slots: Promise<Set<number> | null> }[] = [];
  private supported = true;

  constructor(
    private readonly rpc: RpcClient,
    private readonly tip: () => number,
  ) {}

  async hasBlock(slot: number): Promise<boolean> {
    if (!this.supported) return true;
    let chunk = this.chunks.find((c) => slot >= c.start && slot <= c.end);
    if (!chunk) {
      const end = Math.min(this.tip(), slot + 499);
      if (end < slot) return true;
      chunk = {
        start: slot,
        end,
        slots: this.rpc.getBlocks(slot, end).then(
          (list) => new Set(list),
          () => {
            this.supported = false;
            return null;
          },
        ),
      };
      this.chunks.push(chunk);
      if (this.chunks.length > 8) this.chunks.shift();
    }
    const set = await chunk.slots;
    return set ? set.has(slot) : true;
  }

  /** Forgets every chunk (after a fork or an error the slots are asked again). */
  clear(): void {
    this.chunks = [];
  }
}
