import {
  formatDateTime,
  relativeTime,
  shortAddress4,
  shortForm,
  shortName,
  shortSignature,
  toMillis,
} from './text';

describe('short forms', () => {
  test('6+4 only above 10 characters', () => {
    expect(shortForm('ABCDEFGHIJ')).toBe('ABCDEFGHIJ');
    expect(shortForm('ABCDEFGHIJK')).toBe('ABCDEF...HIJK');
    expect(shortForm(undefined)).toBe('N/A');
    expect(shortForm(null)).toBe('N/A');
    expect(shortForm('')).toBe('N/A');
  });
  test('compact forms and short names', () => {
    expect(shortSignature('5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnb')).toBe('5VERv8NM...');
    expect(shortAddress4('So11111111111111111111111111111111111111112')).toBe('So11...1112');
    expect(shortName('A Very Long Name')).toBe('A Very L...');
    expect(shortName('Short')).toBe('Short');
  });
});

describe('relativeTime', () => {
  const now = 1_700_000_000_000;
  test.each([
    [0, '0 secs ago'],
    [1, '1 secs ago'],
    [59, '59 secs ago'],
    [60, '1 min ago'],
    [119, '1 min ago'],
    [120, '2 mins ago'],
    [3599, '59 mins ago'],
    [3600, '1 hour ago'],
    [7200, '2 hours ago'],
    [86399, '23 hours ago'],
    [86400, '1 day ago'],
    [3 * 86400, '3 days ago'],
  ])('%p s → %p', (ago, out) => expect(relativeTime(now / 1000 - ago, now)).toBe(out));
  test('accepts ms, ISO, and clamps the future', () => {
    expect(relativeTime(now - 5000, now)).toBe('5 secs ago');
    expect(relativeTime(new Date(now - 60_000).toISOString(), now)).toBe('1 min ago');
    expect(relativeTime(now + 10_000, now)).toBe('0 secs ago');
    expect(relativeTime(null, now)).toBe('Unknown');
  });
  test('toMillis and formatDateTime', () => {
    expect(toMillis(1_700_000_000)).toBe(1_700_000_000_000);
    expect(toMillis('garbage')).toBeNull();
    expect(formatDateTime(0)).toBe('Unknown');
    expect(formatDateTime(1_700_000_000)).toBe('2023-11-14 22:13:20 UTC');
  });
});
