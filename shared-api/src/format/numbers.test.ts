import {
  abbreviate,
  formatAmount,
  formatFee,
  formatFeeRaw9,
  formatHolderPercent,
  formatPercent,
  formatPercentChange,
  formatTokenAmount,
  formatTps,
  formatUsd,
  formatUsdFixed,
  formatUsdTotal,
  lamportsToGor,
  scaleRaw,
} from './numbers';

describe('abbreviate', () => {
  test.each([
    [1e9, '1.00B'],
    [999_999_999, '1000.00M'],
    [1e6, '1.00M'],
    [1_234_567, '1.23M'],
    [1e3, '1.00K'],
    [999.99, '999.99'],
    [785_000_000, '785.00M'],
    [2_500_000_000, '2.50B'],
    [-1500, '-1.50K'],
  ])('%p → %p', (n, out) => expect(abbreviate(n)).toBe(out));
  test('numeric strings and junk', () => {
    expect(abbreviate('2000')).toBe('2.00K');
    expect(abbreviate('abc')).toBe('0');
    expect(abbreviate(undefined)).toBe('0');
    expect(abbreviate(0)).toBe('0.000000000');
  });
});

describe('formatAmount', () => {
  test.each([
    [1, '1.00'],
    [1234.5678, '1,234.57'],
    [0.999999, '0.999999'],
    [0.001, '0.001000'],
    [0.000999, '0.000999000'],
    [0.000005, '0.000005000'],
    [0, '0.000000000'],
    [-0, '0.000000000'],
    [-2.5, '-2.50'],
  ])('%p → %p', (n, out) => expect(formatAmount(n)).toBe(out));
});

describe('raw amounts', () => {
  test('divides by 1e9 for GOR', () => {
    expect(lamportsToGor('5000')).toBe(0.000005);
    expect(lamportsToGor(1_000_000_000)).toBe(1);
  });
  test('scales by decimals and keeps precision beyond 2^53', () => {
    expect(scaleRaw('123456789', 6)).toBeCloseTo(123.456789, 9);
    expect(scaleRaw('100000000000000000000000', 9)).toBe(1e14);
    expect(scaleRaw('-1500', 3)).toBe(-1.5);
    expect(scaleRaw(null, 9)).toBe(0);
  });
  test('token display decimals capped at 6 from 1 and 9 below', () => {
    expect(formatTokenAmount('1234567891', 9)).toBe('1.234568');
    expect(formatTokenAmount('123456789', 9)).toBe('0.123456789');
    expect(formatTokenAmount('1000000', 6)).toBe('1');
    expect(formatTokenAmount('5', 0)).toBe('5');
    expect(formatTokenAmount('0', 6)).toBe('0');
  });
});

describe('dollars and percents', () => {
  test('dollar 2 to 6 decimals', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(0.0012345678)).toBe('$0.001235');
    expect(formatUsd(0)).toBe('$0.00');
  });
  test('fixed dollar decimals', () => {
    expect(formatUsdFixed(0.017, 8)).toBe('$0.01700000');
    expect(formatUsdTotal(12.345)).toBe('$12.35');
    expect(formatUsdTotal(0.0042)).toBe('$0.004200');
    expect(formatUsdTotal(0)).toBe('$0.00');
  });
  test('percent change with sign', () => {
    expect(formatPercentChange(1.234)).toBe('+1.23%');
    expect(formatPercentChange(0)).toBe('+0.00%');
    expect(formatPercentChange(-0.5)).toBe('-0.50%');
  });
  test('supply percent, tps, fee', () => {
    expect(formatPercent(78.456)).toBe('78.46%');
    expect(formatTps(12.345)).toBe('12.3');
    expect(formatFee('0.000005')).toBe('0.000005');
    expect(formatFeeRaw9('5000')).toBe('0.000005000');
  });
  test('holder percent bounds', () => {
    expect(formatHolderPercent(0.0005)).toBe('<0.001%');
    expect(formatHolderPercent(0.005)).toBe('0.0050%');
    expect(formatHolderPercent(12.3456)).toBe('12.35%');
    expect(formatHolderPercent(100)).toBe('99.9999%');
    expect(formatHolderPercent(0)).toBe('0%');
  });
  test.each([
    [0, '0%'],
    [-1, '0%'],
    [0.0009, '<0.001%'],
    [0.000999999, '<0.001%'],
    [0.001, '0.0010%'],
    [0.5, '0.500%'],
    [99.994, '99.99%'],
    [99.9949, '99.99%'],
    // Two decimals would read '100.00%' from here: four decimals, never above 99.9999.
    [99.995, '99.9950%'],
    [99.996, '99.9960%'],
    [99.9999, '99.9999%'],
    [99.99995, '99.9999%'],
    [100, '99.9999%'],
    [250, '99.9999%'],
    ['99.995', '99.9950%'],
  ])('holder percent %p → %p', (value, text) => {
    expect(formatHolderPercent(value)).toBe(text);
  });
  test('holder percent never reads 100 or more, and never more than 99.9999', () => {
    for (let i = 0; i <= 20_000; i++) {
      const v = 99.9 + i * 0.000_01; // 99.9 … 100.1 in steps finer than the four decimals shown
      const shown = Number.parseFloat(formatHolderPercent(v));
      expect(shown).toBeLessThanOrEqual(99.9999);
    }
  });
});
