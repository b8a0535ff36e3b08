// Decoded arguments and event fields as a tree the page draws: amounts by the display rules with
// their exact value, addresses to link, integers with separators, structs as named fields, arrays
// as numbered items. Pure; the values come as the contract describes them (integers past 2^53 as
// decimal strings, byte arrays as hex, structs as objects, enums as a name or { variant: fields }).
import { formatAmount, formatTokenAmount, scaleRaw } from 'shared-api';
import { exactAmount, integerText } from 'shared-api/explain';
import type { InstructionArgument } from 'shared-api';
import type { SymbolOf } from './logic';

export type ArgNode =
  | { kind: 'amount'; text: string; exact: string; copy: string }
  | { kind: 'address'; address: string }
  | { kind: 'text'; text: string }
  | { kind: 'none' }
  | { kind: 'list'; items: ArgNode[] }
  | { kind: 'fields'; fields: Array<{ name: string; node: ArgNode }> };

const ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
/** Deeper than this a value is shown as its JSON text: no real IDL nests so far, a hostile one might. */
const MAX_DEPTH = 8;

/**
 * An amount with known decimals: the native coin (mint null) by the GOR rule, a token by the token
 * rule with its symbol; with decimals but no mint named, the number alone.
 */
function amountNode(
  raw: string,
  decimals: number,
  mint: string | null | undefined,
  symbolOf: SymbolOf,
): ArgNode {
  const unit = mint === undefined ? '' : ` ${symbolOf(mint)}`;
  const shown = mint === null ? formatAmount(scaleRaw(raw, decimals)) : formatTokenAmount(raw, decimals);
  return {
    kind: 'amount',
    text: `${shown}${unit}`,
    exact: `${exactAmount(raw, decimals) ?? raw}${unit}`,
    copy: exactAmount(raw, decimals, true) ?? raw,
  };
}

/** One value as a node (`decimals`/`mint` apply to the value itself, not to what it contains). */
export function argNode(
  value: unknown,
  symbolOf: SymbolOf,
  amount?: { decimals?: number; mint?: string | null },
  depth = 0,
): ArgNode {
  if (value === null || value === undefined) return { kind: 'none' };
  const integer = typeof value === 'number' || typeof value === 'string' ? integerText(value) : null;
  if (integer !== null && amount?.decimals !== undefined)
    return amountNode(String(value), amount.decimals, amount.mint, symbolOf);
  if (integer !== null) return { kind: 'text', text: integer };
  if (typeof value === 'string')
    return ADDRESS.test(value) ? { kind: 'address', address: value } : { kind: 'text', text: value };
  if (typeof value === 'number' || typeof value === 'boolean') return { kind: 'text', text: String(value) };
  if (depth >= MAX_DEPTH) return { kind: 'text', text: JSON.stringify(value) };
  if (Array.isArray(value))
    return { kind: 'list', items: value.map((v) => argNode(v, symbolOf, undefined, depth + 1)) };
  if (typeof value === 'object')
    return {
      kind: 'fields',
      fields: Object.entries(value as Record<string, unknown>).map(([name, v]) => ({
        name,
        node: argNode(v, symbolOf, undefined, depth + 1),
      })),
    };
  return { kind: 'text', text: String(value) };
}

/** An instruction's arguments (or an event's fields) as named nodes. */
export function argFields(
  args: readonly InstructionArgument[],
  symbolOf: SymbolOf,
): Array<{ name: string; node: ArgNode }> {
  return args.map((a) => ({
    name: a.name,
    node: argNode(a.value, symbolOf, { decimals: a.decimals, mint: a.mint }),
  }));
}
