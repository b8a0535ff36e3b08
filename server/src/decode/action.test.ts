import { NATIVE_MINT } from 'shared-api/programs';
import { deriveAction, type ActionInput } from './action';
import type { AccountEntry } from './types';

const PAYER = 'Payer1111111111111111111111111111111111111';
const USDC = 'Usdc11111111111111111111111111111111111111';
const FRIEND = 'Friend111111111111111111111111111111111111';

const account = (pubkey: string, pre: number, post: number): AccountEntry => ({
  pubkey,
  signer: pubkey === PAYER,
  writable: true,
  feePayer: pubkey === PAYER,
  source: 'static',
  preBalance: String(pre),
  postBalance: String(post),
  change: String(post - pre),
});

const base: ActionInput = {
  status: 'success',
  isVote: false,
  fee: 5000,
  feePayer: PAYER,
  accounts: [],
  tokenBalanceChanges: [],
  tokenAccountsAfter: [],
  transfers: [],
};

describe('deriveAction', () => {
  it('a swap of the native coin for a token, the fee left out', () => {
    const a = deriveAction({
      ...base,
      accounts: [account(PAYER, 10_000_000_000, 8_999_995_000)],
      tokenBalanceChanges: [
        {
          account: 'Ata1',
          mint: USDC,
          owner: PAYER,
          programId: null,
          decimals: 6,
          preAmount: '0',
          postAmount: '150000000',
          change: '150000000',
        },
      ],
    });
    expect(a).toEqual({
      kind: 'swap',
      signer: PAYER,
      sent: [{ mint: null, amount: '1000000000', decimals: 9 }],
      received: [{ mint: USDC, amount: '150000000', decimals: 6 }],
      counterparty: null,
    });
  });

  it('counts a lasting wrapped-native account as native, and a new token account as a deposit, not a payment', () => {
    const a = deriveAction({
      ...base,
      // The signer paid 2,039,280 lamports of rent into its new USDC account, which it still owns.
      accounts: [
        account(PAYER, 5_000_000_000, 4_997_955_720),
        account('NewAta', 0, 2_039_280),
        account('Wsol', 2_039_280, 2_039_280),
      ],
      tokenAccountsAfter: [
        { account: 'NewAta', mint: USDC, owner: PAYER, programId: null, decimals: 6, amount: '7' },
        { account: 'Wsol', mint: NATIVE_MINT, owner: PAYER, programId: null, decimals: 9, amount: '0' },
      ],
      tokenBalanceChanges: [
        {
          account: 'Wsol',
          mint: NATIVE_MINT,
          owner: PAYER,
          programId: null,
          decimals: 9,
          preAmount: '300',
          postAmount: '0',
          change: '-300',
        },
        {
          account: 'NewAta',
          mint: USDC,
          owner: PAYER,
          programId: null,
          decimals: 6,
          preAmount: '0',
          postAmount: '7',
          change: '7',
        },
      ],
    });
    expect(a.kind).toBe('swap');
    expect(a.sent).toEqual([{ mint: null, amount: '300', decimals: 9 }]);
    expect(a.received).toEqual([{ mint: USDC, amount: '7', decimals: 6 }]);
  });

  it('a send names who received it', () => {
    const a = deriveAction({
      ...base,
      accounts: [account(PAYER, 1_000_000, 495_000), account(FRIEND, 0, 500_000)],
      transfers: [
        {
          kind: 'transfer',
          mint: null,
          source: PAYER,
          destination: FRIEND,
          sourceOwner: PAYER,
          destinationOwner: FRIEND,
          amount: '500000',
          decimals: 9,
          instruction: 0,
          innerInstruction: -1,
        },
      ],
    });
    expect(a).toMatchObject({ kind: 'send', sent: [{ mint: null, amount: '500000' }], counterparty: FRIEND });
  });

  it('failed, vote and nothing moved', () => {
    expect(deriveAction({ ...base, status: 'failed' }).kind).toBe('failed');
    expect(deriveAction({ ...base, isVote: true }).kind).toBe('vote');
    expect(deriveAction({ ...base, accounts: [account(PAYER, 10_000, 5_000)] }).kind).toBe('other');
  });
});
