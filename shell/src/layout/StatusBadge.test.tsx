import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { NetworkProvider, darkTheme, useNetwork } from 'shared-ui';
import { installFetchStub } from 'shared-api/testing';
import { StatusBadge } from './StatusBadge';

function Toggle() {
  const { toggleNetwork } = useNetwork();
  return <button onClick={toggleNetwork}>toggle</button>;
}

function ui() {
  // retryDelay 0: the hooks' "2 retries" run without waiting.
  const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 0, staleTime: Infinity } } });
  return (
    <ThemeProvider theme={darkTheme}>
      <QueryClientProvider client={client}>
        <NetworkProvider>
          <StatusBadge />
          <Toggle />
        </NetworkProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}

const overview = { stats: {}, version: null };

test('Testnet Online when the three queries answer', async () => {
  installFetchStub({
    '/api/network/overview': { body: overview },
    '/api/transactions': { body: [] },
    '/api/blocks': { body: [] },
  });
  render(ui());
  expect(await screen.findByText(/Testnet Online/)).toBeInTheDocument();
});

test('Testnet Offline when one of them fails (after its retries)', async () => {
  installFetchStub({
    '/api/network/overview': { body: overview },
    '/api/transactions': { body: [] },
    '/api/blocks': { status: 500, body: 'down' },
  });
  render(ui());
  expect(await screen.findByText(/Testnet Offline/)).toBeInTheDocument();
});

test('Mainnet Offline when mainnet is selected', async () => {
  installFetchStub({
    '/api/network/overview': { body: overview },
    '/api/transactions': { body: [] },
    '/api/blocks': { body: [] },
  });
  render(ui());
  await act(async () => screen.getByText('toggle').click());
  expect(screen.getByText(/Mainnet Offline/)).toBeInTheDocument();
});
