import { blockNav, parseHeight, shownNote, viewAllLink } from './logic';

test('block height parsing, navigation floor, shown note', () => {
  expect(parseHeight('42')).toBe(42);
  expect(parseHeight('4a')).toBeNull();
  expect(parseHeight('-1')).toBeNull();
  expect(parseHeight(undefined)).toBeNull();
  expect(blockNav(10, 9)).toEqual({ prev: 9, next: 11 });
  expect(blockNav(0, 0)).toEqual({ prev: 0, next: 1 });
  expect(blockNav(5, null)).toEqual({ prev: null, next: 6 });
  expect(shownNote(20)).toBeNull();
  expect(shownNote(21)).toBe('Showing first 20 of 21 transactions');
});

test('a block with more rows than the page shows links to its whole list', () => {
  expect(viewAllLink(7, 20)).toBeNull();
  expect(viewAllLink(7, 602)).toEqual({ to: '/transactions?block=7', label: 'View all 602 transactions' });
});
