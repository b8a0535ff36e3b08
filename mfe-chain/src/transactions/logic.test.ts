import { blockFromParam, blockRowsNote, paramsForBlock, stepper } from './logic';

test('transactions: block stepper', () => {
  expect(stepper(1, 10)).toEqual({ canPrev: false, canNext: true });
  expect(stepper(10, 10)).toEqual({ canPrev: true, canNext: false });
});

test('a block with more transactions than listed says so', () => {
  expect(blockRowsNote(20, 20)).toBeNull();
  expect(blockRowsNote(1200, 500)).toBe('Showing 500 of 1,200 transactions in this block');
});

test('the picked block lives in the URL', () => {
  expect(blockFromParam(null)).toBeNull();
  expect(blockFromParam('4989')).toBe(4989);
  expect(blockFromParam('0')).toBe(0);
  for (const bad of ['', '-1', '1.5', 'abc', '9'.repeat(16), ' 5']) expect(blockFromParam(bad)).toBeNull();
  const kept = new URLSearchParams('x=1');
  expect(paramsForBlock(kept, 42).toString()).toBe('x=1&block=42');
  expect(paramsForBlock(new URLSearchParams('block=42&x=1'), null).toString()).toBe('x=1');
});
