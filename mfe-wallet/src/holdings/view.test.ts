import { apiQuery, csvHref, isComingSoon, readView, writeView } from './view';
import { FIRST, jumpTo, pageFromParams, paramsForPage, requestOf, withNextCursor } from './paging';

const MINT = 'So11111111111111111111111111111111111111112';

describe('view in the URL', () => {
  test('reads tab and filters, dropping malformed values', () => {
    const v = readView(
      new URLSearchParams(`tab=transfers&mint=${MINT}&direction=in&action=burn&from=2026-01-02&to=nope`),
    );
    expect(v).toEqual({
      tab: 'transfers',
      filters: { mint: MINT, direction: 'in', action: 'burn', from: '2026-01-02' },
    });
    expect(readView(new URLSearchParams('tab=x&direction=up&mint=0OIl&action=swap'))).toEqual({
      tab: 'transactions',
      filters: {},
    });
    // 'other' is an action of balance changes only.
    expect(readView(new URLSearchParams('tab=transfers&action=other')).filters).toEqual({});
    expect(readView(new URLSearchParams('tab=balance-changes&action=other')).filters).toEqual({
      action: 'other',
    });
  });

  test('writes back, keeping other parameters and dropping empty filters', () => {
    const p = writeView(new URLSearchParams('remote.mfe_wallet=1.0.0&mint=x'), {
      tab: 'balance-changes',
      filters: { direction: 'out', from: '2026-03-01' },
    });
    expect(p.toString()).toBe('remote.mfe_wallet=1.0.0&tab=balance-changes&direction=out&from=2026-03-01');
    expect(writeView(p, { tab: 'transactions', filters: { direction: 'out' } }).toString()).toBe(
      'remote.mfe_wallet=1.0.0',
    );
  });

  test('dates become a UTC day range in unix seconds; the CSV link carries the filters', () => {
    expect(apiQuery({ from: '2026-01-02', to: '2026-01-02', mint: MINT })).toEqual({
      mint: MINT,
      direction: undefined,
      action: undefined,
      from: 1767312000,
      to: 1767398399,
    });
    expect(csvHref('Addr', 'transfers', { direction: 'in' })).toBe(
      '/api/address/Addr/transfers.csv?direction=in',
    );
  });
});

describe('cursor paging', () => {
  test('each page keeps the cursor used to reach it; unknown pages go by number', () => {
    let p = withNextCursor(FIRST, 'c2');
    expect(requestOf(p)).toEqual({});
    p = jumpTo(p, 2, 5) ?? p;
    expect(requestOf(p)).toEqual({ cursor: 'c2' });
    p = withNextCursor(p, 'c3');
    p = jumpTo(p, 5, 5) ?? p;
    expect(requestOf(p)).toEqual({ page: 5 });
    p = jumpTo(p, 3, 5) ?? p;
    expect(requestOf(p)).toEqual({ cursor: 'c3' });
    p = jumpTo(p, 1, 5) ?? p;
    expect(requestOf(p)).toEqual({});
    expect(p.cursors).toEqual({ 2: 'c2', 3: 'c3' });
  });

  test('a jump outside 1..last (or to the current page) is ignored', () => {
    expect(jumpTo(FIRST, 0, 4)).toBeNull();
    expect(jumpTo(FIRST, 5, 4)).toBeNull();
    expect(jumpTo(FIRST, 1, 4)).toBeNull();
    expect(jumpTo(FIRST, 2.5, 4)).toBeNull();
    expect(jumpTo(FIRST, 4, 4)?.page).toBe(4);
  });

  test('Refresh is the first page with no cursors', () => {
    expect(FIRST).toEqual({ page: 1, cursors: {} });
    expect(withNextCursor(FIRST, null)).toBe(FIRST);
  });
});

test('the wallet page number in the URL: round-trips, malformed is page 1, a new view starts at page 1', () => {
  const p = (s: string) => new URLSearchParams(s);
  expect(pageFromParams(p('tab=transfers&page=4'))).toBe(4);
  for (const bad of ['page=0', 'page=-3', 'page=abc', 'page=1234567', ''])
    expect(pageFromParams(p(bad))).toBe(1);
  expect(paramsForPage(p('tab=transfers'), 3).toString()).toBe('tab=transfers&page=3');
  expect(paramsForPage(p('tab=transfers&page=3'), 1).toString()).toBe('tab=transfers');
  expect(pageFromParams(paramsForPage(p(''), 9))).toBe(9);
  expect(
    writeView(p('tab=transfers&page=3'), { tab: 'transfers', filters: { direction: 'in' } }).toString(),
  ).toBe('tab=transfers&direction=in');
});

test('Coming Soon tabs live in the URL; only the history tabs keep filters', () => {
  const p = (s: string) => new URLSearchParams(s);
  expect(readView(p('tab=defi-activities&direction=in'))).toEqual({ tab: 'defi-activities', filters: {} });
  expect(readView(p('tab=domains')).tab).toBe('domains');
  expect(
    writeView(p('tab=transfers&direction=in&page=2'), {
      tab: 'portfolio',
      filters: { direction: 'in' },
    }).toString(),
  ).toBe('tab=portfolio');
  expect(isComingSoon('analytics')).toBe(true);
  expect(isComingSoon('transfers')).toBe(false);
});
