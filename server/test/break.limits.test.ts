// The pure rules behind the abuse limits and the trollbox posts (clock injected, no waiting).
import { checkGameId, GAME_MS } from '../src/break/gameId';
import { bucketBudget, oneAtATime, slidingWindow, type Rule } from '../src/limits/rules';
import { isAdmin } from '../src/trollbox/admin';
import { checkPost } from '../src/trollbox/rules';

/** Runs a rule as the shared store does: the accepted state is kept for the next event. */
function keeper<S, R>(rule: Rule<S, R>) {
  let state: S | undefined;
  return (now: number) => {
    const d = rule(state === undefined ? undefined : (JSON.parse(JSON.stringify(state)) as S), now);
    if (d.ok) state = d.state;
    return d.ok ? { ok: true as const } : { ok: false as const, refusal: d.refusal };
  };
}

test('sliding window: 20 in any second, then it slides', () => {
  const take = keeper(slidingWindow(20, 1000));
  for (let i = 0; i < 20; i++) expect(take(1000 + i).ok).toBe(true);
  expect(take(1019)).toEqual({ ok: false, refusal: { retryAfterMs: 981 } });
  // the first event leaves the window at 2000: one place frees up, not twenty
  expect(take(2000).ok).toBe(true);
  expect(take(2000).ok).toBe(false);
  expect(take(2019).ok).toBe(true);
});

test('sliding window state keeps only the events still inside it and tells when it expires', () => {
  const d = slidingWindow(2, 1000)([1, 500, 1400], 1600);
  expect(d).toEqual({ ok: true, state: [1400, 1600], expiresAt: 2600 });
  // a damaged state counts as none
  expect(slidingWindow(1, 1000)('x' as unknown as number[], 5).ok).toBe(true);
});

test('global budget per minute, counted in one-second buckets', () => {
  const take = keeper(bucketBudget(3, 60_000));
  expect([take(0).ok, take(10_000).ok, take(20_000).ok]).toEqual([true, true, true]);
  expect(take(30_000)).toEqual({ ok: false, refusal: { retryAfterMs: 30_000 } });
  expect(take(60_500).ok).toBe(true);
  expect(bucketBudget(5, 60_000)([[100, 2]], 100_400)).toEqual({
    ok: true,
    state: [[100, 3]],
    expiresAt: 161_000,
  });
});

test('game ids: too old or from the future are refused', () => {
  const now = 1_000_000;
  expect(checkGameId(now - 20_001, now)).toMatchObject({ ok: false, message: expect.stringMatching(/over/) });
  expect(checkGameId(now + 2_001, now)).toMatchObject({
    ok: false,
    message: expect.stringMatching(/future/),
  });
  expect(checkGameId(now - 20_000, now).ok).toBe(true);
  expect(checkGameId(now + 2_000, now).ok).toBe(true);
});

test('one running game per visitor: the same game goes on, another waits until the first is over', () => {
  const now = 1_000_000;
  let running: number | undefined;
  const start = (id: number, at: number) => {
    const d = oneAtATime(id, GAME_MS)(running, at);
    if (d.ok) running = d.state;
    return d.ok;
  };
  expect(start(now - 1000, now)).toBe(true);
  expect(start(now - 1000, now + 5000)).toBe(true);
  expect(start(now, now + 100)).toBe(false);
  expect(start(now + 14_000, now + 14_000)).toBe(true);
  expect(running).toBe(now + 14_000);
});

test('trollbox posts: trimmed lengths in characters, control characters refused, markup kept', () => {
  expect(checkPost(' al ', ' hi ')).toEqual({ ok: true, author: 'al', text: 'hi' });
  expect(checkPost('a'.repeat(24), '😀'.repeat(280)).ok).toBe(true);
  expect(checkPost('a'.repeat(25), 'x').ok).toBe(false);
  expect(checkPost('a', 'x'.repeat(281)).ok).toBe(false);
  expect(checkPost('a', 'tab\there').ok).toBe(false);
  expect(checkPost('a', '\u0085').ok).toBe(false);
  expect(checkPost('a', '<img src=x onerror=alert(1)> \u202Eevil')).toMatchObject({ ok: true });
});

test('admin token: bearer only, exact match, none configured refuses all', () => {
  expect(isAdmin('Bearer s3cret', 's3cret')).toBe(true);
  for (const h of [
    undefined,
    '',
    'Bearer s3cre',
    'Bearer s3cret ',
    's3cret',
    'bearer s3cret',
    'Basic s3cret',
  ])
    expect(isAdmin(h, 's3cret')).toBe(false);
  expect(isAdmin('Bearer ', '')).toBe(false);
  expect(isAdmin('Bearer x', undefined)).toBe(false);
});
