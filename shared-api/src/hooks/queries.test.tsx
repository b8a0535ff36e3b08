import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { installFetchStub } from '../testing/fetchStub';
import { queryDefaults } from './options';
import { OFFLINE_POLL_MS } from './options';
import { pollUntilError, useAddressTransactions, useBlock, useNetworkStats, useTransaction } from './queries';

function wrapper() {
  const client = new QueryClient({ defaultOptions: queryDefaults });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

test('transaction detail loads from /api/transaction/:signature', async () => {
  installFetchStub({ '/api/transaction/abc': { body: { signature: 'abc' } } });
  const { result } = renderHook(() => useTransaction('abc'), { wrapper: wrapper() });
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  expect(result.current.data?.signature).toBe('abc');
});

test('a non-numeric block height does not fetch', () => {
  const f = installFetchStub({});
  const { result } = renderHook(() => useBlock(null), { wrapper: wrapper() });
  expect(result.current.fetchStatus).toBe('idle');
  expect(f).not.toHaveBeenCalled();
});

test('paginated call not ok raises "Failed to fetch transactions"', async () => {
  installFetchStub({ '/api/address/a1/transactions/paginated': { status: 500, body: 'boom' } });
  const { result } = renderHook(() => useAddressTransactions('a1', null), { wrapper: wrapper() });
  await waitFor(() => expect(result.current.isError).toBe(true));
  expect(result.current.error?.message).toBe('Failed to fetch transactions');
});

test('stats failure reads "Failed to load network statistics"', async () => {
  installFetchStub({ '/api/network/stats': { status: 503 } });
  const { result } = renderHook(() => useNetworkStats(), { wrapper: wrapper() });
  await waitFor(() => expect(result.current.isError).toBe(true));
  expect(result.current.error?.message).toBe('Failed to load network statistics');
});

test('the cursor is sent as a query parameter', async () => {
  const f = installFetchStub({
    '/api/address/a1/transactions/paginated?cursor=12.3': {
      body: { transactions: [], hasMore: false, nextCursor: null, totalCount: 0 },
    },
  });
  const { result } = renderHook(() => useAddressTransactions('a1', '12.3'), { wrapper: wrapper() });
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  expect(f.mock.calls[0][0]).toBe('/api/address/a1/transactions/paginated?cursor=12.3');
});

test('failed queries keep polling, slower, so pages recover by themselves within 30 s', () => {
  const poll = pollUntilError(2000);
  expect(poll({ state: { status: 'success' } })).toBe(2000);
  expect(poll({ state: { status: 'pending' } })).toBe(2000);
  expect(poll({ state: { status: 'error' } })).toBe(OFFLINE_POLL_MS);
  expect(pollUntilError(30_000)({ state: { status: 'error' } })).toBe(OFFLINE_POLL_MS);
  // offline poll + 2 retries (1 s + 2 s) stays within 30 s
  expect(OFFLINE_POLL_MS + 3_000).toBeLessThanOrEqual(30_000);
});
