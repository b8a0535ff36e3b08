// The chat list's rules (pure): oldest first, newest at the bottom, one entry per id.
import type { TrollboxEvent, TrollboxMessage } from 'shared-api';

export const NAME_KEY = 'gorbagana.trollbox.name';

export function addMessages(
  list: readonly TrollboxMessage[],
  more: readonly TrollboxMessage[],
): TrollboxMessage[] {
  const byId = new Map<number, TrollboxMessage>();
  for (const m of [...list, ...more]) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** Applies a live `trollbox` event (new message or deletion) to the list. */
export function applyEvent(list: readonly TrollboxMessage[], e: TrollboxEvent): TrollboxMessage[] {
  if (e.type === 'message') return addMessages(list, [e.message]);
  return list.filter((m) => m.id !== e.id);
}

export function savedName(): string {
  try {
    return localStorage.getItem(NAME_KEY) ?? '';
  } catch {
    return '';
  }
}

export function saveName(name: string): void {
  try {
    localStorage.setItem(NAME_KEY, name);
  } catch {
    // Storage unavailable (private mode): the name is simply not remembered.
  }
}
