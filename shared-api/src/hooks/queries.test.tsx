import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { installFetchStub } from '../testing/fetchStub';
import { queryDefaults } from './options';
import { OFFLINE_POLL_MS } from './options';
import { pollUntilError, useNetworkStats } from './queries';

function wrapper() {
  const client = new QueryClient({ defaultOptions: queryDefaults });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

test('stats failure reads "Failed to load network statistics"', async () => {
  installFetchStub({ '/api/network/stats': { status: 503 } });
  const { result } = renderHook(() => useNetworkStats(), { wrapper: wrapper() });
  await waitFor(() => expect(result.current.isError).toBe(true));
  expect(result.current.error?.message).toBe('Failed to load network statistics');
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
