import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { queryDefaults } from 'shared-api';
import { installFetchStub } from 'shared-api/testing';
import { useAddressTransactions } from './address/queries';
import { useBlock } from './block/queries';
import { useTransaction } from './transaction/queries';

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
