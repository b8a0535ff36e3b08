import {
  FIRST_POSITION,
  knownTotalPages,
  pageFromParams,
  paramsForPosition,
  positionFromParams,
  previousPosition,
  requestFor,
} from './listPosition';

const p = (s: string) => new URLSearchParams(s);

describe('a list reached by cursor: its position in the URL', () => {
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
    expect(paramsForPosition(p('tab=x&page=2&before=c2'), FIRST_POSITION).toString()).toBe('tab=x');
    // a later page with no cursor cannot be reached: the first page instead
    expect(paramsForPosition(p('tab=x&page=2&before=c2'), { page: 4, cursor: null }).toString()).toBe(
      'tab=x',
    );
  });

  test('previous uses the cursor this visit saw, else the first page', () => {
    const seen = new Map<number, string | null>([
      [1, null],
      [2, 'c2'],
    ]);
    expect(previousPosition({ page: 3, cursor: 'c3' }, seen)).toEqual({ page: 2, cursor: 'c2' });
    expect(previousPosition({ page: 2, cursor: 'c2' }, seen)).toEqual(FIRST_POSITION);
    expect(previousPosition({ page: 5, cursor: 'c5' }, seen)).toEqual(FIRST_POSITION);
  });
});

describe('a list that is also served by page number', () => {
  test('the URL names the page alone; its cursor is the one this visit kept', () => {
    const seen = new Map<number, string | null>([[3, 'c3']]);
    expect(positionFromParams(p('tab=transfers&page=4'), 'number', seen)).toEqual({ page: 4, cursor: null });
    expect(positionFromParams(p('page=3&before=zz'), 'number', seen)).toEqual({ page: 3, cursor: 'c3' });
    expect(paramsForPosition(p('tab=transfers'), { page: 3, cursor: 'c3' }, 'number').toString()).toBe(
      'tab=transfers&page=3',
    );
    expect(paramsForPosition(p('tab=transfers&page=3'), FIRST_POSITION, 'number').toString()).toBe(
      'tab=transfers',
    );
  });

  test('previous goes by the kept cursor, else by number', () => {
    const seen = new Map<number, string | null>([[2, 'c2']]);
    expect(previousPosition({ page: 3, cursor: null }, seen, 'number')).toEqual({ page: 2, cursor: 'c2' });
    expect(previousPosition({ page: 6, cursor: null }, seen, 'number')).toEqual({ page: 5, cursor: null });
  });
});

test('the page number in the URL: malformed is page 1', () => {
  expect(pageFromParams(p('tab=transfers&page=4'))).toBe(4);
  for (const bad of ['page=0', 'page=-3', 'page=abc', 'page=1234567', ''])
    expect(pageFromParams(p(bad))).toBe(1);
});

test('a page is asked for by nothing (first), its cursor, else its number', () => {
  expect(requestFor(FIRST_POSITION)).toEqual({});
  expect(requestFor({ page: 2, cursor: 'c2' })).toEqual({ cursor: 'c2' });
  expect(requestFor({ page: 5, cursor: null })).toEqual({ page: 5 });
});

test('total pages: ceil(total/size), else current + 1 when more exist, else current', () => {
  expect(knownTotalPages(1, 25, true, 10)).toBe(3);
  expect(knownTotalPages(4, 25, false, 10)).toBe(4);
  expect(knownTotalPages(2, 0, true, 10)).toBe(3);
  expect(knownTotalPages(2, null, false, 10)).toBe(2);
});
