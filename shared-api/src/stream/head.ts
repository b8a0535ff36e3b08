// One height on one screen: the header's slot, the home stat cards, the epoch card and the recent
// blocks all read the chain's head from the same place. The network stats give the epoch's shape
// (and the figures only they know); the newest block, pushed on the live stream (polled only while
// the stream is down), moves the head forward between two stats answers.
import type { UseQueryResult } from '@tanstack/react-query';
import type { BlockList, NetworkStats } from '../contract';
import { INTERVALS } from '../hooks/options';
import { useLatestBlocks, useNetworkStats } from '../hooks/queries';
import { useStreamUp } from './index';

export interface ChainHead {
  slot: number;
  blockHeight: number;
  epoch: number;
  /** slots of the epoch already passed */
  slotIndex: number;
  slotsInEpoch: number;
  /** the epoch's first and last slot */
  firstSlot: number;
  lastSlot: number;
  /** 0–100 */
  progress: number;
}

/**
 * The head from the stats, moved to the newest block when that is ahead of them: the slot and height
 * of the block, the slot index advanced by as many slots (into the next epoch when it passes the end).
 */
export function chainHead(
  stats: Pick<NetworkStats, 'slot' | 'blockHeight' | 'epoch' | 'epochInfo'> | undefined,
  newest: { slot: number; height: number | null } | undefined,
): ChainHead | null {
  if (!stats) return null;
  const perEpoch = stats.epochInfo.slotsInEpoch;
  let slot = stats.slot;
  let blockHeight = stats.blockHeight;
  let epoch = stats.epoch;
  let slotIndex = stats.epochInfo.slotIndex;
  if (newest && newest.slot > stats.slot) {
    const ahead = newest.slot - stats.slot;
    slot = newest.slot;
    blockHeight = Math.max(blockHeight, newest.height ?? blockHeight);
    slotIndex += ahead;
    if (perEpoch > 0) {
      epoch += Math.floor(slotIndex / perEpoch);
      slotIndex %= perEpoch;
    }
  }
  const firstSlot = Math.max(0, slot - slotIndex);
  const lastSlot = perEpoch > 0 ? firstSlot + perEpoch - 1 : slot;
  const progress = perEpoch > 0 ? Math.min(100, (slotIndex / perEpoch) * 100) : 0;
  return { slot, blockHeight, epoch, slotIndex, slotsInEpoch: perEpoch, firstSlot, lastSlot, progress };
}

/**
 * The chain head every part of a page shows. While the live stream is up the stats are refreshed at
 * the header's slower pace (the stream moves the head); while it is down the usual polling applies.
 */
export function useChainHead(opts: { header?: boolean; enabled?: boolean } = {}): {
  head: ChainHead | null;
  stats: UseQueryResult<NetworkStats>;
  blocks: UseQueryResult<BlockList>;
} {
  const up = useStreamUp();
  const enabled = opts.enabled ?? true;
  const stats = useNetworkStats({
    header: opts.header,
    enabled,
    interval: up ? INTERVALS.statsHeader : undefined,
  });
  const blocks = useLatestBlocks({ limit: 1, enabled });
  return { head: chainHead(stats.data, blocks.data?.[0]), stats, blocks };
}
