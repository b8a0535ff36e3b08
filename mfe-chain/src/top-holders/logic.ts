// Pure logic of the top-holders page.
import { PAGE_PARAM, pageFromParams, type AddressKind } from 'shared-api';
import { isProgramOwned } from '../address/logic';

/** Top holders page size. */
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

/** URL parameters of the list: the page and the switch that hides program-owned accounts. */
export const HIDE_PARAM = 'hide';
const HIDE_PROGRAMS = 'programs';

export interface HoldersView {
  page: number;
  hidePrograms: boolean;
}

/** The view a URL names; anything malformed is page 1 with every account shown. */
export function viewFromParams(params: URLSearchParams): HoldersView {
  return { page: pageFromParams(params), hidePrograms: params.get(HIDE_PARAM) === HIDE_PROGRAMS };
}

/** The URL parameters for a view (other parameters kept; defaults left out). */
export function paramsForView(current: URLSearchParams, v: HoldersView): URLSearchParams {
  const next = new URLSearchParams(current);
  if (v.page > 1) next.set(PAGE_PARAM, String(v.page));
  else next.delete(PAGE_PARAM);
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
