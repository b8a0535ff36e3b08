import { networkStatus } from './statusRules';

const ok = { overviewError: false, transactionsError: false, blocksError: false };

test('mainnet selected is always Mainnet Offline', () => {
  expect(networkStatus({ isMainnet: true, ...ok })).toBe('Mainnet Offline');
  expect(
    networkStatus({ isMainnet: true, overviewError: true, transactionsError: true, blocksError: true }),
  ).toBe('Mainnet Offline');
});

test('testnet is offline when any of the three queries errors', () => {
  expect(networkStatus({ isMainnet: false, ...ok, overviewError: true })).toBe('Testnet Offline');
  expect(networkStatus({ isMainnet: false, ...ok, transactionsError: true })).toBe('Testnet Offline');
  expect(networkStatus({ isMainnet: false, ...ok, blocksError: true })).toBe('Testnet Offline');
});

test('otherwise Testnet Online', () => {
  expect(networkStatus({ isMainnet: false, ...ok })).toBe('Testnet Online');
});
