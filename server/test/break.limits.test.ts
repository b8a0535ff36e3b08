// The pure rules behind the abuse limits and the trollbox posts (clock injected, no waiting).
import { BucketCounter, GameTracker, SlidingWindow } from '../src/break/limits';
import { isAdmin } from '../src/trollbox/admin';
import { checkPost } from '../src/trollbox/rules';

test('sliding window: 20 a second per key, keys independent, the window slides', () => {
  const w = new SlidingWindow(20, 1000);
  for (let i = 0; i < 20; i++) expect(w.take('a', 1000 + i).ok).toBe(true);
  const r = w.take('a', 1019);
  expect(r).toEqual({ ok: false, retryAfterMs: 981 });
  expect(w.take('b', 1019).ok).toBe(true);
  expect(w.take('a', 2000).ok).toBe(true);
  w.sweep(10_000);
  expect(w.size).toBe(0);
});

test('sliding window memory is capped by forgetting the least recent keys', () => {
  const w = new SlidingWindow(1, 60_000, 3);
  for (const k of ['a', 'b', 'c', 'd']) w.take(k, 0);
  expect(w.size).toBe(3);
  expect(w.take('a', 1).ok).toBe(true); // 'a' was forgotten
  expect(w.take('d', 1).ok).toBe(false);
});

test('global budget per minute', () => {
  const b = new BucketCounter(3, 60_000);
  expect([b.take(0).ok, b.take(10_000).ok, b.take(20_000).ok, b.take(30_000).ok]).toEqual([
    true,
    true,
    true,
    false,
  ]);
  expect(b.take(60_500).ok).toBe(true);
});

test('game ids: age, future, one running game per visitor', () => {
  const g = new GameTracker();
  const now = 1_000_000;
  expect(g.check('ip', now - 20_001, now)).toMatchObject({ ok: false, status: 400 });
  expect(g.check('ip', now + 2_001, now)).toMatchObject({ ok: false, status: 400 });
  expect(g.check('ip', now - 1000, now).ok).toBe(true);
  expect(g.check('ip', now - 1000, now + 5000).ok).toBe(true);
  expect(g.check('ip', now, now + 100)).toMatchObject({ ok: false, status: 409 });
  expect(g.check('other', now, now + 100).ok).toBe(true);
  // Once the first game's 15 s are over a new one may start.
  expect(g.check('ip', now + 14_000, now + 14_000).ok).toBe(true);
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
