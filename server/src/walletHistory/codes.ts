/** Stored action and direction codes: indexes in the contract's lists, which only grow at the end. */
import { BALANCE_ACTIONS, WALLET_ACTIONS, WALLET_DIRECTIONS } from 'shared-api/wallet';

function codeOf(list: readonly string[], value: string, what: string): number {
  const i = list.indexOf(value);
  if (i < 0) throw new Error(`unknown wallet ${what} '${value}'`);
  return i;
}

export const walletActionCode = (a: string): number => codeOf(WALLET_ACTIONS, a, 'action');
export const balanceActionCode = (a: string): number => codeOf(BALANCE_ACTIONS, a, 'action');
export const directionCode = (d: string): number => codeOf(WALLET_DIRECTIONS, d, 'direction');

/** The two histories of a wallet, as the `kind` column of wallet_history stores them. */
export const WALLET_KINDS = ['wallet_transfers', 'wallet_balance_changes'] as const;
export type WalletKind = (typeof WALLET_KINDS)[number];
export const walletKindCode = (k: WalletKind): number => WALLET_KINDS.indexOf(k);
