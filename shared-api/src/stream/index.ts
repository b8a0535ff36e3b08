// The one live stream of a browser tab (GET /api/stream, Server-Sent Events). shared-api is a Module
// Federation singleton, so this module, and the one EventSource it holds, is shared by the shell and
// every remote: browsers allow 6 connections per host over HTTP/1.1, one per remote would starve the page.
// The connection carries the union of the channels subscribed to; it reopens (resuming from the last
// event id) when a channel is added. Without EventSource (tests, old browsers) it simply stays down and
// the hooks keep polling.
import { useSyncExternalStore } from 'react';
import { api } from '../client';
// Types only: the contract's values (its schemas) are the server's.
import type { StreamChannel } from '../contract/misc';
import * as apiPaths from '../paths';

const STREAM_CHANNELS: readonly StreamChannel[] = ['trollbox', 'blocks', 'transactions', 'settings'];

/** `resync`: events were missed and cannot be replayed; refetch what is shown. */
export type StreamTopic = StreamChannel | 'resync';
export type StreamHandler = (data: unknown) => void;

const handlers = new Map<StreamTopic, Set<StreamHandler>>();
const statusListeners = new Set<() => void>();
let source: EventSource | null = null;
let openChannels = '';
let lastId = '';
let up = false;
let pending: ReturnType<typeof setTimeout> | undefined;
let retryMs = 1000;

function setUp(v: boolean): void {
  if (up === v) return;
  up = v;
  statusListeners.forEach((f) => f());
}

function wanted(): string {
  return STREAM_CHANNELS.filter((c) => handlers.get(c)?.size).join(',');
}

function dispatch(topic: StreamTopic, e: MessageEvent<string>): void {
  if (e.lastEventId) lastId = e.lastEventId;
  let data: unknown;
  try {
    data = JSON.parse(e.data);
  } catch {
    return;
  }
  handlers.get(topic)?.forEach((h) => h(data));
}

function connect(channels: string): void {
  source?.close();
  openChannels = channels;
  const es = new EventSource(api.url(apiPaths.stream, { query: { channels, lastEventId: lastId } }));
  source = es;
  for (const topic of [...STREAM_CHANNELS, 'resync'] as const)
    es.addEventListener(topic, (e) => dispatch(topic, e as MessageEvent<string>));
  es.onopen = () => {
    retryMs = 1000;
    setUp(true);
  };
  es.onerror = () => {
    setUp(false);
    // The browser retries network errors itself; a refused answer (429/503) closes the source for good.
    if (es.readyState === EventSource.CLOSED && source === es) {
      source = null;
      openChannels = '';
      retryMs = Math.min(retryMs * 2, 30_000);
      schedule(retryMs);
    }
  };
}

/** Opens or widens the connection once the current burst of subscriptions is over. */
function schedule(delay = 0): void {
  if (typeof EventSource === 'undefined') return;
  clearTimeout(pending);
  pending = setTimeout(() => {
    const w = wanted();
    if (!w) return;
    if (!source || w.split(',').some((c) => !openChannels.split(',').includes(c))) connect(w);
  }, delay);
}

/** Calls `handler` with each event's data on `topic`; answers the unsubscribe function. */
export function subscribe(topic: StreamTopic, handler: StreamHandler): () => void {
  let set = handlers.get(topic);
  if (!set) handlers.set(topic, (set = new Set()));
  set.add(handler);
  schedule();
  return () => {
    set.delete(handler);
  };
}

export function isStreamUp(): boolean {
  return up;
}

export function onStreamStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => {
    statusListeners.delete(listener);
  };
}

/** True while the live stream is connected (re-renders on change). */
export function useStreamUp(): boolean {
  return useSyncExternalStore(onStreamStatus, isStreamUp, () => false);
}
