import { holdersRange, medal, paramsForView, totalPages, viewFromParams, visibleHolders } from './logic';

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

test('the switch lives in the URL, beside the page; malformed shows everything', () => {
  const p = (s: string) => new URLSearchParams(s);
  expect(viewFromParams(p('page=3&hide=programs'))).toEqual({ hidePrograms: true });
  expect(viewFromParams(p('page=abc&hide=yes'))).toEqual({ hidePrograms: false });
  expect(paramsForView(p('x=1&page=2'), { hidePrograms: true }).toString()).toBe('x=1&page=2&hide=programs');
  expect(paramsForView(p('page=4&hide=programs'), { hidePrograms: false }).toString()).toBe('page=4');
  for (const v of [{ hidePrograms: false }, { hidePrograms: true }])
    expect(viewFromParams(paramsForView(p(''), v))).toEqual(v);
});

test('the switch hides programs, what programs own and stake accounts; wallets and validators stay', () => {
  const rows = (
    [
      'wallet',
      'program',
      'stake',
      'validator',
      'token_account',
      'pda',
      'vote',
      'mint',
      'program_owned',
    ] as const
  ).map((kind) => ({ kind }));
  expect(visibleHolders(rows, false)).toEqual(rows);
  expect(visibleHolders(rows, true).map((r) => r.kind)).toEqual(['wallet', 'validator']);
});
