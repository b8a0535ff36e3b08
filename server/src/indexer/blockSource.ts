// The block source: each slot's block fetched and decoded (on the decoding workers), or known
// skipped from the node's block lists, with its leader and epoch resolved.
import os from 'node:os';
import type { RpcClient } from '../rpc/client';
import type { RpcEpochSchedule } from '../rpc/types';
import { BlockChunks } from './blockChunks';
import { DecodePool } from './decodePool';
import { epochOfSlot } from './epochs';
import { LeaderCache } from './leaders';
import type { BatchItem } from './writer';

export type Fetched = { slot: number; item: BatchItem; txs: number };

/** A slot being fetched; `done` once its promise settled (a batch never waits for a slow one near the tip). */
export interface Slot {
  promise: Promise<Fetched>;
  done: boolean;
}

export class BlockSource {
  private readonly leaders: LeaderCache;
  private readonly chunks: BlockChunks;

  private constructor(
    private readonly rpc: RpcClient,
    private readonly pool: DecodePool,
    private readonly schedule: RpcEpochSchedule | null,
    tip: () => number,
  ) {
    this.leaders = new LeaderCache(rpc);
    this.chunks = new BlockChunks(rpc, tip);
  }

  /** Starts the decoding workers (indexer.ts's `decodeWorkers`) and reads the epoch schedule. */
  static async open(
    rpcUrl: string,
    rpc: RpcClient,
    workers: number | undefined,
    tip: () => number,
    log: (msg: string) => void,
  ): Promise<BlockSource> {
    const schedule = await rpc.getEpochSchedule().catch(() => null);
    const count = workers ?? Math.min(4, Math.max(0, os.availableParallelism() - 1));
    return new BlockSource(rpc, new DecodePool(rpcUrl, count, rpc, log), schedule, tip);
  }

  fetch(slot: number): Slot {
    const s: Slot = {
      done: false,
      promise: (async (): Promise<Fetched> => {
        const decoded = (await this.chunks.hasBlock(slot)) ? await this.pool.decode(slot) : null;
        if (!decoded) return { slot, item: { kind: 'skipped', slot }, txs: 0 };
        const { block, prepared } = decoded;
        const leader = await this.leaders.leaderOf(slot);
        return {
          slot,
          item: { kind: 'block', block, prepared, epoch: epochOfSlot(this.schedule, slot), leader },
          txs: block.transactions.length,
        };
      })(),
    };
    s.promise.then(
      () => (s.done = true),
      () => (s.done = true),
    );
    return s;
  }

  /** Decodes on this thread until `until` settles (the writer would otherwise wait idle). */
  async helpUntil(until: Promise<unknown>): Promise<void> {
    await this.pool.helpUntil(until);
  }

  /** Forgets what it knew of the slots ahead (after a fork or an error). */
  reset(): void {
    this.chunks.clear();
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
