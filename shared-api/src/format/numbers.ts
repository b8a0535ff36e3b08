// Number, amount, dollar and percent display rules.
// Every page formats through these so a rule lives in exactly one place.

/** Base units per GOR (1 GOR = 1e9 lamports). */
export const LAMPORTS_PER_GOR = 1_000_000_000;
/** Decimals assumed for a token when none are known. */
export const DEFAULT_DECIMALS = 9;
/** Fixed USD rate per GOR used for validator stake estimates. */
export const VALIDATOR_USD_PER_GOR = 0.017;

function toNumber(value: number | string | bigint | null | undefined): number {
  if (value === null || value === undefined || value === '') return NaN;
  return typeof value === 'number' ? value : Number(value);
}

/** `digits` (a decimal integer as a string) plus one in its last place. */
function incremented(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/** The plain decimal digits of a non-negative finite number's shortest form ('1e-7' → '0.0000001'). */
function plainDigits(abs: number): { whole: string; fraction: string } {
  const [mantissa, exp = '0'] = String(abs).split('e');
  const [w, f = ''] = mantissa.split('.');
  const shift = Number(exp);
  const all = w + f;
  const point = w.length + shift;
  if (point <= 0) return { whole: '0', fraction: '0'.repeat(-point) + all };
  if (point >= all.length) return { whole: all + '0'.repeat(point - all.length), fraction: '' };
  return { whole: all.slice(0, point), fraction: all.slice(point) };
}

/**
 * `value.toLocaleString('en-US', { minimumFractionDigits, maximumFractionDigits })`, written without
 * Intl: the first Intl call of a page loads the browser's locale data (15–45 ms measured), on the way
 * to its first rows. The same rule as Intl: the shortest decimal form of the number rounded half away
 * from zero, trailing zeros down to the minimum, commas every three digits.
 */
function enUS(value: number, minFraction: number, maxFraction: number): string {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21)
    return value.toLocaleString('en-US', {
      minimumFractionDigits: minFraction,
      maximumFractionDigits: maxFraction,
    });
  const { whole, fraction } = plainDigits(Math.abs(value));
  let digits = whole + fraction.slice(0, maxFraction).padEnd(maxFraction, '0');
  if (fraction.length > maxFraction && fraction[maxFraction] >= '5') digits = incremented(digits);
  const wholeLength = digits.length - maxFraction;
  const intPart = digits.slice(0, wholeLength).replace(/^0+(?=\d)/, '');
  let fracPart = digits.slice(wholeLength);
  while (fracPart.length > minFraction && fracPart.endsWith('0')) fracPart = fracPart.slice(0, -1);
  const grouped = intPart.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped}${fracPart ? `.${fracPart}` : ''}`;
}

/** Fixed decimals with thousands separators (en-US), e.g. 12345.6 → "12,345.60". */
export function fixed(value: number, decimals: number): string {
  return enUS(value, decimals, decimals);
}

/**
 * Abbreviates with B / M / K at 1e9 / 1e6 / 1e3, two decimals each. Smaller magnitudes fall back to
 * the amount rule (2, 6 or 9 decimals). Non-finite input shows '0'.
 */
export function abbreviate(value: number | string | null | undefined): string {
  const n = toNumber(value);
  if (!Number.isFinite(n)) return '0';
  const abs = Math.abs(n);
  if (abs >= 1e9) return `${(n / 1e9).toFixed(2)}B`;
  if (abs >= 1e6) return `${(n / 1e6).toFixed(2)}M`;
  if (abs >= 1e3) return `${(n / 1e3).toFixed(2)}K`;
  return formatAmount(n);
}

/** Decimals an amount shows: ≥ 1 → 2, ≥ 0.001 → 6, below → 9 (by magnitude). */
export function amountDecimals(value: number): number {
  const abs = Math.abs(value);
  if (abs >= 1) return 2;
  if (abs >= 0.001) return 6;
  return 9;
}

/**
 * An amount (already in GOR or token units): 2 decimals from 1, 6 from 0.001, 9 below — an exact
 * zero included ("0.000000000"). Only unusable input shows '0'.
 */
export function formatAmount(value: number | string | null | undefined): string {
  const n = toNumber(value);
  if (!Number.isFinite(n)) return '0';
  if (n === 0) return fixed(0, 9);
  return fixed(n, amountDecimals(n));
}

/** Raw base units → GOR number (divided by 1e9). */
export function lamportsToGor(raw: number | string | bigint | null | undefined): number {
  return scaleRaw(raw, DEFAULT_DECIMALS);
}

/**
 * Raw integer amount scaled by 10^decimals. Uses BigInt division for the integer part so amounts
 * beyond 2^53 keep their leading digits exactly.
 */
export function scaleRaw(
  raw: number | string | bigint | null | undefined,
  decimals: number = DEFAULT_DECIMALS,
): number {
  if (raw === null || raw === undefined || raw === '') return 0;
  const d = Number.isFinite(decimals) && decimals >= 0 ? Math.floor(decimals) : DEFAULT_DECIMALS;
  if (typeof raw === 'string' && /^-?\d+$/.test(raw)) {
    const big = BigInt(raw);
    const neg = big < 0n;
    const abs = neg ? -big : big;
    const base = 10n ** BigInt(d);
    const value = Number(abs / base) + Number(abs % base) / Number(base);
    return neg ? -value : value;
  }
  const n = typeof raw === 'bigint' ? Number(raw) : Number(raw);
  if (!Number.isFinite(n)) return 0;
  return n / 10 ** d;
}

/**
 * A token amount from its raw integer and decimals. Display decimals are capped at 6 for values of
 * 1 or more and 9 below (and never more than the token's own decimals); trailing zeros are dropped.
 */
export function formatTokenAmount(
  raw: number | string | bigint | null | undefined,
  decimals: number = DEFAULT_DECIMALS,
): string {
  const value = scaleRaw(raw, decimals);
  return formatTokenValue(value, decimals);
}

/** A token amount already scaled to units (see formatTokenAmount). */
export function formatTokenValue(value: number, decimals: number = DEFAULT_DECIMALS): string {
  if (!Number.isFinite(value) || value === 0) return '0';
  const cap = Math.abs(value) >= 1 ? 6 : 9;
  const max = Math.max(0, Math.min(cap, decimals));
  return enUS(value, 0, max);
}

/** Dollar value with 2 to 6 decimals: "$0.0123", "$1,234.50". */
export function formatUsd(value: number | string | null | undefined): string {
  const n = toNumber(value);
  if (!Number.isFinite(n)) return '$0.00';
  return `$${enUS(n, 2, 6)}`;
}

/** Dollar value with a fixed number of decimals (8 per holding, 8 for fees in USD, 5 header). */
export function formatUsdFixed(value: number | string | null | undefined, decimals: number): string {
  const n = toNumber(value);
  return `$${fixed(Number.isFinite(n) ? n : 0, decimals)}`;
}

/** Address page total: 2 decimals, 6 when under 0.01. */
export function formatUsdTotal(value: number | string | null | undefined): string {
  const n = toNumber(value);
  const v = Number.isFinite(n) ? n : 0;
  return `$${fixed(v, v !== 0 && Math.abs(v) < 0.01 ? 6 : 2)}`;
}

/** Percent change: 2 decimals with a plus sign when non-negative ("+1.23%", "-0.50%"). */
export function formatPercentChange(value: number | string | null | undefined): string {
  const n = toNumber(value);
  const v = Number.isFinite(n) ? n : 0;
  return `${v >= 0 ? '+' : ''}${v.toFixed(2)}%`;
}

/** Supply percentage: 2 decimals. */
export function formatPercent(value: number | string | null | undefined): string {
  const n = toNumber(value);
  return `${(Number.isFinite(n) ? n : 0).toFixed(2)}%`;
}

/** The largest holder percentage ever displayed. */
const HOLDER_PERCENT_MAX = 99.9999;
/** From here two decimals would round up to '100.00%', so the top band shows four instead. */
const HOLDER_PERCENT_TOP_BAND = 99.995;

/**
 * Holder share of supply: below 0.001 → '<0.001%'; small values show more
 * decimals (4 below 0.01, 3 below 1, else 2); the displayed maximum is 99.9999%, a sole holder
 * included, so a share that two decimals would round up to '100.00%' shows four decimals capped
 * there ('99.9950%', '99.9999%'). No share at all (0 or less, unusable) shows '0%'.
 */
export function formatHolderPercent(value: number | string | null | undefined): string {
  const n = toNumber(value);
  const v = Number.isFinite(n) ? n : 0;
  if (v <= 0) return '0%';
  if (v < 0.001) return '<0.001%';
  if (v >= HOLDER_PERCENT_TOP_BAND) return `${Math.min(v, HOLDER_PERCENT_MAX).toFixed(4)}%`;
  const decimals = v < 0.01 ? 4 : v < 1 ? 3 : 2;
  return `${v.toFixed(decimals)}%`;
}

/** TPS: 1 decimal. */
export function formatTps(value: number | string | null | undefined): string {
  const n = toNumber(value);
  return (Number.isFinite(n) ? n : 0).toFixed(1);
}

/** Fee in GOR from a GOR value (number or numeric string): 6 decimals. */
export function formatFee(gor: number | string | null | undefined): string {
  const n = toNumber(gor);
  return (Number.isFinite(n) ? n : 0).toFixed(6);
}

/** Fee from raw base units, 9 decimals (transactions-by-block page). */
export function formatFeeRaw9(raw: number | string | null | undefined): string {
  return lamportsToGor(raw).toFixed(9);
}

/** Integer with thousands separators ("1,234,567"). */
export function formatInteger(value: number | string | null | undefined): string {
  const n = toNumber(value);
  return Number.isFinite(n) ? enUS(Math.round(n), 0, 0) : '0';
}
