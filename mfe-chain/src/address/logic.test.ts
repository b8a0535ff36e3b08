import { accountTypeLabel, addressTitle, summaryType } from './logic';

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
