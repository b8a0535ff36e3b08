import { epochProgress, epochSlotRange, epochTooltip, slotsToDuration } from './epoch';

test('slot range is current-1000 .. current+31999, floored at 0', () => {
  expect(epochSlotRange(5000)).toEqual({ start: 4000, end: 36999 });
  expect(epochSlotRange(10)).toEqual({ start: 0, end: 32009 });
});
test('progress percent', () => {
  expect(epochProgress(216000, 432000)).toBe(50);
  expect(epochProgress(0, 432000)).toBe(0);
  expect(epochProgress(10, 0)).toBe(0);
});
test('tooltip assumes 1 s per slot', () => {
  expect(slotsToDuration(30)).toBe('30s');
  expect(slotsToDuration(90)).toBe('1m');
  expect(slotsToDuration(3 * 3600 + 120)).toBe('3h 2m');
  expect(slotsToDuration(2 * 86400 + 3600)).toBe('2d 1h');
  expect(epochTooltip(400, 1000)).toBe('600 slots remaining (~10m at 1 s per slot)');
});
