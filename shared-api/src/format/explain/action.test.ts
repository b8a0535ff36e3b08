import type { TransactionAction } from 'shared-api';
import { actionSegments, actionText, amountUnit } from './action';

const SIGNER = '3huskHPRJXT5pL6RW57HaA8pXRFojx6gfNVGL9cJ2vtB';
const PUMP = '3p7eCgdQx1RiJUfr4t7Z8w6DpVbP7CMa9Z6Ff69tpump';
const DEST = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const gor = (amount: string) => ({ mint: null, amount, decimals: 9, symbol: null });

function action(over: Partial<TransactionAction>): TransactionAction {
  return {
    kind: 'other',
    signer: SIGNER,
    sent: [],
    received: [],
    counterparty: null,
    reason: null,
    ...over,
  };
}

describe('actionText', () => {
  it('a swap: what the signer gave for what it got, GOR by the amount rule, a token by the token rule', () => {
    const swap = action({
      kind: 'swap',
      sent: [gor('400000000')],
      received: [{ mint: PUMP, amount: '3861519639304', decimals: 6, symbol: null }],
    });
    expect(actionText(swap)).toBe('Swapped 0.400000 GOR for 3,861,519.639304 3p7eCg...pump');
    expect(actionText({ ...swap, sent: [gor('40000000000')] })).toBe(
      'Swapped 40.00 GOR for 3,861,519.639304 3p7eCg...pump',
    );
  });
  it('a token is named by its symbol when known', () => {
    const swap = action({
      kind: 'swap',
      sent: [{ mint: PUMP, amount: '539260180000', decimals: 6, symbol: 'D8R8' }],
      received: [gor('5000000000')],
    });
    expect(actionText(swap)).toBe('Swapped 539,260.18 D8R8 for 5.00 GOR');
  });
  it('a send names its counterparty, a receive where it came from', () => {
    expect(actionText(action({ kind: 'send', sent: [gor('5000000000')], counterparty: DEST }))).toBe(
      'Sent 5.00 GOR to 7xKXtg...gAsU',
    );
    expect(actionText(action({ kind: 'receive', received: [gor('1500000')], counterparty: DEST }))).toBe(
      'Received 0.001500 GOR from 7xKXtg...gAsU',
    );
    expect(actionText(action({ kind: 'send', sent: [gor('5000000000')] }))).toBe('Sent 5.00 GOR');
  });
  it('several amounts read as a list', () => {
    const t = (s: string) => ({ mint: PUMP, amount: '1000000', decimals: 6, symbol: s });
    expect(actionText(action({ kind: 'send', sent: [t('A'), t('B'), t('C')] }))).toBe(
      'Sent 1 A, 1 B and 1 C',
    );
  });
  it('a vote, a failure with and without its reason', () => {
    expect(actionText(action({ kind: 'vote' }))).toBe('Voted');
    expect(actionText(action({ kind: 'failed', reason: 'slippage tolerance exceeded' }))).toBe(
      'Failed: slippage tolerance exceeded',
    );
    expect(actionText(action({ kind: 'failed', reason: 'Slippage tolerance exceeded.' }))).toBe(
      'Failed: Slippage tolerance exceeded',
    );
    expect(actionText(action({ kind: 'failed' }))).toBe('Failed');
  });
  it('other: what moved, or nothing to say', () => {
    expect(actionText(action({ kind: 'other' }))).toBe('');
    expect(
      actionText(action({ kind: 'other', sent: [gor('2000000000')], received: [gor('1000000000')] })),
    ).toBe('Sent 2.00 GOR and received 1.00 GOR');
    // a swap the server could not pair falls back to what moved
    expect(actionText(action({ kind: 'swap', sent: [gor('2000000000')] }))).toBe('Sent 2.00 GOR');
  });
});

describe('actionSegments', () => {
  it('links the counterparty and carries each amount exactly, for its tooltip and its copy', () => {
    const segs = actionSegments(
      action({
        kind: 'swap',
        sent: [gor('400000001')],
        received: [{ mint: PUMP, amount: '3861519639304', decimals: 6, symbol: 'PUMP' }],
      }),
    );
    expect(segs[1]).toEqual({
      kind: 'amount',
      text: '0.400000 GOR',
      exact: '0.400000001 GOR',
      copy: '0.400000001',
      mint: null,
    });
    expect(segs[3]).toMatchObject({ exact: '3,861,519.639304 PUMP', copy: '3861519.639304', mint: PUMP });
    const send = actionSegments(action({ kind: 'send', sent: [gor('1')], counterparty: DEST }));
    expect(send.at(-1)).toEqual({ kind: 'address', text: '7xKXtg...gAsU', address: DEST });
  });
});

test('amountUnit: GOR, symbol, shortened mint', () => {
  expect(amountUnit({ mint: null, symbol: null })).toBe('GOR');
  expect(amountUnit({ mint: PUMP, symbol: 'PUMP' })).toBe('PUMP');
  expect(amountUnit({ mint: PUMP, symbol: ' ' })).toBe('3p7eCg...pump');
});
