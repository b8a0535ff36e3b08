// Test harness of every page test: the page inside ExplorerProviders with a memory router at `url`,
// a fresh query client with the global defaults, entity links resolved from the published entity
// pages (./entityPages.ts) unless the test gives its own, and a <output data-testid="location">
// showing where the router is (pathname + search) so a test can assert navigation.
//
//   import { renderWithProviders } from 'shared-ui/testing';
//   const { client } = renderWithProviders(<BlockPage />, { path: '/block/:height', url: '/block/5' });
//   expect(await screen.findByText('Block Not Found')).toBeInTheDocument();
//   renderWithProviders(<Home />, { path: '/', network: 'mainnet', declared: pages }); // as the shell would
import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { entityPath, type EntityResolver, type PageDeclaration } from 'shared-api/pages';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { Network } from '../network/NetworkContext';
import { TestnetOnly } from '../screens';
import type { ThemeMode } from '../theme/ThemeMode';
import { ExplorerProviders, createQueryClient } from '../providers/ExplorerProviders';
import { ENTITY_PAGES } from 'shared-api/testing/entityPages';

export { ENTITY_PAGES };

/** Entity links resolved from these declarations, as the shell resolves them from the published ones. */
export function entityPathsOf(pages: readonly PageDeclaration[] = ENTITY_PAGES): EntityResolver {
  return (entity, value) => entityPath(pages, entity, value);
}

function Where() {
  const l = useLocation();
  return <output data-testid="location">{l.pathname + l.search}</output>;
}

export interface RenderOptions {
  /** The route pattern the page is mounted at, e.g. '/tx/:signature' (default '*'). */
  path?: string;
  /** The URL the memory router starts at (default '/'). */
  url?: string;
  network?: Network;
  themeMode?: ThemeMode;
  /** The query client (default: a fresh one), e.g. one a route's prefetch has filled. */
  client?: QueryClient;
  /** The declarations entity links resolve from (default: ENTITY_PAGES). */
  pages?: readonly PageDeclaration[];
  /** Where entity links lead, instead of `pages`. */
  entityPaths?: EntityResolver;
  /**
   * The page's remote's declarations (its src/pages.ts): the page at `path` is then rendered under
   * the rules the shell applies to its declaration (testnet-only: the mainnet screen instead).
   */
  declared?: readonly PageDeclaration[];
}

export function renderWithProviders(page: ReactElement, opts: RenderOptions = {}) {
  const client = opts.client ?? createQueryClient();
  const utils = render(
    <ExplorerProviders
      queryClient={client}
      router={{ initialEntries: [opts.url ?? '/'] }}
      network={opts.network ?? 'testnet'}
      themeMode={opts.themeMode ?? 'dark'}
      entityPaths={opts.entityPaths ?? entityPathsOf(opts.pages)}
    >
      <Routes>
        <Route
          path={opts.path ?? '*'}
          element={
            <TestnetOnly when={opts.declared?.find((p) => p.path === opts.path)?.testnetOnly}>
              {page}
            </TestnetOnly>
          }
        />
        {opts.path && <Route path="*" element={<div>elsewhere</div>} />}
      </Routes>
      <Where />
    </ExplorerProviders>,
  );
  return { ...utils, client };
}
