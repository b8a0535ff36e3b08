import { labelOf } from './label';

it('labels instructions in title case from their names', () => {
  expect(labelOf('setComputeUnitLimit')).toBe('Set Compute Unit Limit');
  expect(labelOf('shared_accounts_route')).toBe('Shared Accounts Route');
  expect(labelOf('createIdempotent')).toBe('Create Idempotent');
  expect(labelOf('swapBaseIn')).toBe('Swap Base In');
  expect(labelOf(null)).toBe('Unknown');
  expect(labelOf('')).toBe('Unknown');
});
