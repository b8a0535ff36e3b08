// The providers every explorer page runs inside, assembled once: theme (with the global style),
// react-query client (the global query defaults), network context, toasts (with the toast area), the
// router and where the entity pages are. The shell uses it with the browser router, the dev host of a remote likewise, and every
// test through `renderWithProviders` (shared-ui/testing) with a memory router.
//
//   <ExplorerProviders>…the app…</ExplorerProviders>                                  shell / dev host
//   <ExplorerProviders router={{ initialEntries: ['/tx/abc'] }} network="mainnet">…</ExplorerProviders>
import type { ReactNode } from 'react';
import type { EntityResolver } from 'shared-api/pages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, MemoryRouter } from 'react-router-dom';
import { queryDefaults } from 'shared-api';
import { EntityPathsProvider } from '../navigation/entityLinks';
import { NetworkProvider, type Network } from '../network/NetworkContext';
import { ThemeModeProvider, type ThemeMode } from '../theme/ThemeMode';
import { ToastProvider, Toaster } from '../toast/Toast';

/** A query client with the global defaults (no refetch on focus, never stale, no retries). */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryDefaults });
}

export interface ExplorerProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
  /** 'browser' (default) or a memory router's initial entries (tests). */
  router?: 'browser' | { initialEntries: string[] };
  /** Initial network (default: the NetworkProvider's own, testnet). */
  network?: Network;
  /** Initial theme mode (default: stored or system preference). */
  themeMode?: ThemeMode;
  /** Where entity links lead (default: nowhere, so they show as plain text). */
  entityPaths?: EntityResolver;
}

export function ExplorerProviders({
  children,
  queryClient,
  router = 'browser',
  network,
  themeMode,
  entityPaths,
}: ExplorerProvidersProps) {
  const client = queryClient ?? defaultClient();
  const content = entityPaths ? (
    <EntityPathsProvider resolve={entityPaths}>{children}</EntityPathsProvider>
  ) : (
    children
  );
  const routed =
    router === 'browser' ? (
      <BrowserRouter>{content}</BrowserRouter>
    ) : (
      <MemoryRouter initialEntries={router.initialEntries}>{content}</MemoryRouter>
    );
  return (
    <ThemeModeProvider initialMode={themeMode}>
      <QueryClientProvider client={client}>
        <NetworkProvider initial={network}>
          <ToastProvider>
            {routed}
            <Toaster />
          </ToastProvider>
        </NetworkProvider>
      </QueryClientProvider>
    </ThemeModeProvider>
  );
}

let shared: QueryClient | undefined;
/** One client per page load when none is given (a re-render must not drop the cache). */
function defaultClient(): QueryClient {
  shared ??= createQueryClient();
  return shared;
}
