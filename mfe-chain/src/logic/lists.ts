// Pure logic of the validators, top-holders and transactions pages (spec part 2 §2.3–2.5, §9).
import type { Validator } from 'shared-api';

/** Optional validator columns appear only when some row has a value above 0. */
export function validatorColumns(vs: Array<Pick<Validator, 'commission' | 'apy' | 'uptime' | 'delegators'>>) {
  return {
    commission: vs.some((v) => v.commission > 0),
    apy: vs.some((v) => v.apy > 0),
    uptime: vs.some((v) => v.uptime > 0),
    delegators: vs.some((v) => v.delegators > 0),
  };
}

export function average(values: number[]): number {
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0;
}

/** Top holders page size (spec part 2 §9). */
export const HOLDERS_PAGE_SIZE = 50;

/** 'Showing x-y of n holders'. */
export function holdersRange(page: number, shown: number, total: number, size = HOLDERS_PAGE_SIZE): string {
  if (shown === 0) return `Showing 0 of ${total} holders`;
  const from = (page - 1) * size + 1;
  return `Showing ${from}-${from + shown - 1} of ${total} holders`;
}

export function totalPages(total: number, size = HOLDERS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** Gold, silver and bronze for ranks 1–3. */
export function medal(rank: number): { icon: string; label: string } | null {
  return rank === 1
    ? { icon: '🥇', label: 'Gold' }
    : rank === 2
      ? { icon: '🥈', label: 'Silver' }
      : rank === 3
        ? { icon: '🥉', label: 'Bronze' }
        : null;
}

/** Block stepper of /transactions: previous disabled at 1, next at the newest block. */
export function stepper(current: number, newest: number) {
  return { canPrev: current > 1, canNext: current < newest };
}
