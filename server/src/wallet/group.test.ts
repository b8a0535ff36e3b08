// One Transfers row per transaction: which movement leads it, what it adds up, whom '+n others' counts.
import type { WalletTransferRow } from '../walletHistory/extract';
import { counterpartyOf, groupTransfers, summarise } from './group';

const W = 'WaLLet1111111111111111111111111111111111111';
const X = 'Xxxxx11111111111111111111111111111111111111';
const Y = 'Yyyyy11111111111111111111111111111111111111';
const Z = 'Zzzzz11111111111111111111111111111111111111';
const ATA = 'Ata11111111111111111111111111111111111111111';
const MINT = 'Mint111111111111111111111111111111111111111';

function move(p: Partial<WalletTransferRow>): WalletTransferRow {
  return {
    address: W,
    slot: 10,
    tx_index: 0,
    position: 0,
    signature: 'sig10',
    block_time: 1_700_000_000,
    action: 'transfer',
    mint: null,
    decimals: 9,
    amount: '100',
    direction: 'out',
    source: W,
    destination: X,
    source_owner: W,
    destination_owner: X,
    others: 0,
    ...p,
  };
}

describe('counterpartyOf', () => {
  test('the recipient of what went out, the sender of what came in', () => {
    expect(counterpartyOf(move({}))).toBe(X);
    expect(
      counterpartyOf(
        move({ direction: 'in', source: Y, source_owner: Y, destination: W, destination_owner: W }),
      ),
    ).toBe(Y);
  });

  test('none between own accounts, for a mint received or a burn', () => {
    expect(counterpartyOf(move({ direction: 'self', destination: ATA, destination_owner: W }))).toBeNull();
    expect(counterpartyOf(move({ direction: 'out', destination: ATA, destination_owner: W }))).toBeNull();
    expect(
      counterpartyOf(move({ action: 'mint', direction: 'in', source: MINT, source_owner: null })),
    ).toBeNull();
    expect(counterpartyOf(move({ action: 'burn', destination: null, destination_owner: null }))).toBeNull();
  });

  test('an account without a known owner stands for itself', () => {
    expect(counterpartyOf(move({ destination: ATA, destination_owner: null }))).toBe(ATA);
  });
});

describe('summarise', () => {
  test('a single movement is its own row', () => {
    const g = summarise([move({ amount: '7' })]);
    expect([g.lead.position, g.amount, g.others, g.movements]).toEqual([0, '7', 0, 1]);
  });

  test('a payout to three wallets: the first recipient, +2 others, the whole amount', () => {
    const g = summarise([
      move({ position: 2, destination: Z, destination_owner: Z, amount: '3' }),
      move({ position: 0, amount: '1' }),
      move({ position: 1, destination: Y, destination_owner: Y, amount: '2' }),
    ]);
    expect(g.lead.destination).toBe(X);
    expect([g.amount, g.others, g.movements]).toEqual(['6', 2, 3]);
  });

  test('two movements to the same wallet are one counterparty', () => {
    const g = summarise([move({ position: 0 }), move({ position: 1, mint: MINT, decimals: 6, amount: '5' })]);
    // The token leg is not like the lead (GOR): the amount is the GOR only; X is counted once.
    expect([g.amount, g.others, g.movements]).toEqual(['100', 0, 2]);
  });

  test('several senders: the first sender, +n others', () => {
    const inFrom = (who: string, position: number) =>
      move({
        position,
        direction: 'in',
        source: who,
        source_owner: who,
        destination: W,
        destination_owner: W,
      });
    const g = summarise([inFrom(X, 0), inFrom(Y, 1), inFrom(X, 2)]);
    expect([g.lead.source, g.amount, g.others]).toEqual([X, '300', 1]);
  });

  test('led by the first movement with a counterparty: an account creation first does not hide the payment', () => {
    const g = summarise([
      move({
        position: 0,
        action: 'create',
        amount: '0',
        direction: 'self',
        destination: ATA,
        destination_owner: W,
      }),
      move({ position: 1, amount: '9' }),
    ]);
    expect([g.lead.action, g.lead.position, g.amount, g.others, g.movements]).toEqual([
      'transfer',
      1,
      '9',
      0,
      2,
    ]);
  });

  test('a swap paid in GOR through a wrapped account is led by the GOR paid, not the token received', () => {
    const g = summarise([
      move({ position: 0, amount: '402039280', direction: 'self', destination: ATA, destination_owner: W }),
      move({
        position: 2,
        mint: MINT,
        decimals: 6,
        amount: '3861519639304',
        direction: 'in',
        source: Y,
        source_owner: Z,
        destination: ATA,
        destination_owner: W,
      }),
      move({ position: 6, amount: '400000000', destination: Y, destination_owner: Z, wrapped: true }),
    ]);
    expect([g.lead.position, g.lead.mint, g.lead.direction, g.amount, g.others, g.movements]).toEqual([
      6,
      null,
      'out',
      '400000000',
      0,
      3,
    ]);
  });
  test('no counterparty at all: the first movement leads', () => {
    const g = summarise([
      move({
        position: 1,
        action: 'close',
        direction: 'self',
        amount: '0',
        destination: W,
        destination_owner: W,
      }),
      move({ position: 0, action: 'burn', amount: '4', destination: null, destination_owner: null }),
    ]);
    expect([g.lead.action, g.amount, g.others]).toEqual(['burn', '4', 0]);
  });

  test('amounts add up exactly beyond floating point', () => {
    const big = '18446744073709551615';
    expect(summarise([move({ amount: big }), move({ position: 1, amount: big })]).amount).toBe(
      '36893488147419103230',
    );
  });

  test('no movement is an error', () => {
    expect(() => summarise([])).toThrow();
  });
});

test('groupTransfers: one group per transaction, newest first as given', () => {
  const rows = [
    move({ slot: 12, tx_index: 3, position: 1, signature: 'b', destination: Y, destination_owner: Y }),
    move({ slot: 12, tx_index: 3, position: 0, signature: 'b' }),
    move({ slot: 12, tx_index: 1, position: 0, signature: 'a' }),
    move({ slot: 11, tx_index: 3, position: 0, signature: 'c' }),
  ];
  expect(groupTransfers(rows).map((g) => [g.lead.signature, g.lead.position, g.others, g.movements])).toEqual(
    [
      ['b', 0, 1, 2],
      ['a', 0, 0, 1],
      ['c', 0, 0, 1],
    ],
  );
  expect(groupTransfers([])).toEqual([]);
});
