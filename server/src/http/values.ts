// Stored column values → contract values, for every feature. JSON columns are parsed here, at the
// edge, so the API sends arrays (never JSON text); a malformed column degrades to an empty value
// instead of failing the whole answer.

export function parseJsonList<T>(text: string | null | undefined): T[] {
  if (!text) return [];
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? (v as T[]) : [];
  } catch {
    return [];
  }
}

export function parseJsonObject(text: string | null | undefined): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Amounts may be stored as numbers by older rows or as decimals by PostgreSQL NUMERIC ('5.000'). */
export function amount(v: unknown): string {
  if (typeof v === 'bigint') return v.toString();
  if (typeof v === 'number') return Number.isFinite(v) ? BigInt(Math.trunc(v)).toString() : '0';
  if (typeof v === 'string' && v !== '') {
    const dot = v.indexOf('.');
    return dot === -1 ? v : v.slice(0, dot) || '0';
  }
  return '0';
}

/** Base units → whole units as a float (display/valuation only, never stored). */
export function toUnits(raw: string, decimals: number): number {
  if (!raw || raw === '0') return 0;
  const neg = raw.startsWith('-');
  const digits = neg ? raw.slice(1) : raw;
  const s = digits.padStart(decimals + 1, '0');
  const v = Number(`${s.slice(0, s.length - decimals)}.${s.slice(s.length - decimals)}`);
  return neg ? -v : v;
}
