// shared-api/explain: the wording of a transaction's detail (what it did for its signer, instruction
// chips, the fee split, exact amounts). Pure functions, a subpath of its own so that only the
// transaction page's chunk carries them, not the shared singleton every first load downloads.
//
//   import { actionText, exactAmount } from 'shared-api/explain';
//   actionText(tx.action); // 'Swapped 0.40 GOR for 3,861,519.639304 3p7eCg...pump'
export * from './exact';
export * from './action';
export * from './instruction';
