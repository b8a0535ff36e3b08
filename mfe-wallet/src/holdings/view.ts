// What the holdings page shows, read from and written to the URL so a filtered view can be shared:
// the tab (a Coming Soon one too), and on Transfers and Balance Changes the token (mint), direction,
// action and time range.
//
//   const view = readView(searchParams);           // { tab: 'transfers', filters: { mint, … } }
//   setSearchParams(writeView(searchParams, { ...view, filters: { ...view.filters, direction: 'in' } }));
//   apiQuery(view.filters)                          // { mint, direction, action, from, to } for the API
import { api, isAddress, NATIVE_MINT } from 'shared-api';
import { PAGE_PARAM } from 'shared-api/listPosition';
import type { WalletAction } from 'shared-api';
import { BALANCE_ACTIONS, WALLET_ACTIONS } from 'shared-api/wallet';
import * as apiPaths from 'shared-api/paths';

/** The native mint id: as a token filter it selects GOR. */
export const GOR_MINT = NATIVE_MINT;

/** The tabs with content. */
export const ACTIVE_TABS = ['transactions', 'transfers', 'balance-changes'] as const;
/** Tabs that only say their feature is coming: selectable, so a link can point at one. */
export const COMING_SOON_TABS = [
  'defi-activities',
  'nft-activities',
  'analytics',
  'portfolio',
  'stake-accounts',
  'domains',
] as const;
export const TABS = [...ACTIVE_TABS, ...COMING_SOON_TABS] as const;
export type WalletTab = (typeof TABS)[number];
export type ComingSoonTab = (typeof COMING_SOON_TABS)[number];

export const isComingSoon = (tab: WalletTab): tab is ComingSoonTab =>
  (COMING_SOON_TABS as readonly string[]).includes(tab);
/** The tabs whose history takes the filters. */
const hasHistory = (tab: WalletTab): tab is 'transfers' | 'balance-changes' =>
  tab === 'transfers' || tab === 'balance-changes';

export interface HistoryFilters {
  mint?: string;
  direction?: 'in' | 'out';
  action?: string;
  /** YYYY-MM-DD (UTC), inclusive */
  from?: string;
  to?: string;
}

export interface WalletView {
  tab: WalletTab;
  filters: HistoryFilters;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (v: string | null): v is string => v !== null && DATE.test(v) && !Number.isNaN(Date.parse(v));

/** Reads the view; anything malformed in the URL is dropped rather than sent to the API. */
export function readView(params: URLSearchParams): WalletView {
  const t = params.get('tab');
  const tab: WalletTab = (TABS as readonly string[]).includes(t ?? '') ? (t as WalletTab) : 'transactions';
  const f: HistoryFilters = {};
  if (!hasHistory(tab)) return { tab, filters: f };
  const mint = params.get('mint');
  if (mint && isAddress(mint)) f.mint = mint;
  const dir = params.get('direction');
  if (dir === 'in' || dir === 'out') f.direction = dir;
  const action = params.get('action');
  const actions: readonly string[] = tab === 'balance-changes' ? BALANCE_ACTIONS : WALLET_ACTIONS;
  if (action && actions.includes(action)) f.action = action;
  const from = params.get('from');
  const to = params.get('to');
  if (isDate(from)) f.from = from;
  if (isDate(to)) f.to = to;
  return { tab, filters: f };
}

/** The URL parameters of a view (other parameters kept; empty filters removed). */
export function writeView(params: URLSearchParams, view: WalletView): URLSearchParams {
  const out = new URLSearchParams(params);
  // A new tab or filter starts at its first page.
  for (const k of ['tab', 'mint', 'direction', 'action', 'from', 'to', PAGE_PARAM]) out.delete(k);
  if (view.tab !== 'transactions') out.set('tab', view.tab);
  if (hasHistory(view.tab)) for (const [k, v] of Object.entries(view.filters)) if (v) out.set(k, String(v));
  return out;
}

export const hasFilters = (f: HistoryFilters): boolean => Object.values(f).some(Boolean);

/** Filters as the API takes them: dates become unix seconds (from 00:00:00, to 23:59:59 UTC). */
export function apiQuery(f: HistoryFilters) {
  return {
    mint: f.mint,
    direction: f.direction,
    // readView keeps only the actions of the tab shown
    action: f.action as WalletAction | undefined,
    from: f.from ? Date.parse(`${f.from}T00:00:00Z`) / 1000 : undefined,
    to: f.to ? Date.parse(`${f.to}T23:59:59Z`) / 1000 : undefined,
  };
}

/** The CSV export of a tab with the current filters. */
export function csvHref(address: string, tab: 'transfers' | 'balance-changes', f: HistoryFilters): string {
  const params = { address };
  const query = apiQuery(f);
  return tab === 'transfers'
    ? api.url(apiPaths.walletTransfersCsv, { params, query })
    : api.url(apiPaths.walletBalanceChangesCsv, { params, query });
}
