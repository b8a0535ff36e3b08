import {
  congratulate,
  endMessage,
  gameAnnouncement,
  gameReducer,
  initialGame,
  MAX_TILES,
  shareUrl,
  successRate,
  timeLeft,
  yourTps,
  type GameState,
} from './game';

const T0 = 1_700_000_000_000;
const running = (): GameState =>
  gameReducer(gameReducer(initialGame, { type: 'start' }), { type: 'connected', now: T0 });
const ok = (sig: string, ms = 420) => ({
  signature: sig,
  success: true,
  status: 'confirmed' as const,
  processingTime: ms,
  error: null,
});

test('idle → connecting → running (counters reset) → finished at 15 s → TRY AGAIN to idle', () => {
  let s = gameReducer(initialGame, { type: 'start' });
  expect(s.phase).toBe('connecting');
  expect(gameReducer(s, { type: 'sendStarted', now: T0 })).toBe(s);
  s = gameReducer(s, { type: 'connected', now: T0 });
  expect(s).toMatchObject({ phase: 'running', startedAt: T0, sent: 0, confirmed: 0, failed: 0, tiles: [] });
  expect(timeLeft(s)).toBe(15);
  s = gameReducer(s, { type: 'tick', now: T0 + 14_001 });
  expect([s.phase, timeLeft(s)]).toEqual(['running', 1]);
  s = gameReducer(s, { type: 'tick', now: T0 + 15_000 });
  expect([s.phase, timeLeft(s)]).toEqual(['finished', 0]);
  expect(gameReducer(s, { type: 'sendStarted', now: T0 + 15_001 })).toBe(s);
  s = gameReducer(s, { type: 'reset' });
  expect(s).toMatchObject({ phase: 'idle', sent: 0, tiles: [], startedAt: null });
});

test('a send is ignored while one is in flight; Total Sent rises when a send starts', () => {
  let s = running();
  s = gameReducer(s, { type: 'sendStarted', now: T0 + 10 });
  expect(s).toMatchObject({ sent: 1, inFlight: true });
  expect(s.tiles[0]).toMatchObject({ status: 'pending', signature: null });
  expect(gameReducer(s, { type: 'sendStarted', now: T0 + 11 })).toBe(s);
  s = gameReducer(s, { type: 'sendDone', id: s.tiles[0].id, result: ok('5'.repeat(88), 431) });
  expect(s).toMatchObject({ sent: 1, confirmed: 1, failed: 0, inFlight: false });
  expect(s.tiles[0]).toMatchObject({ status: 'confirmed', processingTime: 431 });
  s = gameReducer(s, { type: 'sendStarted', now: T0 + 20 });
  s = gameReducer(s, {
    type: 'sendDone',
    id: s.tiles[0].id,
    result: { ...ok('x'), success: false, status: 'failed' },
  });
  s = gameReducer(s, { type: 'sendStarted', now: T0 + 30 });
  // A network error: no result.
  s = gameReducer(s, { type: 'sendDone', id: s.tiles[0].id, result: null });
  expect(s).toMatchObject({ sent: 3, confirmed: 1, failed: 2 });
  expect(s.tiles.map((t) => t.status)).toEqual(['failed', 'failed', 'confirmed']);
});

test('only the 10 most recent tiles are kept, newest first', () => {
  let s = running();
  for (let i = 0; i < 13; i++) {
    s = gameReducer(s, { type: 'sendStarted', now: T0 + i });
    s = gameReducer(s, { type: 'sendDone', id: s.tiles[0].id, result: ok(`sig${i}`) });
  }
  expect(s.tiles).toHaveLength(MAX_TILES);
  expect(s.tiles[0].signature).toBe('sig12');
  expect(s.tiles[9].signature).toBe('sig3');
  expect(s.sent).toBe(13);
});

test('Your TPS is sent ÷ elapsed seconds to one decimal; success rate 0 when nothing sent', () => {
  let s = running();
  expect(yourTps(s)).toBe(0);
  for (let i = 0; i < 7; i++) {
    s = gameReducer(s, { type: 'sendStarted', now: T0 });
    s = gameReducer(s, { type: 'sendDone', id: s.tiles[0].id, result: ok(`s${i}`) });
  }
  s = gameReducer(s, { type: 'tick', now: T0 + 3000 });
  expect(yourTps(s)).toBe(2.3); // 7 / 3 = 2.333…
  s = gameReducer(s, { type: 'tick', now: T0 + 15_000 });
  expect(yourTps(s)).toBe(0.5); // 7 / 15 = 0.4666…
  expect(successRate({ sent: 0, confirmed: 0 })).toBe(0);
  expect(successRate({ sent: 8, confirmed: 6 })).toBe(75);
});

test('every end-screen message at its threshold; congratulation from 50 %', () => {
  const net = 10;
  expect(endMessage(8, net, 5)).toBe("Incredible! You're pushing Gorbagana to its limits!");
  expect(endMessage(7.9, net, 5)).toBe("Great performance! You're really testing the network!");
  expect(endMessage(5, net, 5)).toBe("Great performance! You're really testing the network!");
  expect(endMessage(4.9, net, 5)).toBe('Good effort! Keep pushing those transactions!');
  expect(endMessage(2, net, 5)).toBe('Good effort! Keep pushing those transactions!');
  expect(endMessage(1.9, net, 5)).toBe('Nice start! Try mashing your keyboard faster!');
  expect(endMessage(0, net, 0)).toBe('Ready to break some limits?');
  expect(congratulate(5, net, 5)).toBe(true);
  expect(congratulate(4.9, net, 5)).toBe(false);
  expect(congratulate(0, 0, 0)).toBe(false);
});

test('share link: tweet intent with the score, page, hashtag and account', () => {
  const u = new URL(shareUrl(12.34, 'https://explorer.example/break-gorbagana'));
  expect(u.origin + u.pathname).toBe('https://twitter.com/intent/tweet');
  const text = u.searchParams.get('text') ?? '';
  expect(text).toContain('12.3 TPS');
  expect(text).toContain('https://explorer.example/break-gorbagana');
  expect(text).toMatch(/#\w+/);
  expect(text).toMatch(/@\w+/);
});

test('announcements: phases, the countdown only at 15, 10 and 5 s, and the results once', () => {
  let s = gameReducer(initialGame, { type: 'start' });
  expect(gameAnnouncement(s, 100)).toBe('Connecting to network');
  s = gameReducer(s, { type: 'connected', now: T0 });
  const spoken = new Set<string>();
  for (let ms = 0; ms < 15_000; ms += 250) {
    s = gameReducer(s, { type: 'tick', now: T0 + ms });
    if (s.phase === 'running') spoken.add(gameAnnouncement(s, 100));
  }
  expect([...spoken]).toEqual(['Game started: 15 seconds', '10 seconds left', '5 seconds left']);
  s = gameReducer(s, { type: 'tick', now: T0 + 15_000 });
  expect(gameAnnouncement(s, 100)).toBe(
    'Game complete. Ready to break some limits? Sent 0, confirmed 0, failed 0, your TPS 0.0.',
  );
  expect(gameAnnouncement(initialGame, 100)).toBe('');
});
