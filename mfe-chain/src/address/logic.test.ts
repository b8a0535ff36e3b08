import { ADDRESS_KINDS } from 'shared-api/core';
import {
  accountTypeLabel,
  addressName,
  historyTitle,
  isProgramOwned,
  addressTitle,
  summaryType,
  totalText,
  votesNote,
} from './logic';

test('address titles and types', () => {
  expect(addressTitle({ isMaster: false, isValidator: false })).toBe('Address Details');
  expect(addressTitle({ isMaster: false, isValidator: true })).toBe('Validator Details');
  expect(addressTitle({ isMaster: true, isValidator: false })).toBe('Master Address');
  expect(addressTitle({ isMaster: true, isValidator: true })).toBe('Master Validator');
  expect(accountTypeLabel({ type: 'token_account' })).toBe('Token Account');
  expect(accountTypeLabel({ type: 'wallet' })).toBe('Standard Wallet');
  expect(accountTypeLabel({ type: 'validator' })).toBe('Validator');
  expect(accountTypeLabel({ type: 'program' })).toBe('Program (executable)');
  expect(accountTypeLabel({ type: 'mint' })).toBe('Token Mint');
  expect(accountTypeLabel({ type: 'stake' })).toBe('Stake Account');
  expect(accountTypeLabel({ type: 'vote' })).toBe('Vote Account');
  expect(accountTypeLabel({ type: 'pda' })).toBe('Program Derived Address (PDA)');
  expect(isProgramOwned('wallet')).toBe(false);
  expect(isProgramOwned('validator')).toBe(false);
  for (const k of ['program', 'mint', 'token_account', 'stake', 'vote', 'pda', 'program_owned'] as const)
    expect(isProgramOwned(k)).toBe(true);
  expect(summaryType({ type: 'vote', isValidator: false })).toBe('Vote Account');
  expect(summaryType({ type: 'validator', isValidator: true })).toBe('Validator');
  expect(summaryType({ type: 'wallet', isValidator: false })).toBe('Account');
  expect(accountTypeLabel({ type: 'sysvar' })).toBe('Sysvar');
  expect(accountTypeLabel({ type: 'lookup_table' })).toBe('Address Lookup Table');
});

test('the summary card and the overview read one kind: they never disagree', () => {
  // The spec's three summary texts where it lists them; the overview's label for every other kind.
  for (const type of ADDRESS_KINDS) {
    const summary = summaryType({ type, isValidator: type === 'validator' || type === 'vote' });
    const overview = accountTypeLabel({ type });
    if (type === 'wallet') expect(summary).toBe('Account');
    else expect({ type, summary }).toEqual({ type, summary: overview });
  }
  expect(summaryType({ type: 'program', isValidator: false })).toBe('Program (executable)');
  expect(summaryType({ type: 'sysvar', isValidator: false })).toBe('Sysvar');
});

test('an address goes by its name when it has one', () => {
  expect(addressName({ name: 'Jupiter Aggregator v6' })).toBe('Jupiter Aggregator v6');
  expect(addressName({ name: null })).toBeNull();
  expect(addressName({})).toBeNull();
  expect(addressName({ name: '  ' })).toBeNull();
});

test('Total Sent / Received in GOR; none where the index did not count them all', () => {
  expect(totalText('2500000000')).toBe('2.50 GOR');
  expect(totalText('0')).toBe('0 GOR');
  expect(totalText(null)).toBeNull();
});

test('only a validator says its votes are not listed; a count only of a kept history', () => {
  expect(votesNote({ type: 'vote', isValidator: true })).toMatch(/^Vote transactions are not listed/);
  expect(votesNote({ type: 'validator', isValidator: true })).not.toBeNull();
  expect(votesNote({ type: 'wallet', isValidator: false })).toBeNull();
  expect(historyTitle(undefined)).toBe('Transactions');
  expect(historyTitle({ totalCount: 1234, historyKept: true })).toBe('Transactions (1,234)');
  expect(historyTitle({ totalCount: 30, historyKept: false })).toBe('Transactions');
  expect(historyTitle({ totalCount: 0, historyKept: true })).toBe('Transactions');
});
