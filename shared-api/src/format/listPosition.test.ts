import { paramsForPosition, positionFromParams, previousPosition } from './listPosition';

describe('a list position in the URL', () => {
  const p = (s: string) => new URLSearchParams(s);
  test('a page and its cursor round-trip; malformed is the first page', () => {
    expect(positionFromParams(p('page=3&before=abc'))).toEqual({ page: 3, cursor: 'abc' });
    for (const bad of [
      '',
      'page=3',
      'before=abc',
      'page=x&before=abc',
      'page=1&before=abc',
      'page=-2&before=a',
    ])
      expect(positionFromParams(p(bad))).toEqual({ page: 1, cursor: null });
    expect(paramsForPosition(p('tab=x'), { page: 2, cursor: 'c2' }).toString()).toBe(
      'tab=x&page=2&before=c2',
    );
    expect(paramsForPosition(p('tab=x&page=2&before=c2'), { page: 1, cursor: null }).toString()).toBe(
      'tab=x',
    );
  });
  test('previous uses the cursor this visit saw, else the first page', () => {
    const seen = new Map<number, string | null>([
      [1, null],
      [2, 'c2'],
    ]);
    expect(previousPosition({ page: 3, cursor: 'c3' }, seen)).toEqual({ page: 2, cursor: 'c2' });
    expect(previousPosition({ page: 2, cursor: 'c2' }, seen)).toEqual({ page: 1, cursor: null });
    expect(previousPosition({ page: 5, cursor: 'c5' }, seen)).toEqual({ page: 1, cursor: null });
  });
});
