// Pure logic of the top-holders page.
import { TOP_HOLDERS_PAGE_SIZE, type AddressKind } from 'shared-api';
import { isProgramOwned } from '../address/logic';

/** 'Showing x-y of n holders'. */
export function holdersRange(
  page: number,
  shown: number,
  total: number,
  size = TOP_HOLDERS_PAGE_SIZE,
): string {
  if (shown === 0) return `Showing 0 of ${total} holders`;
  const from = (page - 1) * size + 1;
  return `Showing ${from}-${from + shown - 1} of ${total} holders`;
}

export function totalPages(total: number, size = TOP_HOLDERS_PAGE_SIZE): number {
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

/** URL parameter of the switch that hides program-owned accounts (the page is useCursorPages'). */
export const HIDE_PARAM = 'hide';
const HIDE_PROGRAMS = 'programs';

export interface HoldersView {
  hidePrograms: boolean;
}

/** The view a URL names; anything malformed shows every account. */
export function viewFromParams(params: URLSearchParams): HoldersView {
  return { hidePrograms: params.get(HIDE_PARAM) === HIDE_PROGRAMS };
}

/** The URL parameters for a view (other parameters, the page too, kept; the default left out). */
export function paramsForView(current: URLSearchParams, v: HoldersView): URLSearchParams {
  const next = new URLSearchParams(current);
  if (v.hidePrograms) next.set(HIDE_PARAM, HIDE_PROGRAMS);
  else next.delete(HIDE_PARAM);
  return next;
}

/** The rows the table shows: without program-owned and stake accounts when the switch is on. */
export function visibleHolders<T extends { kind: AddressKind }>(
  rows: readonly T[],
  hidePrograms: boolean,
): T[] {
  return hidePrograms ? rows.filter((r) => !isProgramOwned(r.kind)) : [...rows];
}
