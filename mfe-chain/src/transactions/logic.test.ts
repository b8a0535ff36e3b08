import { blockRowsNote, stepper } from './logic';

test('transactions: block stepper', () => {
  expect(stepper(1, 10)).toEqual({ canPrev: false, canNext: true });
  expect(stepper(10, 10)).toEqual({ canPrev: true, canNext: false });
});

test('a block with more transactions than listed says so', () => {
  expect(blockRowsNote(20, 20)).toBeNull();
  expect(blockRowsNote(1200, 500)).toBe('Showing 500 of 1,200 transactions in this block');
});
