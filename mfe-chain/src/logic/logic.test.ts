import { blockNav, parseHeight, shownNote } from './block';
import {
  accountTypeLabel,
  addressTitle,
  cursorFor,
  filterHoldings,
  firstPage,
  nextPage,
  prevPage,
  summaryType,
} from './address';
import { holdersRange, medal, stepper, totalPages, validatorColumns } from './lists';
import {
  gorChange,
  instructionFacts,
  makeSymbolOf,
  signOf,
  tokenLines,
  transferAmount,
  visibleAccounts,
} from './transaction';
import { quickStartCommands } from './devtools';

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

test('holdings filter: case-insensitive substring of symbol, mint or name', () => {
  const list = [
    { symbol: 'TRASH', mint: 'MintAAA', name: 'Trash Coin' },
    { symbol: null, mint: 'MintBBB', name: 'Bag' },
  ];
  expect(filterHoldings(list, '')).toHaveLength(2);
  expect(filterHoldings(list, 'trash')).toHaveLength(1);
  expect(filterHoldings(list, 'bbb')[0].name).toBe('Bag');
  expect(filterHoldings(list, 'coin')).toHaveLength(1);
  expect(filterHoldings(list, 'zzz')).toHaveLength(0);
});

test('cursor pages keep the cursor of each page', () => {
  let s = firstPage;
  expect(cursorFor(s)).toBeNull();
  s = nextPage(s, 'c2');
  expect(s.page).toBe(2);
  expect(cursorFor(s)).toBe('c2');
  s = nextPage(s, 'c3');
  expect(cursorFor(s)).toBe('c3');
  s = prevPage(s);
  expect(cursorFor(s)).toBe('c2');
  s = prevPage(prevPage(s));
  expect(s.page).toBe(1);
  expect(nextPage(s, null)).toBe(s);
  // moving forward again from page 1 with a new cursor replaces the old path
  expect(cursorFor(nextPage(s, 'n2'))).toBe('n2');
});

test('lists: columns, ranges, medals, stepper', () => {
  expect(validatorColumns([{ commission: 0, apy: 0, uptime: 0, delegators: 0 }])).toEqual({
    commission: false,
    apy: false,
    uptime: false,
    delegators: false,
  });
  expect(
    validatorColumns([
      { commission: 0, apy: 0, uptime: 0, delegators: 0 },
      { commission: 5, apy: 0, uptime: 1, delegators: 0 },
    ]),
  ).toEqual({ commission: true, apy: false, uptime: true, delegators: false });
  expect(holdersRange(1, 50, 120)).toBe('Showing 1-50 of 120 holders');
  expect(holdersRange(3, 20, 120)).toBe('Showing 101-120 of 120 holders');
  expect(holdersRange(1, 0, 0)).toBe('Showing 0 of 0 holders');
  expect(totalPages(120)).toBe(3);
  expect(totalPages(0)).toBe(1);
  expect(medal(1)?.label).toBe('Gold');
  expect(medal(3)?.label).toBe('Bronze');
  expect(medal(4)).toBeNull();
  expect(stepper(1, 10)).toEqual({ canPrev: false, canNext: true });
  expect(stepper(10, 10)).toEqual({ canPrev: true, canNext: false });
});

test('transaction view helpers', () => {
  expect(visibleAccounts([1, 2, 3, 4, 5, 6, 7], false)).toHaveLength(5);
  expect(visibleAccounts([1, 2, 3, 4, 5, 6, 7], true)).toHaveLength(7);
  expect(signOf('-5')).toBe(-1);
  expect(signOf('0')).toBe(0);
  expect(signOf('12')).toBe(1);
  expect(gorChange('-1000005000')).toBe('-1.00 GOR');
  expect(gorChange('5000')).toBe('+0.000005000 GOR');
  expect(gorChange('0')).toBe('0 GOR');
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

test('quick start commands use the indexed RPC URL', () => {
  const cmds = quickStartCommands('http://node:8899');
  expect(cmds).toHaveLength(5);
  expect(cmds[0].command).toBe('solana config set --url http://node:8899');
  expect(cmds[3].command).toBe('solana airdrop 1');
});
