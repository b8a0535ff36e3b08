// The epoch of a slot from the node's epoch schedule (warm-up epochs included).
import type { RpcEpochSchedule } from '../rpc/types';

export function epochOfSlot(s: RpcEpochSchedule | null, slot: number): number | null {
  if (!s) return null;
  if (!s.warmup || slot >= s.firstNormalSlot) {
    return s.firstNormalEpoch + Math.floor((slot - s.firstNormalSlot) / s.slotsPerEpoch);
  }
  // Warmup: epoch n has 32 * 2^n slots (MINIMUM_SLOTS_PER_EPOCH = 32).
  let epoch = 0;
  let start = 0;
  let len = 32;
  while (slot >= start + len) {
    start += len;
    len *= 2;
    epoch++;
  }
  return epoch;
}
