// The /tokens list state as pure functions: sort flips, sorts the data cannot support, filters that a
// search switches off, page resets, the query sent to the server and the local fallback page.
import {
  formatInteger,
  TOKENS_PAGE_SIZE,
  type GorPrice,
  type TokenListItem,
  type TokensCountQuery,
  type TokensQuery,
} from 'shared-api';
import { PAGE_PARAM, pageFromParams } from 'shared-api/listPosition';

/** When the paged call fails, up to this many tokens are fetched and paged locally. */
export const FALLBACK_LIMIT = 999;

export type SortKey = 'marketCap' | 'volume' | 'change24h' | 'holders' | 'price';
export type SortDir = 'asc' | 'desc';
export interface SortState {
  key: SortKey;
  dir: SortDir;
}

/** Sort buttons: Market Cap, Volume, 24h Change, Holders. */
export const SORT_BUTTONS: { key: SortKey; label: string }[] = [
  { key: 'marketCap', label: 'Market Cap' },
  { key: 'volume', label: 'Volume' },
  { key: 'change24h', label: '24h Change' },
  { key: 'holders', label: 'Holders' },
];

export interface Filters {
  hideNoMetadata: boolean;
  hideLowSupply: boolean;
  hideZeroSupply: boolean;
}
export type FilterKey = keyof Filters;

export const FILTER_LABELS: { key: FilterKey; label: string }[] = [
  { key: 'hideNoMetadata', label: 'Hide tokens without metadata' },
  { key: 'hideLowSupply', label: 'Hide low supply (1 or less)' },
  { key: 'hideZeroSupply', label: 'Hide zero supply' },
];

const ALL_ON: Filters = { hideNoMetadata: true, hideLowSupply: true, hideZeroSupply: true };
const ALL_OFF: Filters = { hideNoMetadata: false, hideLowSupply: false, hideZeroSupply: false };

export interface ListState {
  page: number;
  /** the search box text as typed */
  search: string;
  sort: SortState;
  /** the filters the visitor chose (in force while no search is active) */
  filters: Filters;
}

export const INITIAL_STATE: ListState = {
  page: 1,
  search: '',
  sort: { key: 'holders', dir: 'desc' },
  filters: ALL_ON,
};

/** The search text is trimmed; blank means no search. */
export const activeSearch = (s: ListState): string => s.search.trim();

/** While a search is active all three filters are off (and shown 'Cleared during search'). */
export const effectiveFilters = (s: ListState): Filters => (activeSearch(s) ? ALL_OFF : s.filters);

/** The same key flips the direction; a new key sorts descending. */
export function nextSort(cur: SortState, key: SortKey): SortState {
  return cur.key === key ? { key, dir: cur.dir === 'desc' ? 'asc' : 'desc' } : { key, dir: 'desc' };
}

/** How each sort reads to a visitor (the fallback notice and the reasons use it). */
export const SORT_LABELS: Record<SortKey, string> = {
  marketCap: 'Market Cap',
  volume: '24h Volume',
  change24h: '24h Change',
  holders: 'Holders',
  price: 'Price',
};

/** The sorts that order by a token's USD price figures. */
export const PRICE_SORT_KEYS = ['price', 'change24h', 'marketCap'] as const;
type PriceSortKey = (typeof PRICE_SORT_KEYS)[number];

export const NO_PRICE_FEED_REASON = 'No price feed configured';
export const PRICE_FEED_DOWN_REASON = 'Price feed unavailable';
export const NO_TOKEN_PRICES_REASON = 'No price data for these tokens';
export const sortNotSupportedReason = (key: SortKey): string =>
  `The token list cannot be sorted by ${SORT_LABELS[key]} yet`;

/** The sorts that cannot be applied, each with the reason shown to the visitor. */
export type UnavailableSorts = ReadonlyMap<SortKey, string>;

/**
 * Which sorts the data cannot support, and why. The price sorts always are: the API has no price
 * source for tokens and orders such a request like the default sort, so asking for one would show
 * holders under a Price heading. The reason says what is missing: no price feed at all (the GOR
 * price endpoint's source 'none'), a feed that is down, tokens without prices, or, should some token
 * carry a price, that the list still cannot order by it. Until the API orders by prices these stay
 * disabled rather than sorting only the page on screen, which would misorder every other page.
 */
export function unavailableSorts(
  priceSource: GorPrice['source'] | undefined,
  rows: readonly TokenListItem[] | undefined,
): UnavailableSorts {
  const generic =
    priceSource === 'none'
      ? NO_PRICE_FEED_REASON
      : priceSource === 'unavailable'
        ? PRICE_FEED_DOWN_REASON
        : NO_TOKEN_PRICES_REASON;
  const hasValues = (key: PriceSortKey) => (rows ?? []).some((t) => t[key] !== null);
  return new Map(PRICE_SORT_KEYS.map((key) => [key, hasValues(key) ? sortNotSupportedReason(key) : generic]));
}

/**
 * The state with the sort actually applied: a sort that cannot be applied (a pasted link asking for
 * one) falls back to the default, so the headers show what the list is really ordered by.
 */
export function withAvailableSort(s: ListState, unavailable: UnavailableSorts): ListState {
  return unavailable.has(s.sort.key) ? { ...s, sort: INITIAL_STATE.sort } : s;
}

export type ListAction =
  | { type: 'search'; text: string }
  | { type: 'sort'; key: SortKey }
  | { type: 'filter'; key: FilterKey; on: boolean }
  | { type: 'showAll' }
  | { type: 'page'; page: number };

