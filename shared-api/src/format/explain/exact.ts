// The exact value of a raw integer amount, every digit kept: the display rules round amounts, so the
// page offers this one a hover or a focus away, and Copy copies it.

/** Groups an integer's digits by three with commas ('3861519' → '3,861,519'). */
function grouped(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * `raw` (a base-unit integer, possibly past 2^53) scaled by 10^decimals, exactly: '3,861,519.639304'
 * for ('3861519639304', 6), '0.000014915' for ('14915', 9). Trailing zeros of the fraction are
 * dropped (they do not change the value); `plain` leaves out the thousands separators, for a
 * clipboard that pastes into a number field. Unusable input gives null.
 */
export function exactAmount(
  raw: string | number | bigint | null | undefined,
  decimals: number,
  plain = false,
): string | null {
  if (raw === null || raw === undefined) return null;
  const text = typeof raw === 'number' ? (Number.isSafeInteger(raw) ? String(raw) : '') : String(raw).trim();
  if (!/^-?\d+$/.test(text)) return null;
  const d = Number.isInteger(decimals) && decimals >= 0 ? decimals : 0;
  const negative = text.startsWith('-');
  const digits = text
    .replace(/^-/, '')
    .replace(/^0+(?=\d)/, '')
    .padStart(d + 1, '0');
  const whole = digits.slice(0, digits.length - d);
  const fraction = digits.slice(digits.length - d).replace(/0+$/, '');
  const isZero = /^0+$/.test(whole) && fraction === '';
  const sign = negative && !isZero ? '-' : '';
  return `${sign}${plain ? whole : grouped(whole)}${fraction ? `.${fraction}` : ''}`;
}
