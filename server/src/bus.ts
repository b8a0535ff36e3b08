/**
 * How live events travel: in one process the indexer's commits reach the stream through
 * `indexedEvents` (indexer/thread.ts); across processes (PostgreSQL) also by NOTIFY on
 * `explorer_events`, which each API process LISTENs to.
 */
import { EventEmitter } from 'node:events';

export const PG_CHANNEL = 'explorer_events';

/** Emits 'indexed' (newest committed slot) after each indexer batch of this process. */
export const indexedEvents = new EventEmitter();
indexedEvents.setMaxListeners(0);

export function announceIndexed(slot: number): void {
  indexedEvents.emit('indexed', slot);
}

/** Payload of a NOTIFY (kept far below PostgreSQL's 8000-byte limit: blocks travel as a slot number). */
export type BusMessage =
  | { kind: 'indexed'; slot: number }
  | { kind: 'event'; origin: string; channel: 'trollbox' | 'settings'; data: unknown };

export function parseBusMessage(payload: string | undefined): BusMessage | null {
  if (!payload) return null;
  try {
    const m = JSON.parse(payload) as BusMessage;
    if (m.kind === 'indexed' && typeof m.slot === 'number') return m;
    if (m.kind === 'event' && (m.channel === 'trollbox' || m.channel === 'settings')) return m;
  } catch {
    // Not ours: ignored.
  }
  return null;
}
