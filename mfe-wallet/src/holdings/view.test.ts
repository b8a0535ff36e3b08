import { apiQuery, csvHref, isComingSoon, readView, writeView } from './view';

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

test('a new view starts at page 1', () => {
  const p = (s: string) => new URLSearchParams(s);
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
