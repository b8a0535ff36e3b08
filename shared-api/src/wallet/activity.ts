// What the wallet page and the CSV export show of the rows the server has already chosen: the
// inclusion rules of the Transfers and Balance Changes tabs run on the server
// (server/src/wallet/rules.ts), once.
import type { WalletDirection } from './actions';

/** Removes repeated signatures, keeping the first occurrence (Transactions tab, Balance Changes). */
export function uniqueBySignature<T extends { signature: string }>(txs: T[]): T[] {
  const seen = new Set<string>();
  return txs.filter((t) => (seen.has(t.signature) ? false : (seen.add(t.signature), true)));
}

/** Badge colour of a Transfers-tab action: a shared-ui Tone name. */
export function transferActionTone(
  action: string,
): 'green' | 'red' | 'emerald' | 'orange' | 'purple' | 'gray' {
  switch (action) {
    case 'TRANSFER':
    case 'MINT':
      return 'green';
    case 'BURN':
      return 'red';
    case 'CREATE ACCOUNT':
      return 'emerald';
    case 'CLOSE ACCOUNT':
      return 'orange';
    case 'INITIALIZE ACCOUNT':
      return 'purple';
    default:
      return 'gray';
  }
}

/** '+n others' after the first recipient ('' when there is none). */
export function othersLabel(others: number): string {
  return others > 0 ? `+${others} others` : '';
}

/** Raw amount signed relative to the viewed address (out '-', in '+'); 'self' and zero carry no sign. */
export function signedAmountRaw(amount: string, direction: WalletDirection): string {
  return direction === 'out' && /[1-9]/.test(amount) ? `-${amount}` : amount;
}
