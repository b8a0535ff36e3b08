import {
  actionName,
  balanceUsd,
  GOR_LOGO_URL,
  othersSide,
  showingChanges,
  sixDecimals,
  TAB_LABELS,
  tokenLogo,
  totalRecords,
} from './format';
import { TABS } from './view';

test('action names of the Transfers tab, others upper-cased', () => {
  expect(['transfer', 'mint', 'burn', 'create', 'close', 'initialize', 'swap'].map(actionName)).toEqual([
    'TRANSFER',
    'MINT',
    'BURN',
    'CREATE ACCOUNT',
    'CLOSE ACCOUNT',
    'INITIALIZE ACCOUNT',
    'SWAP',
  ]);
});

test('amounts: six decimals', () => {
  expect(sixDecimals('1500000000', 9)).toBe('1.500000');
  expect(sixDecimals('-1', 6)).toBe('0.000001');
});

test('dollar value of the balance with five decimals; header counts', () => {
  expect(balanceUsd(0.0425)).toBe('≈ $0.04250');
  expect(balanceUsd(null)).toBe('(No price feed)');
  expect(showingChanges(1)).toBe('Showing 1 balance change');
  expect(showingChanges(1200)).toBe('Showing 1,200 balance changes');
  expect(totalRecords(1200)).toBe('Total 1,200 records');
});

test('+n others goes with the counterparty: senders for what came in, recipients otherwise', () => {
  expect(othersSide('in')).toBe('from');
  expect(othersSide('out')).toBe('to');
  expect(othersSide('self')).toBe('to');
});

test('GOR shows its own logo; a token its own or none', () => {
  expect(GOR_LOGO_URL).toBe('/api/gor/logo.svg');
  expect(tokenLogo(null, null)).toBe('/api/gor/logo.svg');
  expect(tokenLogo('Mint111111111111111111111111111111111111111', null)).toBeNull();
  expect(tokenLogo('Mint111111111111111111111111111111111111111', 'https://x/l.png')).toBe('https://x/l.png');
});

test('every tab has its name', () => {
  expect(TABS.map((t) => TAB_LABELS[t])).toEqual([
    'Transactions',
    'Transfers',
    'Balance Changes',
    'DeFi Activities',
    'NFT Activities',
    'Analytics',
    'Portfolio',
    'Stake Accounts',
    'Domains',
  ]);
});
