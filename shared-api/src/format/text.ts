// Short forms and relative time.

/** First 6 and last 4 characters, only for text longer than 10; missing → 'N/A'. */
export function shortForm(value: string | null | undefined, head = 6, tail = 4): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  if (value.length <= 10) return value;
  return `${value.slice(0, head)}...${value.slice(-tail)}`;
}

/** Compact signature short form: first 8 characters then '...'. */
export function shortSignature(value: string | null | undefined): string {
  if (!value) return 'N/A';
  return value.length > 8 ? `${value.slice(0, 8)}...` : value;
}

/** Compact address short form: first 4 and last 4 characters. */
export function shortAddress4(value: string | null | undefined): string {
  return shortForm(value, 4, 4);
}

/** A mint name longer than 10 characters is cut to 8 plus '...'. */
export function shortName(value: string | null | undefined): string {
  if (!value) return '';
  return value.length > 10 ? `${value.slice(0, 8)}...` : value;
}

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'} ago`;
}

/**
 * Relative time: under 60 s 'N secs ago', then 'N min(s) ago', 'N hour(s) ago', 'N day(s) ago'.
 * Accepts a unix time in seconds, milliseconds (detected by size), an ISO string or a Date.
 * Future times clamp to 0 secs; unknown input gives 'Unknown'.
 */
export function relativeTime(
  time: number | string | Date | null | undefined,
  now: number = Date.now(),
): string {
  const ms = toMillis(time);
  if (ms === null) return 'Unknown';
  const secs = Math.max(0, Math.floor((now - ms) / 1000));
  if (secs < 60) return `${secs} secs ago`;
  const mins = Math.floor(secs / 60);
  if (mins < 60) return plural(mins, 'min');
  const hours = Math.floor(mins / 60);
  if (hours < 24) return plural(hours, 'hour');
  return plural(Math.floor(hours / 24), 'day');
}

/** Unix seconds / ms / ISO / Date → epoch milliseconds, or null when unusable. */
export function toMillis(time: number | string | Date | null | undefined): number | null {
  if (time === null || time === undefined || time === '') return null;
  if (time instanceof Date) return Number.isNaN(time.getTime()) ? null : time.getTime();
  if (typeof time === 'number' || /^\d+$/.test(time)) {
    const n = Number(time);
    if (!Number.isFinite(n) || n <= 0) return null;
    // Below 1e12 it is seconds (1e12 ms is 2001; 1e12 s is far future).
    const ms = n < 1e12 ? n * 1000 : n;
    // Past ±8.64e15 ms a Date is invalid (toISOString would throw): not a time.
    return ms <= 8.64e15 ? ms : null;
  }
  const parsed = Date.parse(time);
  return Number.isNaN(parsed) ? null : parsed;
}

/** Absolute date-time for tooltips and detail pages (UTC, ISO-like). */
export function formatDateTime(time: number | string | Date | null | undefined): string {
  const ms = toMillis(time);
  if (ms === null) return 'Unknown';
  return new Date(ms)
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' UTC');
}
