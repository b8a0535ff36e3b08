// The wallet page's test fixtures: addresses, holdings, list rows and pages as the API answers them,
// and the page rendered at a URL.
import { screen } from '@testing-library/react';
import type { AddressTransaction, Holdings, WalletBalanceChange, WalletTransfer } from 'shared-api';
import { renderWithProviders } from 'shared-ui/testing';
import HoldingsPage from './HoldingsPage';

export const W = 'WaLLet1111111111111111111111111111111111111';
export const X = 'Other11111111111111111111111111111111111111';
export const Y = 'Third11111111111111111111111111111111111111';
export const MINT = 'Mint111111111111111111111111111111111111111';
export const ATA = 'Ata11111111111111111111111111111111111111111';
export const GOR = 'So11111111111111111111111111111111111111112';
export const sig = (n: number) => `${n}`.padStart(4, '0') + 'S'.repeat(84);

export const holdings: Holdings = {
  address: W,
  balance: '2500000000',
  decimals: 9,
  gorValue: 0.0425,
  totalValue: 0.0425,
  isTokenAccount: false,
  tokenHoldings: [
    {
      mint: GOR,
      account: null,
      isNative: true,
      amount: '2500000000',
      decimals: 9,
      symbol: 'GOR',
      name: 'Gorbagana',
      logoUri: null,
      price: 0.017,
      usdValue: 0.0425,
    },
    {
      mint: MINT,
      account: ATA,
      isNative: false,
      amount: '1500000',
      decimals: 6,
      symbol: 'TRASH',
      name: 'Trash Panda',
      logoUri: null,
      price: null,
      usdValue: null,
    },
  ],
};

export function tx(n: number, status: 'success' | 'failed' = 'success'): AddressTransaction {
  return {
    signature: sig(n),
    slot: 100 + n,
    blockHeight: 90 + n,
    timestamp: Math.floor(Date.now() / 1000) - 120,
    status,
    fee: '5000',
    feePayer: W,
    // A compute-budget instruction first: the Type column names the one after it.
    instructions: [
      {
        programId: 'ComputeBudget111111111111111111111111111111',
        programName: 'Compute Budget Program',
        type: 'setComputeUnitPrice',
        parsed: null,
        data: '',
        accounts: [],
        innerInstructions: [],
      } as unknown as AddressTransaction['instructions'][number],
      {
        programId: '11111111111111111111111111111111',
        programName: 'System Program',
        type: 'transfer',
        parsed: null,
        data: '',
        accounts: [],
        innerInstructions: [],
      } as unknown as AddressTransaction['instructions'][number],
    ],
    transfers: [],
    mintedTokens: [],
    burnedTokens: [],
    accounts: [],
    tokenBalanceChanges: [],
  };
}

export function transfer(n: number, p: Partial<WalletTransfer> = {}): WalletTransfer {
  return {
    signature: sig(n),
    slot: 100 + n,
    blockHeight: 90 + n,
    blockTime: Math.floor(Date.now() / 1000) - 60,
    position: 0,
    action: 'transfer',
    mint: null,
    decimals: 9,
    amount: '1500000000',
    direction: 'out',
    from: W,
    to: X,
    fromAccount: W,
    toAccount: X,
    others: 0,
    movements: 1,
    symbol: null,
    name: null,
    logoUri: null,
    ...p,
  };
}

export function change(n: number, p: Partial<WalletBalanceChange> = {}): WalletBalanceChange {
  return {
    signature: sig(n),
    slot: 100 + n,
    blockHeight: 90 + n,
    blockTime: Math.floor(Date.now() / 1000) - 60,
    position: 1,
    action: 'transfer',
    account: ATA,
    mint: MINT,
    decimals: 6,
    preAmount: '2000000',
    postAmount: '1500000',
    change: '-500000',
    direction: 'out',
    symbol: 'TRASH',
    name: 'Trash Panda',
    logoUri: null,
    ...p,
  };
}

export const page = <T,>(items: T[], totalCount: number, nextCursor: string | null = null) => ({
  items,
  hasMore: nextCursor !== null,
  nextCursor,
  totalCount,
});

export function render(url: string) {
  return renderWithProviders(<HoldingsPage />, { path: '/address/:address/holdings', url });
}
export const location = () => screen.getByTestId('location').textContent ?? '';
