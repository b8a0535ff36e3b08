// Epoch progress display of the home network overview.
import { formatInteger } from './numbers';

/** Slot range shown: current slot − 1000 to current slot + 31999 (floor 0). */
export function epochSlotRange(currentSlot: number): { start: number; end: number } {
  const slot = Number.isFinite(currentSlot) ? Math.max(0, Math.floor(currentSlot)) : 0;
  return { start: Math.max(0, slot - 1000), end: slot + 31999 };
}

/** Progress through the epoch in percent (0–100), from slotIndex / slotsInEpoch. */
export function epochProgress(
  slotIndex: number | null | undefined,
  slotsInEpoch: number | null | undefined,
): number {
  if (!slotIndex || !slotsInEpoch || slotsInEpoch <= 0) return 0;
  return Math.min(100, Math.max(0, (slotIndex / slotsInEpoch) * 100));
}

/** Duration text for the epoch tooltip, assuming 1 s per slot: '2h 13m', '45m', '30s'. */
export function slotsToDuration(slots: number): string {
  const secs = Math.max(0, Math.floor(slots));
  const d = Math.floor(secs / 86400);
  const h = Math.floor((secs % 86400) / 3600);
  const m = Math.floor((secs % 3600) / 60);
  if (d > 0) return `${d}d ${h}h`;
  if (h > 0) return `${h}h ${m}m`;
  if (m > 0) return `${m}m`;
  return `${secs}s`;
}

/** Tooltip text: remaining slots and the time they take at 1 s per slot. */
export function epochTooltip(slotIndex: number, slotsInEpoch: number): string {
  const remaining = Math.max(0, slotsInEpoch - slotIndex);
  return `${formatInteger(remaining)} slots remaining (~${slotsToDuration(remaining)} at 1 s per slot)`;
}
