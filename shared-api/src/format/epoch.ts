// Epoch progress display of the home network overview.
import { formatInteger } from './numbers';

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
