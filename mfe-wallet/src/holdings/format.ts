// Texts of the wallet tabs: action names, signed amounts with six decimals, the dollar value of the
// balance, the tab names and their Coming Soon text, header counts, which side of a transfer row
// carries '+n others', and the GOR logo.
import { apiPages, apiUrl, fixed, formatUsdFixed, NO_PRICE_FEED, scaleRaw, formatInteger } from 'shared-api';
import type { WalletDirection } from 'shared-api';
import type { WalletTab } from './view';

const ACTION_NAMES: Record<string, string> = {
  transfer: 'TRANSFER',
  mint: 'MINT',
  burn: 'BURN',
  create: 'CREATE ACCOUNT',
  close: 'CLOSE ACCOUNT',
  initialize: 'INITIALIZE ACCOUNT',
};

/** The Action column's name of a wallet action; anything else is its own name upper-cased. */
export function actionName(action: string): string {
  return ACTION_NAMES[action] ?? action.toUpperCase();
}

/** An unsigned raw amount with the wallet's six decimals. */
export function sixDecimals(raw: string, decimals: number): string {
  return fixed(scaleRaw(raw.replace(/^-/, ''), decimals), 6);
}

/** The balance's approximate dollar value (header figures carry five decimals), or why there is none. */
export function balanceUsd(usd: number | null): string {
  return usd === null ? `(${NO_PRICE_FEED})` : `≈ ${formatUsdFixed(usd, 5)}`;
}

export const TAB_LABELS: Record<WalletTab, string> = {
  transactions: 'Transactions',
  transfers: 'Transfers',
  'balance-changes': 'Balance Changes',
  'defi-activities': 'DeFi Activities',
  'nft-activities': 'NFT Activities',
  analytics: 'Analytics',
  portfolio: 'Portfolio',
  'stake-accounts': 'Stake Accounts',
  domains: 'Domains',
};

export const COMING_SOON_TITLE = 'Coming Soon';
export const COMING_SOON_TEXT = 'This feature is currently being developed';

/**
 * The column of a transfer row that names the counterparty, hence carries '+n others': what the
 * wallet received names its senders (From), anything else its recipients (To).
 */
export function othersSide(direction: WalletDirection): 'from' | 'to' {
  return direction === 'in' ? 'from' : 'to';
}

/**
 * GOR has no mint and so no logo in the token metadata: the server serves its own. The URL goes
 * through apiUrl so a deployment with the API elsewhere still finds it.
 */
export const GOR_LOGO_URL = apiUrl(apiPages.gorLogo);

/** The logo a token cell shows: GOR's own for the native coin, else the token's (or none). */
export function tokenLogo(mint: string | null, logoUri: string | null): string | null {
  return mint === null ? (logoUri ?? GOR_LOGO_URL) : logoUri;
}

/** 'Showing n balance change(s)'. */
export function showingChanges(n: number): string {
  return `Showing ${formatInteger(n)} balance change${n === 1 ? '' : 's'}`;
}

export function totalRecords(n: number): string {
  return `Total ${formatInteger(n)} records`;
}
