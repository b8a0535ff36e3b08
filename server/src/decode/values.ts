/**
 * Values Codama's dynamic codecs decode, made JSON: bigints as decimal strings, bytes as hex, enums
 * as the variant's name or { variant: fields }, options as the value or null. Arrays, strings and
 * nesting are capped, as a hostile IDL can describe a vector of a million items.
 *   jsonOfDecoded({ amount: 5n, data: ['base16', 'ff00'] })   // { amount: '5', data: 'ff00' }
 */
import type { JsonValue } from './types';

const VALUE_LIMITS = { maxArray: 256, maxString: 4096, maxDepth: 16, maxKeys: 256 } as const;

const cut = (s: string): string =>
  s.length > VALUE_LIMITS.maxString ? `${s.slice(0, VALUE_LIMITS.maxString)}…` : s;

function isBytesTuple(v: unknown[]): v is [string, string] {
  return (
    v.length === 2 &&
    (v[0] === 'base16' || v[0] === 'base64' || v[0] === 'base58' || v[0] === 'utf8') &&
    typeof v[1] === 'string'
  );
}

export function jsonOfDecoded(v: unknown, depth = 0): JsonValue {
  if (v === null || v === undefined) return null;
  if (typeof v === 'bigint') return v.toString();
  if (typeof v === 'number') return Number.isFinite(v) ? v : String(v);
  if (typeof v === 'boolean') return v;
  if (typeof v === 'string') return cut(v);
  if (depth >= VALUE_LIMITS.maxDepth) return '…';
  if (v instanceof Uint8Array) return cut(Buffer.from(v).toString('hex'));
  if (Array.isArray(v)) {
    // Codama's bytes codecs decode to [encoding, text]; this decoder asks for base16.
    if (isBytesTuple(v)) return cut(v[1]);
    const items = v.slice(0, VALUE_LIMITS.maxArray).map((x) => jsonOfDecoded(x, depth + 1));
    if (v.length > VALUE_LIMITS.maxArray) items.push(`… ${v.length - VALUE_LIMITS.maxArray} more`);
    return items;
  }
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if (o.__option === 'None') return null;
    if (o.__option === 'Some') return jsonOfDecoded(o.value, depth + 1);
    if (typeof o.__kind === 'string') {
      const { __kind, ...fields } = o;
      const keys = Object.keys(fields);
      if (keys.length === 0) return __kind;
      return {
        [__kind]: jsonOfDecoded(
          keys.length === 1 && keys[0] === 'fields' ? fields.fields : fields,
          depth + 1,
        ),
      };
    }
    const out: Record<string, JsonValue> = {};
    let n = 0;
    for (const [k, val] of Object.entries(o)) {
      if (n++ >= VALUE_LIMITS.maxKeys) break;
      out[k] = jsonOfDecoded(val, depth + 1);
    }
    return out;
  }
  return String(v);
}
