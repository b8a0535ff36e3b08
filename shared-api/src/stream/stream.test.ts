// The tab's one live stream: one EventSource for every subscriber, widened when a channel is added
// (resuming from the last event id), status for the polling fallback; and the list merge rule.
import { act, renderHook } from '@testing-library/react';
import * as s from './index';
import { mergeLatest } from './live';

type Listener = (e: MessageEvent<string>) => void;

class FakeEventSource {
  static CLOSED = 2;
  static all: FakeEventSource[] = [];
  readyState = 0;
  listeners = new Map<string, Listener[]>();
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, l: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), l]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  emit(type: string, data: unknown, id = '') {
    for (const l of this.listeners.get(type) ?? [])
      l(new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id }));
  }
}

describe('live stream', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    FakeEventSource.all = [];
    (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as { EventSource?: unknown }).EventSource;
  });

  test('one connection for all subscribers, reopened with the new channel and the last event id', () => {
    const a: unknown[] = [];
    const b: unknown[] = [];
    s.subscribe('settings', (d) => a.push(d));
    s.subscribe('settings', (d) => b.push(d));
    act(() => void jest.runOnlyPendingTimers());
    expect(FakeEventSource.all).toHaveLength(1);
    const first = FakeEventSource.all[0];
    expect(first.url).toBe('/api/stream?channels=settings');
    const { result } = renderHook(() => s.useStreamUp());
    expect(result.current).toBe(false);
    act(() => first.onopen?.());
    expect(result.current).toBe(true);
    first.emit('settings', { key: 'trollbox_enabled', value: 'false' }, 'ab.7');
    expect(a).toEqual([{ key: 'trollbox_enabled', value: 'false' }]);
    expect(b).toEqual(a);

    const off = s.subscribe('blocks', () => undefined);
    act(() => void jest.runOnlyPendingTimers());
    expect(FakeEventSource.all).toHaveLength(2);
    expect(first.closed).toBe(true);
    expect(FakeEventSource.all[1].url).toBe('/api/stream?channels=blocks%2Csettings&lastEventId=ab.7');
    // Removing a channel keeps the connection (no churn).
    off();
    s.subscribe('settings', () => undefined);
    act(() => void jest.runOnlyPendingTimers());
    expect(FakeEventSource.all).toHaveLength(2);

    // A refused connection is closed by the browser: reopened later, reported down meanwhile.
    const second = FakeEventSource.all[1];
    act(() => second.onopen?.());
    second.readyState = FakeEventSource.CLOSED;
    act(() => second.onerror?.());
    expect(s.isStreamUp()).toBe(false);
    act(() => void jest.advanceTimersByTime(2500));
    expect(FakeEventSource.all).toHaveLength(3);
  });
});

test('mergeLatest: new first by slot, no duplicates, capped', () => {
  const cur = [
    { slot: 5, id: 'c' },
    { slot: 4, id: 'b' },
    { slot: 3, id: 'a' },
  ];
  const inc = [
    { slot: 7, id: 'e' },
    { slot: 7, id: 'd' },
    { slot: 5, id: 'c' },
  ];
  expect(mergeLatest(inc, cur, (x) => x.id, 4).map((x) => x.id)).toEqual(['e', 'd', 'c', 'b']);
  expect(mergeLatest([], cur, (x) => x.id, 10)).toEqual(cur);
});
