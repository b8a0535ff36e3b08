// An instruction's chip and the fee split, worded.
import type { FeeBreakdown, InstructionArgument } from '../../contract';
import { formatInteger } from '../numbers';

/**
 * Instructions whose one argument is the whole point, with the unit it is counted in: the chip
 * shows it ('Set Compute Unit Limit: 600,000').
 */
const CHIP_ARGUMENT: Readonly<Record<string, { arg: string; unit: string }>> = {
  setComputeUnitLimit: { arg: 'units', unit: '' },
  setComputeUnitPrice: { arg: 'microLamports', unit: ' micro-lamports' },
  requestHeapFrame: { arg: 'bytes', unit: ' bytes' },
  setLoadedAccountsDataSizeLimit: { arg: 'accountDataSizeLimit', unit: ' bytes' },
};

/** An integer given as a number or a decimal string, with separators; anything else as is. */
export function integerText(value: unknown): string | null {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return formatInteger(value);
  if (typeof value === 'string' && /^-?\d+$/.test(value))
    return value.replace(/^(-?)0+(?=\d)/, '$1').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return null;
}

/** The chip of an instruction card: its own label, with the argument where that is the whole point. */
export function instructionChip(ix: {
  name: string | null;
  label: string;
  args: readonly InstructionArgument[];
}): string {
  const rule = ix.name ? CHIP_ARGUMENT[ix.name] : undefined;
  const arg = rule ? ix.args.find((a) => a.name === rule.arg) : undefined;
  const value = arg ? integerText(arg.value) : null;
  return rule && value !== null ? `${ix.label}: ${value}${rule.unit}` : ix.label;
}

/**
 * How the priority fee was set: 'compute-unit price 95,948 micro-lamports × limit 103,335 CU'; null
 * when the transaction set no price (no priority fee).
 */
export function priorityFeeBasis(fees: FeeBreakdown): string | null {
  if (fees.computeUnitPrice === null) return null;
  const price = integerText(fees.computeUnitPrice) ?? String(fees.computeUnitPrice);
  const limit = fees.computeUnitLimit === null ? null : formatInteger(fees.computeUnitLimit);
  return limit === null
    ? `compute-unit price ${price} micro-lamports`
    : `compute-unit price ${price} micro-lamports × limit ${limit} CU`;
}
