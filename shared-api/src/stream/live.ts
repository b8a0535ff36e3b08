// Lists kept current by the live stream: new items pushed on a channel are merged into a react-query
// cache entry, so the list needs no polling while the stream is up (the hooks poll again when it is down).
import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { subscribe, useStreamUp, type StreamTopic } from './index';

/**
 * New items first (newest slot first, the order of the REST lists), no duplicates, at most `max`.
 * Within one slot the pushed order is kept.
 */
export function mergeLatest<T extends { slot: number }>(
  incoming: readonly T[],
  current: readonly T[],
  idOf: (x: T) => string | number,
  max: number,
): T[] {
  const seen = new Set<string | number>();
  const out: T[] = [];
  for (const x of [...incoming, ...current]) {
    const id = idOf(x);
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(x);
  }
  // Stable sort: equal slots keep their order.
  return out.sort((a, b) => b.slot - a.slot).slice(0, max);
}

/** Subscribes the cached list under `key` to `channel`; answers true while pushes replace polling. */
export function useLiveList<T extends { slot: number }>(
  key: QueryKey,
  channel: StreamTopic,
  idOf: (x: T) => string | number,
  max: number,
  enabled = true,
): boolean {
  const qc = useQueryClient();
  const up = useStreamUp();
  const keyText = JSON.stringify(key);
  useEffect(() => {
    if (!enabled) return;
    const k = JSON.parse(keyText) as QueryKey;
    const offData = subscribe(channel, (data) => {
      if (!Array.isArray(data)) return;
      qc.setQueryData<T[]>(k, (old) => old && mergeLatest(data as T[], old, idOf, old.length || max));
    });
    const offResync = subscribe('resync', () => void qc.invalidateQueries({ queryKey: k, exact: true }));
    return () => {
      offData();
      offResync();
    };
    // idOf is a module-level function at every call site.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [qc, channel, enabled, keyText, max]);
  // (Re)connected: refetch once for what happened while down, then pushes keep the list current.
  const wasUp = useRef(up);
  useEffect(() => {
    if (up && !wasUp.current && enabled)
      void qc.invalidateQueries({ queryKey: JSON.parse(keyText) as QueryKey, exact: true });
    wasUp.current = up;
  }, [up, enabled, qc, keyText]);
  return up && enabled;
}
