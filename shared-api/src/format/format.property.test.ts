// Property tests: every formatter turns any input the API or a URL could hand it (any string, any
// number including NaN/±Infinity/huge/negative, integer strings past 2^64, null) into text, never throws.
import fc from 'fast-check';
import * as f from './index';

const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 64 }),
  fc.string({ unit: 'grapheme', maxLength: 64 }),
  fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map(String),
  fc.double().map(String),
  fc.constantFrom(
    '',
    '-',
    '0x10',
    '1e400',
    '-0',
    'NaN',
    'Infinity',
    ' 12 ',
    '١٢٣',
    '9'.repeat(400),
    '8640000000000001',
  ),
);
const anyNumber = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, Number.MAX_VALUE, -Number.MAX_VALUE, 8.64e15 + 1, 1e300, -1e300),
);
const anyValue = fc.oneof(anyText, anyNumber, fc.constantFrom(null, undefined));
// Token decimals are a u8 on chain; display decimals of fixed() are what the pages pass (0–20).
const anyDecimals = fc.integer({ min: 0, max: 255 });
const displayDecimals = fc.integer({ min: 0, max: 20 });

const RUNS = { numRuns: 1000 };

/** String(v) of an arbitrary value; fast-check makes objects whose toString is not callable. */
const textOf = (v: unknown): string => {
  try {
    return String(v);
  } catch {
    return '';
  }
};

test('number formatters return text for any value', () => {
  const oneArg = [
    f.abbreviate,
    f.formatAmount,
    f.formatUsd,
    f.formatUsdTotal,
    f.formatPercentChange,
    f.formatPercent,
    f.formatHolderPercent,
    f.formatTps,
    f.formatFee,
    f.formatFeeRaw9,
    f.formatInteger,
  ];
  fc.assert(
    fc.property(anyValue, (v) => {
      for (const fn of oneArg) expect(typeof fn(v)).toBe('string');
      expect(typeof f.lamportsToGor(v)).toBe('number');
    }),
    RUNS,
  );
  fc.assert(
    fc.property(anyValue, anyDecimals, displayDecimals, anyNumber, (v, d, dd, n) => {
      expect(typeof f.formatTokenAmount(v, d)).toBe('string');
      expect(typeof f.scaleRaw(v, d)).toBe('number');
      expect(typeof f.formatTokenValue(n, d)).toBe('string');
      expect(typeof f.formatUsdFixed(v, dd)).toBe('string');
      expect(typeof f.fixed(n, dd)).toBe('string');
      expect(typeof f.amountDecimals(n)).toBe('number');
    }),
    RUNS,
  );
});

test('text and time formatters return text for any value', () => {
  fc.assert(
    fc.property(anyValue, anyNumber, (v, now) => {
      const s = typeof v === 'string' || v === null || v === undefined ? v : textOf(v);
      expect(typeof f.shortForm(s)).toBe('string');
      expect(typeof f.shortSignature(s)).toBe('string');
      expect(typeof f.shortAddress4(s)).toBe('string');
      expect(typeof f.shortName(s)).toBe('string');
      expect(typeof f.relativeTime(v, now)).toBe('string');
      expect(typeof f.formatDateTime(v)).toBe('string');
      const ms = f.toMillis(v);
      expect(ms === null || typeof ms === 'number').toBe(true);
    }),
    RUNS,
  );
});

test('epoch and instruction formatters never throw', () => {
  fc.assert(
    fc.property(anyNumber, anyNumber, (a, b) => {
      expect(typeof f.slotsToDuration(a)).toBe('string');
      expect(typeof f.epochTooltip(a, b)).toBe('string');
    }),
    RUNS,
  );
  fc.assert(
    fc.property(fc.oneof(fc.anything(), anyText, fc.json()), (v) => {
      expect(typeof f.displayType(typeof v === 'string' ? v : textOf(v))).toBe('string');
      expect(typeof f.instructionSummary(v)).toBe('string');
      expect(typeof f.actionBadgeColor(typeof v === 'string' ? v : null)).toBe('string');
      const list = f.parseList(v);
      expect(list === null || Array.isArray(list)).toBe(true);
    }),
    RUNS,
  );
});

describe('en-US digits without Intl are exactly what Intl writes', () => {
  const intl = (v: number, min: number, max: number) =>
    v.toLocaleString('en-US', { minimumFractionDigits: min, maximumFractionDigits: max });
  // Every magnitude a page shows, from dust to supplies, with halves and long binary fractions.
  const values = fc.oneof(
    fc.double({ min: -1e20, max: 1e20, noNaN: true }),
    fc.double({ min: -1, max: 1, noNaN: true }),
    fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 1000),
    fc.integer({ min: 0, max: 1e6 }).map((n) => n + 0.5),
    fc.constantFrom(1.005, 2.675, 0.125, 1e-7, 999.995, 0.9999999995, 123456.78949999, -0.001, -0, 0),
  );

  test('fixed decimals', () => {
    fc.assert(
      fc.property(values, fc.integer({ min: 0, max: 9 }), (v, d) => {
        expect(f.fixed(v, d)).toBe(intl(v, d, d));
      }),
      { numRuns: 3000 },
    );
  });

  test('token values, dollars and integers', () => {
    fc.assert(
      fc.property(values, fc.integer({ min: 0, max: 12 }), (v, decimals) => {
        if (v !== 0) {
          const max = Math.max(0, Math.min(Math.abs(v) >= 1 ? 6 : 9, decimals));
          expect(f.formatTokenValue(v, decimals)).toBe(intl(v, 0, max));
        }
        expect(f.formatUsd(v)).toBe(`$${intl(v, 2, 6)}`);
        expect(f.formatInteger(v)).toBe(Math.round(v).toLocaleString('en-US'));
      }),
      { numRuns: 3000 },
    );
  });
});
