// Test harness for the chain pages: the providers the shell gives a remote (theme, toasts, network,
// query client with the global defaults, router). Data comes from a fetch stub (jsdom level).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { NetworkProvider, ThemeModeProvider, ToastProvider, Toaster, type Network } from 'shared-ui';
import { queryDefaults } from 'shared-api';

function Where() {
  const l = useLocation();
  return <output data-testid="location">{l.pathname + l.search}</output>;
}

export function renderPage(page: ReactElement, opts: { path: string; url: string; network?: Network }) {
  const client = new QueryClient({ defaultOptions: queryDefaults });
  const utils = render(
    <ThemeModeProvider initialMode="dark">
      <ToastProvider>
        <NetworkProvider initial={opts.network ?? 'testnet'}>
          <QueryClientProvider client={client}>
            <MemoryRouter initialEntries={[opts.url]}>
              <Routes>
                <Route path={opts.path} element={page} />
                <Route path="*" element={<div>elsewhere</div>} />
              </Routes>
              <Where />
            </MemoryRouter>
          </QueryClientProvider>
        </NetworkProvider>
        <Toaster />
      </ToastProvider>
    </ThemeModeProvider>,
  );
  return { ...utils, client };
}
