import { showsBarSearch } from './barSearch';

test('every page but home shows the compact search in the bar', () => {
  expect(showsBarSearch('/')).toBe(false);
  for (const p of ['/tx/abc', '/block/5', '/address/x', '/token/y', '/tokens', '/nope', '/admin'])
    expect(showsBarSearch(p)).toBe(true);
});
