// The holdings route's prefetch fills the query client with exactly what the page's first render
// reads: the transactions tab shows its rows at once and the page makes none of those requests.
import { screen, within } from '@testing-library/react';
import type { AddressTransaction, Holdings } from 'shared-api';
import { hintUrl, type PageDeclaration } from 'shared-api/pages';
import { installFetchStub } from 'shared-api/testing';
import { createQueryClient } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import HoldingsPage from './holdings/HoldingsPage';
import { pages } from './pages';
import { routes } from './routes';

const declared: readonly PageDeclaration[] = pages;

const W = 'WaLLet1111111111111111111111111111111111111';
const holdings: Holdings = {
  address: W,
  balance: '2500000000',
  decimals: 9,
  gorValue: 0.0425,
  totalValue: 0.0425,
  isTokenAccount: false,
  tokenHoldings: [],
};
const tx = {
  signature: '1'.repeat(88),
  slot: 101,
  blockHeight: 91,
  timestamp: Math.floor(Date.now() / 1000) - 120,
  status: 'success',
  fee: '5000',
  feePayer: W,
  instructions: [],
  transfers: [],
  mintedTokens: [],
  burnedTokens: [],
  accounts: [],
  tokenBalanceChanges: [],
} as unknown as AddressTransaction;

const requested = (calls: unknown[][]) =>
  calls.map(([u]) => {
    const url = new URL(String(u), 'http://localhost');
    return url.pathname + url.search;
  });

test('holdings and the first transactions page come from the prefetch; rows in the first render', async () => {
  const fetchMock = installFetchStub({
    [`/api/address/${W}/holdings`]: { body: holdings },
    [`/api/address/${W}/transactions/paginated`]: {
      body: { transactions: [tx], hasMore: false, nextCursor: null, totalCount: 1 },
    },
  });
  const client = createQueryClient();
  await routes[0].prefetch?.(client, { address: W });
  const first = requested(fetchMock.mock.calls);
  expect(first.sort()).toEqual([`/api/address/${W}/holdings`, `/api/address/${W}/transactions/paginated`]);
  fetchMock.mockClear();

  renderWithProviders(<HoldingsPage />, {
    path: '/address/:address/holdings',
    url: `/address/${W}/holdings`,
    client,
  });
  const table = screen.getByRole('table');
  expect(within(table).getAllByRole('row')).toHaveLength(2); // header + the transaction
  expect(requested(fetchMock.mock.calls).filter((u) => first.includes(u))).toEqual([]);
  // The server hints the same GETs.
  const path = '/address/:address/holdings';
  const hinted = declared.find((p) => p.path === path)?.preload?.api ?? [];
  expect(hinted.map((h) => hintUrl(h, path, `/address/${W}/holdings`)).sort()).toEqual(first);
});
