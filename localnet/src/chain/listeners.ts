// Subscribers to chain events (the PubSub server is the one in production).
import type { AccountRow } from '../store';
import type { JsonTxError } from '../txerror';
import type { Commitment } from './types';

export interface ChainListener {
  onSlot?(slot: number, parent: number, root: number): void;
  /** A transaction reached `commitment` (processed on execution, confirmed at slot close, finalized 32 blocks later). */
  onSignature?(signature: string, slot: number, err: JsonTxError | null, commitment: Commitment): void;
  onAccounts?(slot: number, accounts: AccountRow[]): void;
}

/** Runs listener callbacks; a failing subscriber must never stop block production. */
export function notifyListeners(listeners: readonly ChainListener[], fn: (l: ChainListener) => void): void {
  for (const l of listeners) {
    try {
      fn(l);
    } catch {
      // the subscriber's problem, not the chain's
    }
  }
}
