import {
  accountTypeLabel,
  addressTitle,
  paramsForPosition,
  positionFromParams,
  previousPosition,
  summaryType,
} from './logic';

test('address titles and types', () => {
  expect(addressTitle({ isMaster: false, isValidator: false })).toBe('Address Details');
  expect(addressTitle({ isMaster: false, isValidator: true })).toBe('Validator Details');
  expect(addressTitle({ isMaster: true, isValidator: false })).toBe('Master Address');
  expect(addressTitle({ isMaster: true, isValidator: true })).toBe('Master Validator');
  expect(accountTypeLabel({ isValidator: false, isTokenAccount: true, type: 'token_account' })).toBe(
    'Token Account',
  );
  expect(accountTypeLabel({ isValidator: false, isTokenAccount: false, type: 'wallet' })).toBe(
    'Standard Wallet',
  );
  expect(accountTypeLabel({ isValidator: true, isTokenAccount: false, type: 'validator' })).toBe('Validator');
  expect(summaryType({ type: 'vote', isValidator: false })).toBe('Vote Account');
  expect(summaryType({ type: 'validator', isValidator: true })).toBe('Validator');
  expect(summaryType({ type: 'wallet', isValidator: false })).toBe('Account');
});

describe('transaction list position in the URL', () => {
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
