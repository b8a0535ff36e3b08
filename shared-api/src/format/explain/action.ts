// What a transaction did for its signer, in one sentence: 'Swapped 0.40 GOR for 3,861,519.639304
// 3p7eCg...pump', 'Sent 1.00 GOR to Dest11...1111', 'Voted', 'Failed: slippage tolerance exceeded'.
// The sentence comes as segments so a page can link the address and give each amount its exact
// value; `actionText` joins them for plain text.
import type { ActionAmount, TransactionAction } from '../../contract';
import { formatAmount, formatTokenAmount, scaleRaw } from '../numbers';
import { shortForm } from '../text';
import { exactAmount } from './exact';

/** The native coin's ticker: an amount without a mint is GOR. */
export const NATIVE_SYMBOL = 'GOR';

export type ActionSegment =
  | { kind: 'text'; text: string }
  /** `text` by the display rules; `exact` every digit with its unit; `copy` the bare exact number */
  | { kind: 'amount'; text: string; exact: string; copy: string; mint: string | null }
  | { kind: 'address'; text: string; address: string };

/** An amount's unit: GOR for the native coin, else the token's symbol, else its shortened mint. */
export function amountUnit(a: Pick<ActionAmount, 'mint' | 'symbol'>): string {
  if (!a.mint) return NATIVE_SYMBOL;
  return a.symbol?.trim() || shortForm(a.mint);
}

/**
 * An amount by the display rules: the native coin as every GOR amount is shown (2 decimals from 1,
 * 6 from 0.001, 9 below), a token by the token rule (at most 6 decimals from 1, 9 below, never more
 * than its own).
 */
export function amountSegment(a: ActionAmount): ActionSegment {
  const unit = amountUnit(a);
  const shown = a.mint
    ? formatTokenAmount(a.amount, a.decimals)
    : formatAmount(scaleRaw(a.amount, a.decimals));
  const exact = exactAmount(a.amount, a.decimals) ?? shown;
  return {
    kind: 'amount',
    text: `${shown} ${unit}`,
    exact: `${exact} ${unit}`,
    copy: exactAmount(a.amount, a.decimals, true) ?? shown,
    mint: a.mint,
  };
}

const text = (t: string): ActionSegment => ({ kind: 'text', text: t });

/** 'A', 'A and B', 'A, B and C' over amount segments. */
function amounts(list: readonly ActionAmount[]): ActionSegment[] {
  const out: ActionSegment[] = [];
  list.forEach((a, i) => {
    if (i > 0) out.push(text(i === list.length - 1 ? ' and ' : ', '));
    out.push(amountSegment(a));
  });
  return out;
}

function address(a: string): ActionSegment {
  return { kind: 'address', text: shortForm(a), address: a };
}

/** A reason as the sentence's tail, without a closing full stop. */
function reasonText(reason: string | null): string | null {
  const r = reason?.trim().replace(/\.$/, '');
  return r ? r : null;
}

/**
 * The sentence as segments; empty when there is nothing to say (an 'other' transaction that moved
 * nothing of the signer's).
 */
export function actionSegments(action: TransactionAction): ActionSegment[] {
  const { sent, received, counterparty } = action;
  switch (action.kind) {
    case 'vote':
      return [text('Voted')];
    case 'failed': {
      const reason = reasonText(action.reason);
      return [text(reason ? `Failed: ${reason}` : 'Failed')];
    }
    case 'swap':
      if (sent.length > 0 && received.length > 0)
        return [text('Swapped '), ...amounts(sent), text(' for '), ...amounts(received)];
      break;
    case 'send':
      if (sent.length > 0)
        return [
          text('Sent '),
          ...amounts(sent),
          ...(counterparty ? [text(' to '), address(counterparty)] : []),
        ];
      break;
    case 'receive':
      if (received.length > 0)
        return [
          text('Received '),
          ...amounts(received),
          ...(counterparty ? [text(' from '), address(counterparty)] : []),
        ];
      break;
    default:
      break;
  }
  // An 'other' transaction, or one whose kind came without the amounts it names: say what moved.
  if (sent.length > 0 && received.length > 0)
    return [text('Sent '), ...amounts(sent), text(' and received '), ...amounts(received)];
  if (sent.length > 0) return [text('Sent '), ...amounts(sent)];
  if (received.length > 0) return [text('Received '), ...amounts(received)];
  return [];
}

/** The sentence as plain text ('' when there is nothing to say). */
export function actionText(action: TransactionAction): string {
  return actionSegments(action)
    .map((s) => s.text)
    .join('');
}