/** Typing a search and changing a filter reset to page 1; so does a new sort. */
export function listReducer(s: ListState, a: ListAction): ListState {
  switch (a.type) {
    case 'search':
      return { ...s, search: a.text, page: 1 };
    case 'sort':
      return { ...s, sort: nextSort(s.sort, a.key), page: 1 };
    case 'filter':
      if (activeSearch(s)) return s; // disabled during a search
      return { ...s, filters: { ...s.filters, [a.key]: a.on }, page: 1 };
    case 'showAll':
      return { ...s, filters: ALL_OFF, page: 1 };
    case 'page':
      return { ...s, page: Math.max(1, Math.floor(a.page)) };
  }
}

function filterParams(f: Filters): Partial<Filters> {
  const out: Partial<Filters> = {};
  for (const k of Object.keys(f) as FilterKey[]) if (f[k]) out[k] = true;
  return out;
}

/** The paged call: GET /api/tokens?limit=50&offset&search&sort&order&filters. */
export function pagedQuery(s: ListState): TokensQuery {
  const search = activeSearch(s);
  return {
    limit: TOKENS_PAGE_SIZE,
    offset: (s.page - 1) * TOKENS_PAGE_SIZE,
    ...(search ? { search } : {}),
    sort: s.sort.key,
    order: s.sort.dir,
    ...filterParams(effectiveFilters(s)),
  };
}

/** The count call with the same search and filters. */
export function countQuery(s: ListState): TokensCountQuery {
  const search = activeSearch(s);
  return { ...(search ? { search } : {}), ...filterParams(effectiveFilters(s)) };
}

/** The fallback call: limit=999 with the same search, sort and filters, paged locally. */
export function fallbackQuery(s: ListState): TokensQuery {
  const { offset: _offset, ...rest } = pagedQuery(s);
  void _offset;
  return { ...rest, limit: FALLBACK_LIMIT };
}

export function localPage(all: TokenListItem[], page: number): TokenListItem[] {
  return all.slice((page - 1) * TOKENS_PAGE_SIZE, page * TOKENS_PAGE_SIZE);
}

export const pageCount = (total: number): number => Math.max(1, Math.ceil(total / TOKENS_PAGE_SIZE));

/** URL parameters of the list, so back/forward and a pasted link show the same view. */
const FILTER_PARAM_NAMES: Record<FilterKey, string> = {
  hideNoMetadata: 'noMetadata',
  hideLowSupply: 'lowSupply',
  hideZeroSupply: 'zeroSupply',
};
const SORT_KEYS: readonly SortKey[] = ['marketCap', 'volume', 'change24h', 'holders', 'price'];
/** Longer search text than this is no token name or symbol a list could find. */
export const MAX_SEARCH = 100;

/** The list state a URL names; each malformed part falls back to its default. */
export function stateFromParams(params: URLSearchParams): ListState {
  const page = pageFromParams(params);
  const search = (params.get('q') ?? '').slice(0, MAX_SEARCH);
  const key = params.get('sort');
  const dir = params.get('order');
  const sort: SortState = {
    key: SORT_KEYS.includes(key as SortKey) ? (key as SortKey) : INITIAL_STATE.sort.key,
    dir: dir === 'asc' || dir === 'desc' ? dir : INITIAL_STATE.sort.dir,
  };
  const rawFilters = params.get('filters');
  let filters = INITIAL_STATE.filters;
  if (rawFilters !== null) {
    const on = new Set(rawFilters.split(','));
    filters = { ...ALL_OFF };
    for (const k of Object.keys(FILTER_PARAM_NAMES) as FilterKey[])
      filters[k] = on.has(FILTER_PARAM_NAMES[k]);
  }
  return { page, search, sort, filters };
}

/** The URL parameters of a state (other parameters kept; defaults left out). */
export function paramsForState(current: URLSearchParams, s: ListState): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (name: string, value: string | null) =>
    value === null ? next.delete(name) : next.set(name, value);
  set(PAGE_PARAM, s.page > 1 ? String(s.page) : null);
  set('q', s.search ? s.search : null);
  set('sort', s.sort.key !== INITIAL_STATE.sort.key ? s.sort.key : null);
  set('order', s.sort.dir !== INITIAL_STATE.sort.dir ? s.sort.dir : null);
  const keys = Object.keys(FILTER_PARAM_NAMES) as FilterKey[];
  const allDefault = keys.every((k) => s.filters[k] === INITIAL_STATE.filters[k]);
  set(
    'filters',
    allDefault
      ? null
      : keys
          .filter((k) => s.filters[k])
          .map((k) => FILTER_PARAM_NAMES[k])
          .join(','),
  );
  return next;
}

/**
 * How many tokens the filters hide from the list: those the search alone finds (`unfiltered`)
 * minus those shown (`count`); 0 while either figure is unknown or no filter is in force.
 */
export function hiddenByFilters(
  s: ListState,
  count: number | undefined,
  unfiltered: number | undefined,
): number {
  if (count === undefined || unfiltered === undefined) return 0;
  if (!Object.values(effectiveFilters(s)).some(Boolean)) return 0;
  return Math.max(0, unfiltered - count);
}

const tokensWord = (n: number) => `${formatInteger(n)} token${n === 1 ? '' : 's'}`;

/** What the list says of the tokens its filters hide, and what its button offers. */
export function hiddenText(hidden: number, unfiltered: number): { note: string; action: string } {
  return {
    note:
      hidden === unfiltered
        ? `The filters hide all ${tokensWord(unfiltered)}.`
        : `The filters hide ${tokensWord(hidden)} of ${formatInteger(unfiltered)}.`,
    action: `Show all ${tokensWord(unfiltered)}`,
  };
}
