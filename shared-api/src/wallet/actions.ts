// The wallet history's actions and directions: the values the API's filters accept and its rows
// carry, the order the server stores them in, and the choices the wallet page's filters offer.
// Plain constants (no schema library), so the browser reads them without loading the contract.

/** Transfer actions (shown as TRANSFER, MINT, BURN, CREATE ACCOUNT, CLOSE ACCOUNT, INITIALIZE ACCOUNT). */
export const WALLET_ACTIONS = ['transfer', 'mint', 'burn', 'create', 'close', 'initialize'] as const;
export type WalletAction = (typeof WALLET_ACTIONS)[number];
/** Balance changes may also come from anything else (a fee, a program): 'other'. */
export const BALANCE_ACTIONS = [...WALLET_ACTIONS, 'other'] as const;
export type BalanceAction = (typeof BALANCE_ACTIONS)[number];
/** 'self' = the address is on both sides (or a balance did not move). */
export const WALLET_DIRECTIONS = ['in', 'out', 'self'] as const;
export type WalletDirection = (typeof WALLET_DIRECTIONS)[number];
