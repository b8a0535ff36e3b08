import {
  gorChange,
  instructionFacts,
  makeSymbolOf,
  signOf,
  tokenLines,
  transferAmount,
  visibleAccounts,
} from './logic';

test('transaction view helpers', () => {
  expect(visibleAccounts([1, 2, 3, 4, 5, 6, 7], false)).toHaveLength(5);
  expect(visibleAccounts([1, 2, 3, 4, 5, 6, 7], true)).toHaveLength(7);
  expect(signOf('-5')).toBe(-1);
  expect(signOf('0')).toBe(0);
  expect(signOf('12')).toBe(1);
  expect(gorChange('-1000005000')).toBe('-1.00 GOR');
  expect(gorChange('5000')).toBe('+0.000005000 GOR');
  // an exact zero follows the amount rule (below 0.001: 9 decimals)
  expect(gorChange('0')).toBe('0.000000000 GOR');
  const sym = makeSymbolOf([{ mint: 'M1', symbol: 'TRASH' }]);
  expect(sym(null)).toBe('GOR');
  expect(sym('M1')).toBe('TRASH');
  expect(sym('Mint111111111111')).toBe('Mint11...1111');
  expect(transferAmount({ amount: '2500000', decimals: 6, mint: 'M1' }, sym)).toBe('2.5 TRASH');
  expect(transferAmount({ amount: '1000000000', decimals: 9, mint: null }, sym)).toBe('1.00 GOR');
  const lines = tokenLines(
    [
      { type: 'create', mint: 'M1', account: null, owner: null, amount: '0', decimals: 6 },
      { type: 'mint', mint: 'M1', account: null, owner: null, amount: '5000000', decimals: 6 },
    ],
    [{ mint: 'M1', account: null, owner: null, amount: '1000000', decimals: 6 }],
    sym,
  );
  expect(lines.created[0].text).toBe('TRASH (6 decimals)');
  expect(lines.minted[0].text).toBe('5 TRASH');
  expect(lines.burned[0].text).toBe('1 TRASH');
  expect(
    instructionFacts({ source: 'A', lamports: '1000000000', tokenAmount: { amount: '1500', decimals: 3 } }),
  ).toEqual([
    ['source', 'A'],
    ['lamports', '1.00 GOR'],
    ['tokenAmount', '1.5'],
  ]);
});
