// The latest messages, kept current by the stream's `trollbox` channel (polled every 5 s only while
// the stream is down); older pages on demand. Shared by the widget and the admin moderation list.
import { useCallback, useEffect, useState } from 'react';
import {
  api,
  subscribe,
  TROLLBOX_PAGE_SIZE,
  useStreamUp,
  type TrollboxEvent,
  type TrollboxMessage,
} from 'shared-api';
import { addMessages, applyEvent } from './messages';
import * as apiPaths from 'shared-api/paths';

const POLL_MS = 5000;

export function useTrollboxMessages() {
  const [messages, setMessages] = useState<TrollboxMessage[] | null>(null);
  const [hasOlder, setHasOlder] = useState(false);
  const up = useStreamUp();

  const loadLatest = useCallback(async () => {
    try {
      const list = await api.get(apiPaths.trollboxMessages);
      // The latest page replaces what it covers (a deletion missed while the stream was down goes away).
      const min = list.length > 0 ? list[0].id : Infinity;
      setMessages((cur) =>
        addMessages(
          (cur ?? []).filter((m) => m.id < min),
          list,
        ),
      );
      setHasOlder((h) => h || list.length >= TROLLBOX_PAGE_SIZE);
    } catch {
      setMessages((cur) => cur ?? []);
    }
  }, []);

  useEffect(
    () => subscribe('trollbox', (data) => setMessages((cur) => applyEvent(cur ?? [], data as TrollboxEvent))),
    [],
  );

  // First load, and again whenever the stream (re)connects (events while down are not replayed).
  useEffect(() => {
    void loadLatest();
  }, [loadLatest, up]);

  useEffect(() => {
    if (up) return;
    const t = setInterval(() => void loadLatest(), POLL_MS);
    return () => clearInterval(t);
  }, [up, loadLatest]);

  const loadOlder = useCallback(async () => {
    const first = messages?.[0];
    if (!first) return;
    const older = await api.get(apiPaths.trollboxMessages, { query: { before: first.id } });
    setHasOlder(older.length >= TROLLBOX_PAGE_SIZE);
    setMessages((cur) => addMessages(cur ?? [], older));
  }, [messages]);

  const remove = useCallback(
    (id: number) => setMessages((cur) => (cur ?? []).filter((m) => m.id !== id)),
    [],
  );

  return {
    messages,
    hasOlder,
    loadOlder,
    remove,
    add: (m: TrollboxMessage) => setMessages((c) => addMessages(c ?? [], [m])),
  };
}
