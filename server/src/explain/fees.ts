/**
 * A transaction's fee split: priority (unit price × the limit that applied) and base, which is the
 * rest of the fee the node reports.
 *   feeBreakdown({ fee: 105000, signatures: 1, instructions })   // { base: '5000', priority: '100000', … }
 */
import { COMPUTE_BUDGET_PROGRAM } from '../decode/programs';
import type { DecodedInstruction } from '../decode/types';

const LAMPORTS_PER_SIGNATURE = 5000n;
const DEFAULT_UNITS_PER_INSTRUCTION = 200_000;
const MAX_COMPUTE_UNIT_LIMIT = 1_400_000;

export interface FeeBreakdown {
  base: string;
  priority: string;
  computeUnitLimit: number | null;
  computeUnitPrice: string | null;
}

function integerOf(v: unknown): bigint | null {
  if (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0) return BigInt(v);
  if (typeof v === 'string' && /^\d{1,30}$/.test(v)) return BigInt(v);
  return null;
}

export function feeBreakdown(t: {
  fee: number;
  signatures: number;
  instructions: Pick<DecodedInstruction, 'programId' | 'type' | 'parsed'>[];
}): FeeBreakdown {
  let limit: bigint | null = null;
  let price: bigint | null = null;
  let others = 0;
  for (const ix of t.instructions) {
    if (ix.programId !== COMPUTE_BUDGET_PROGRAM) {
      others++;
      continue;
    }
    const info = ix.parsed?.info;
    if (ix.type === 'setComputeUnitLimit') limit = integerOf(info?.units) ?? limit;
    if (ix.type === 'setComputeUnitPrice') price = integerOf(info?.microLamports) ?? price;
  }
  const effectiveLimit =
    limit ?? BigInt(Math.min(MAX_COMPUTE_UNIT_LIMIT, DEFAULT_UNITS_PER_INSTRUCTION * others));
  const cappedLimit =
    effectiveLimit > BigInt(MAX_COMPUTE_UNIT_LIMIT) ? BigInt(MAX_COMPUTE_UNIT_LIMIT) : effectiveLimit;
  // ceil(price × limit / 1,000,000): the price is in micro-lamports per unit.
  const priority = price === null ? 0n : (price * cappedLimit + 999_999n) / 1_000_000n;
  const fee = BigInt(Math.max(0, Math.trunc(t.fee)));
  const base = fee >= priority ? fee - priority : LAMPORTS_PER_SIGNATURE * BigInt(t.signatures);
  return {
    base: base.toString(),
    priority: (fee >= priority ? priority : fee > base ? fee - base : 0n).toString(),
    computeUnitLimit: Number(cappedLimit),
    computeUnitPrice: price === null ? null : price.toString(),
  };
}
