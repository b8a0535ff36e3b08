// GOR paid or received through a wrapped-native account closed back to its owner, on real recorded
// swaps: the wallet's own net GOR movement, its funding and the account's rent left out, and the
// owner's lamports agree with it once the fee and its lasting new accounts' rent are put back.
import fs from 'node:fs';
import path from 'node:path';
import { NATIVE_MINT } from 'shared-api/programs';
import { decodeRpcFile } from '../decode/file';
import type { DerivedTransaction, TransferRecord } from '../decode/types';
import { walletTransferRows } from './extract';
import { nativeFlows, wrappedNative } from './wrapped';

const FIXTURES = path.join(__dirname, '../../test/fixtures');

function recorded(file: string): DerivedTransaction {
  const body = JSON.parse(fs.readFileSync(path.join(FIXTURES, file), 'utf8')) as unknown;
  const d = decodeRpcFile(Array.isArray(body) ? (body[0] as unknown) : body);
  if (d.kind !== 'transaction') throw new Error(`${file}: not a transaction`);
  return d.transaction;
}

/** The signer's lamports with the fee and the rent it left in token accounts opened here put back. */
function signerNative(t: DerivedTransaction): bigint {
  const byKey = new Map(t.accounts.map((a) => [a.pubkey, a]));
  let change = BigInt(byKey.get(t.feePayer)?.change ?? '0') + BigInt(t.fee);
  for (const after of t.tokenAccountsAfter) {
    const a = byKey.get(after.account);
    if (after.owner === t.feePayer && a && a.preBalance === '0') change += BigInt(a.postBalance);
  }
  return change;
}

/** Lamports the signer sent elsewhere by plain System transfers. */
const plainSent = (t: DerivedTransaction, w: ReturnType<typeof wrappedNative>): bigint =>
  t.transfers
    .filter((r, i) => r.mint === null && r.source === t.feePayer && !w.funding.has(i))
    .reduce((s, r) => s + BigInt(r.amount), 0n);

describe('a swap paid in GOR through a temporary wrapped account (Jupiter route, funded by a System transfer)', () => {
  const t = recorded('idl/transactions/jeffro-jupiter-route-1.json');
  const W = t.feePayer;
  const w = wrappedNative(t);

  test('the wallet paid 0.4 GOR: one net leg out, to the pool’s owner', () => {
    expect(w.legs).toEqual([
      {
        wallet: W,
        direction: 'out',
        amount: '400000000',
        account: '6h4fzv1o5GJsBVJ7dpyxRxJHw12WdEmnrWVQvqCS6bpm',
        owner: '5Q544fKrFoe6tsEbD7S8EmxGTJYAKtTVhAW5Q5pge4j1',
      },
    ]);
    // The funding moved rent too (402,039,280 lamports); the rent came back on close and is not sent.
    expect([...w.funding].map((i) => t.transfers[i].amount)).toEqual(['402039280']);
    expect(signerNative(t)).toBe(-400_000_000n);
  });

  test('Total Sent counts the 0.4 GOR, not the funding of its own account', () => {
    expect(nativeFlows(t).get(W)).toEqual({ sent: 400_000_000n, received: 0n });
    expect(nativeFlows(t).get('45uezxGiCrWRXNb6diDyGE5rRbv9oFQkYmNAkRxnqUFN')).toBeUndefined();
  });

  test('Transfers: the GOR paid is a row of the wallet beside the token it got; its funding is its own', () => {
    const rows = walletTransferRows(t).filter((r) => r.address === W);
    expect(rows.filter((r) => r.wrapped)).toEqual([
      expect.objectContaining({ action: 'transfer', mint: null, direction: 'out', amount: '400000000' }),
    ]);
    expect(rows.find((r) => r.amount === '402039280')?.direction).toBe('self');
    expect(rows.find((r) => r.mint === '3p7eCgdQx1RiJUfr4t7Z8w6DpVbP7CMa9Z6Ff69tpump')).toMatchObject({
      direction: 'in',
      amount: '3861519639304',
    });
  });

  test('the pool’s owner keeps its wrapped-token receipt and gets no GOR row', () => {
    const pool = walletTransferRows(t).filter(
      (r) => r.address === '5Q544fKrFoe6tsEbD7S8EmxGTJYAKtTVhAW5Q5pge4j1',
    );
    expect(pool.some((r) => r.mint === NATIVE_MINT && r.direction === 'in' && r.amount === '400000000')).toBe(
      true,
    );
    expect(pool.some((r) => r.mint === null)).toBe(false);
  });
});

test('a 10 GOR swap through OKX (Meteora DLMM): exactly the lamports that left the wallet', () => {
  const t = recorded('idl/transactions/jeffro-okxdex-swap-1-dlmm.json');
  const w = wrappedNative(t);
  expect(w.legs.map((l) => [l.wallet, l.direction, l.amount])).toEqual([[t.feePayer, 'out', '10000000000']]);
  expect(signerNative(t)).toBe(-10_000_000_000n);
  expect(nativeFlows(t).get(t.feePayer)).toEqual({ sent: 10_000_000_000n, received: 0n });
});

