import { exactAmount } from './exact';

describe('exactAmount', () => {
  it('keeps every digit of the scaled amount, with thousands separators', () => {
    expect(exactAmount('3861519639304', 6)).toBe('3,861,519.639304');
    expect(exactAmount('14915', 9)).toBe('0.000014915');
    expect(exactAmount('400000000', 9)).toBe('0.4');
    expect(exactAmount('1000000000', 9)).toBe('1');
    expect(exactAmount(7, 0)).toBe('7');
  });
  it('is exact past 2^53, where a float would round', () => {
    expect(exactAmount('123456789012345678901', 9)).toBe('123,456,789,012.345678901');
  });
  it('plain: no separators, for the clipboard', () => {
    expect(exactAmount('3861519639304', 6, true)).toBe('3861519.639304');
  });
  it('signed amounts and zero', () => {
    expect(exactAmount('-5000', 9)).toBe('-0.000005');
    expect(exactAmount('0', 9)).toBe('0');
    expect(exactAmount('-0', 9)).toBe('0');
  });
  it('unusable input gives null', () => {
    expect(exactAmount(null, 9)).toBeNull();
    expect(exactAmount('1.5', 9)).toBeNull();
    expect(exactAmount('abc', 9)).toBeNull();
    expect(exactAmount(1e300, 9)).toBeNull();
  });
});
