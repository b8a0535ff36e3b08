import { holdersRange, medal, totalPages } from './logic';

test('top holders: ranges, pages, medals', () => {
  expect(holdersRange(1, 50, 120)).toBe('Showing 1-50 of 120 holders');
  expect(holdersRange(3, 20, 120)).toBe('Showing 101-120 of 120 holders');
  expect(holdersRange(1, 0, 0)).toBe('Showing 0 of 0 holders');
  expect(totalPages(120)).toBe(3);
  expect(totalPages(0)).toBe(1);
  expect(medal(1)?.label).toBe('Gold');
  expect(medal(3)?.label).toBe('Bronze');
  expect(medal(4)).toBeNull();
});