test('an account opened with the swap’s lamports (createAccount, no transfer): the rent back on close is not sent', () => {
  const t = recorded('real-blocks/eclipse-mainnet_35792433_json_v0_alt_getTransaction.json');
  const W = t.feePayer;
  const w = wrappedNative(t);
  // createAccount put 1,014,924 lamports in; 19,924 of rent came back on close; 995,000 were swapped.
  expect(w.legs).toEqual([expect.objectContaining({ wallet: W, direction: 'out', amount: '995000' })]);
  expect(w.funding.size).toBe(0);
  const legs = w.legs.reduce((s, l) => s + BigInt(l.amount), 0n);
  expect(nativeFlows(t).get(W)).toEqual({ sent: legs + plainSent(t, w), received: 0n });
  expect(plainSent(t, w)).toBe(329_642n);
});

test('GOR received through a wrapped account closed back to the wallet (Jupiter route, token → GOR)', () => {
  const t = recorded('idl/transactions/jeffro-jupiter-route-2.json');
  const W = t.feePayer;
  const w = wrappedNative(t);
  expect(w.legs.map((l) => [l.wallet, l.direction, l.amount])).toEqual([[W, 'in', '12309272']]);
  expect(signerNative(t)).toBe(12_309_272n);
  expect(nativeFlows(t).get(W)).toEqual({ sent: 0n, received: 12_309_272n });
  const rows = walletTransferRows(t).filter((r) => r.address === W);
  // The wrapped tokens the account received are the GOR leg, not a second 'Wrapped GOR' row.
  expect(rows.filter((r) => r.mint === NATIVE_MINT && r.action === 'transfer')).toEqual([]);
  expect(rows.filter((r) => r.wrapped).map((r) => [r.mint, r.direction, r.amount])).toEqual([
    [null, 'in', '12309272'],
  ]);
});

describe('what is not a wrapped leg', () => {
  const W = 'WaLLet1111111111111111111111111111111111111';
  const A = 'Wrap111111111111111111111111111111111111111';
  const POOL = 'PooLVau1t11111111111111111111111111111111111';
  const OWNER = 'PooLOwner1111111111111111111111111111111111';
  const move = (p: Partial<TransferRecord>): TransferRecord => ({
    kind: 'transfer',
    mint: NATIVE_MINT,
    source: A,
    destination: POOL,
    sourceOwner: null,
    destinationOwner: OWNER,
    amount: '7',
    decimals: 9,
    instruction: 0,
    innerInstruction: -1,
    ...p,
  });
  const base = {
    creations: [{ kind: 'tokenAccount', address: A, owner: W, mint: NATIVE_MINT }],
    transfers: [
      move({ mint: null, source: W, destination: A, sourceOwner: W, destinationOwner: A, amount: '9' }),
      move({}),
    ],
  };

  test('closed back to its owner: a leg', () => {
    const w = wrappedNative({ ...base, closes: [{ address: A, destination: W, owner: W }] });
    expect(w.legs.map((l) => l.amount)).toEqual(['7']);
  });

  test('a wrapped account that stays open holds wrapped tokens: no GOR leg', () => {
    expect(wrappedNative({ ...base, closes: [] }).legs).toEqual([]);
    expect(nativeFlows({ ...base, closes: [] }).get(W)).toEqual({ sent: 9n, received: 0n });
  });

  test('closed to someone else: the lamports left the wallet there, no leg', () => {
    expect(wrappedNative({ ...base, closes: [{ address: A, destination: OWNER, owner: W }] }).legs).toEqual(
      [],
    );
  });

  test('a token account of another mint closed back: no leg', () => {
    const other = {
      ...base,
      creations: [
        { kind: 'tokenAccount', address: A, owner: W, mint: 'Mint1111111111111111111111111111111111111' },
      ],
    };
    const transfers = [move({ mint: 'Mint1111111111111111111111111111111111111' })];
    expect(
      wrappedNative({ ...other, transfers, closes: [{ address: A, destination: W, owner: W }] }).legs,
    ).toEqual([]);
  });

  test('from one wallet’s wrapped account into another’s: a leg out for one, in for the other', () => {
    const V = 'VaLLet1111111111111111111111111111111111111';
    const B = 'Wrap211111111111111111111111111111111111111';
    const t = {
      creations: [...base.creations, { kind: 'tokenAccount', address: B, owner: V, mint: NATIVE_MINT }],
      transfers: [base.transfers[0], move({ destination: B, destinationOwner: V })],
      closes: [
        { address: A, destination: W, owner: W },
        { address: B, destination: V, owner: V },
      ],
    };
    expect(wrappedNative(t).legs.map((l) => [l.wallet, l.direction, l.amount, l.owner])).toEqual([
      [W, 'out', '7', V],
      [V, 'in', '7', null],
    ]);
    expect(nativeFlows(t).get(W)).toEqual({ sent: 7n, received: 0n });
    expect(nativeFlows(t).get(V)).toEqual({ sent: 0n, received: 7n });
  });

  test('out and back in the same amount nets to nothing', () => {
    const transfers = [
      ...base.transfers,
      move({ source: POOL, destination: A, sourceOwner: OWNER, destinationOwner: W }),
    ];
    expect(
      wrappedNative({ ...base, transfers, closes: [{ address: A, destination: W, owner: W }] }).legs,
    ).toEqual([]);
  });
});
