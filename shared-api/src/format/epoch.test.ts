import { epochTooltip, slotsToDuration } from './epoch';

test('tooltip assumes 1 s per slot', () => {
  expect(slotsToDuration(30)).toBe('30s');
  expect(slotsToDuration(90)).toBe('1m');
  expect(slotsToDuration(3 * 3600 + 120)).toBe('3h 2m');
  expect(slotsToDuration(2 * 86400 + 3600)).toBe('2d 1h');
  expect(epochTooltip(400, 1000)).toBe('600 slots remaining (~10m at 1 s per slot)');
});
