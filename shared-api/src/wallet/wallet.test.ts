import type { AddressTransaction } from 'shared-api';
import {
  filterHoldings,
  holdingAmount,
  holdingUsd,
  othersLabel,
  signedAmountRaw,
  sortHoldings,
  transferActionTone,
  uniqueBySignature,
} from './index';

const OTHER = 'Ot2222222222222222222222222222222222222222';

function tx(p: Partial<AddressTransaction> = {}): AddressTransaction {
  return {
    signature: 'sig1',
    slot: 10,
    blockHeight: 9,
    timestamp: 1_700_000_000,
    status: 'success',
    fee: '5000',
    feePayer: OTHER,
    instructions: [],
    transfers: [],
    mintedTokens: [],
    burnedTokens: [],
    accounts: [],
    tokenBalanceChanges: [],
    ...p,
  };
}
describe('holdings search and order', () => {
  const list = [
    {
      isNative: true,
      symbol: null,
      mint: 'So11111111111111111111111111111111111111112',
      name: null,
      usdValue: 1,
    },
    { isNative: false, symbol: 'TRASH', mint: 'MintAAA', name: 'Trash Coin', usdValue: 5 },
    { isNative: false, symbol: null, mint: 'MintBBB', name: 'Bag', usdValue: null },
    { isNative: false, symbol: 'RICH', mint: 'MintCCC', name: null, usdValue: 50 },
  ];
  test('empty or blank query keeps all', () => {
    expect(filterHoldings(list, '')).toHaveLength(4);
    expect(filterHoldings(list, '   ')).toHaveLength(4);
  });
  test('case-insensitive substring of symbol, mint or name', () => {
    expect(filterHoldings(list, 'trash').map((h) => h.mint)).toEqual(['MintAAA']);
    expect(filterHoldings(list, 'bbb').map((h) => h.name)).toEqual(['Bag']);
    expect(filterHoldings(list, 'COIN')).toHaveLength(1);
    expect(filterHoldings(list, 'zzz')).toHaveLength(0);
  });
  test("GOR matches 'gor' and 'gorbagana'", () => {
    expect(filterHoldings(list, 'gor').map((h) => h.isNative)).toEqual([true]);
    expect(filterHoldings(list, 'Gorbagana').map((h) => h.isNative)).toEqual([true]);
    expect(filterHoldings(list.slice(1), 'gorbagana')).toHaveLength(0);
  });
  test('GOR first, then dollar value descending, unknown last', () => {
    expect(sortHoldings([list[2], list[1], list[0], list[3]]).map((h) => h.mint)).toEqual([
      list[0].mint,
      'MintCCC',
      'MintAAA',
      'MintBBB',
    ]);
  });
  test('amount abbreviated, dollars with 8 decimals', () => {
    expect(holdingAmount({ amount: '1500000000000', decimals: 9 })).toBe('1.50K');
    expect(holdingUsd({ usdValue: 0.5 })).toBe('$0.50000000');
    expect(holdingUsd({ usdValue: null })).toBeNull();
  });
});

describe('rows of the wallet tabs', () => {
  test('unique by signature', () => {
    expect(uniqueBySignature([tx(), tx(), tx({ signature: 'sig2' })]).map((t) => t.signature)).toEqual([
      'sig1',
      'sig2',
    ]);
  });
  test('action badge colours', () => {
    expect(transferActionTone('TRANSFER')).toBe('green');
    expect(transferActionTone('MINT')).toBe('green');
    expect(transferActionTone('BURN')).toBe('red');
    expect(transferActionTone('CREATE ACCOUNT')).toBe('emerald');
    expect(transferActionTone('CLOSE ACCOUNT')).toBe('orange');
    expect(transferActionTone('INITIALIZE ACCOUNT')).toBe('purple');
    expect(transferActionTone('SETAUTHORITY')).toBe('gray');
  });
  test("'+n others'", () => {
    expect(othersLabel(0)).toBe('');
    expect(othersLabel(3)).toBe('+3 others');
  });
});

test('amounts are signed relative to the viewed address: out is negative, zero and self never are', () => {
  expect(signedAmountRaw('15', 'out')).toBe('-15');
  expect(signedAmountRaw('15', 'in')).toBe('15');
  expect(signedAmountRaw('15', 'self')).toBe('15');
  expect(signedAmountRaw('0', 'out')).toBe('0');
});
