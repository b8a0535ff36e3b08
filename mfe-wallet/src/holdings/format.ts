// Texts of the wallet tabs (spec part 2 §2.7, §9): action names, signed amounts with six decimals,
// the dollar value of the balance, the tabs and their Coming Soon note, header counts.
import { fixed, formatUsdFixed, NO_PRICE_FEED, scaleRaw } from 'shared-api';
import type { WalletDirection } from 'shared-api';

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

/** Raw amount signed relative to the viewed address (out '-', in '+'); 'self' carries no sign. */
export function signedAmountRaw(amount: string, direction: WalletDirection): string {
  return direction === 'out' && /[1-9]/.test(amount) ? `-${amount}` : amount;
}

/** An unsigned raw amount with the wallet's six decimals. */
export function sixDecimals(raw: string, decimals: number): string {
  return fixed(scaleRaw(raw.replace(/^-/, ''), decimals), 6);
}

/** The balance's approximate dollar value (header figures carry five decimals), or why there is none. */
export function balanceUsd(usd: number | null): string {
  return usd === null ? `(${NO_PRICE_FEED})` : `≈ ${formatUsdFixed(usd, 5)}`;
}

export const ACTIVE_TABS = [
  { id: 'transactions', label: 'Transactions' },
  { id: 'transfers', label: 'Transfers' },
  { id: 'balance-changes', label: 'Balance Changes' },
] as const;

export const COMING_SOON_TABS = [
  'DeFi Activities',
  'NFT Activities',
  'Analytics',
  'Portfolio',
  'Stake Accounts',
  'Domains',
] as const;

/** 'Showing n balance change(s)'. */
export function showingChanges(n: number): string {
  return `Showing ${n.toLocaleString('en-US')} balance change${n === 1 ? '' : 's'}`;
}

export function totalRecords(n: number): string {
  return `Total ${n.toLocaleString('en-US')} records`;
}
