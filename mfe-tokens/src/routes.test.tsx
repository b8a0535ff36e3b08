// A route's prefetch fills the query client with exactly what its page's first render reads: the
// page then renders its rows in that first render and makes none of those requests itself. The
// server hints the GETs the page declares (./pages.ts) in the page it serves: they must be these.
import { screen, within } from '@testing-library/react';
import { hintUrl, type PageDeclaration } from 'shared-api/pages';
import { installFetchStub } from 'shared-api/testing';
import { createQueryClient } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import TokenPage from './token/TokenPage';
import TokensPage from './tokens/TokensPage';
import { pages } from './pages';
import { routes } from './routes';
import { MINT, OWNER_A, detail, holder, holderPage, listItem, transfer, transferPage } from './test/fixtures';

const requested = (calls: unknown[][]) =>
  calls.map(([u]) => {
    const url = new URL(String(u), 'http://localhost');
    return url.pathname + url.search;
  });

/** The API GETs the server hints in the page it serves for `url`, as this remote declares them. */
const declared: readonly PageDeclaration[] = pages;
const hintsFor = (path: string, url: string) =>
  (declared.find((p) => p.path === path)?.preload?.api ?? []).map((h) => hintUrl(h, path, url));

async function prefetched(path: string, params: Record<string, string> = {}) {
  const client = createQueryClient();
  await routes.find((r) => r.path === path)?.prefetch?.(client, params);
  return client;
}

test("/tokens: the list's first page and count come from the prefetch; rows in the first render", async () => {
  const fetchMock = installFetchStub({
    '/api/tokens': { body: [listItem(1), listItem(2)] },
    '/api/tokens/count': { body: { count: 2 } },
  });
  const client = await prefetched('/tokens');
  const first = requested(fetchMock.mock.calls);
  expect(first).toHaveLength(2);
  fetchMock.mockClear();

  renderWithProviders(<TokensPage />, { path: '/tokens', url: '/tokens', client });
  const table = screen.getByRole('table');
  expect(within(table).getByText('TK1')).toBeInTheDocument();
  expect(requested(fetchMock.mock.calls).filter((u) => first.includes(u))).toEqual([]);
});

test("/tokens: the server's hints are the list's first GETs for a URL without parameters", async () => {
  const fetchMock = installFetchStub({
    '/api/tokens': { body: [] },
    '/api/tokens/count': { body: { count: 0 } },
  });
  await prefetched('/tokens');
  expect(hintsFor('/tokens', '/tokens')).toEqual(requested(fetchMock.mock.calls));
});

test('/token/:address: the token, its transfers and holders at once; transfer rows in the first render', async () => {
  const fetchMock = installFetchStub({
    [`/api/token/${MINT}`]: { body: detail() },
    [`/api/token/${MINT}/transfers`]: { body: transferPage([transfer(1)]) },
    [`/api/token/${MINT}/holders`]: { body: holderPage([holder(1, OWNER_A, '1000', 100)], { total: 1 }) },
  });
  const client = await prefetched('/token/:address', { address: MINT });
  const first = requested(fetchMock.mock.calls);
  expect(first.sort()).toEqual(
    [`/api/token/${MINT}`, `/api/token/${MINT}/transfers`, `/api/token/${MINT}/holders`].sort(),
  );
  fetchMock.mockClear();

  renderWithProviders(<TokenPage />, { path: '/token/:address', url: `/token/${MINT}`, client });
  const panel = screen.getByRole('tabpanel');
  expect(within(panel).getAllByRole('row').length).toBeGreaterThan(1);
  expect(requested(fetchMock.mock.calls).filter((u) => first.includes(u))).toEqual([]);
  // The server hints the same three GETs.
  expect(hintsFor('/token/:address', `/token/${MINT}`).sort()).toEqual(first.sort());
});

test('/community has nothing to prefetch', () => {
  expect(routes.find((r) => r.path === '/community')?.prefetch).toBeUndefined();
});
