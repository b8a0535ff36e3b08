// A route's prefetch fills the query client with exactly what its page's first render reads: the
// page then renders its rows in that first render and makes none of those requests itself.
import { screen, within } from '@testing-library/react';
import { installFetchStub } from 'shared-api/testing';
import { createQueryClient } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import Home from './home/HomePage';
import { routes } from './routes';
import { blockSummary, overview, stats, txSummary } from './test/fixtures';

const FIRST = ['/api/transactions', '/api/blocks'];
const paths = (calls: unknown[][]) =>
  calls.map(([u]) => {
    const url = new URL(String(u), 'http://localhost');
    return url.pathname + url.search;
  });

test("home's prefetch primes its two lists: rows in the first render, neither list requested again", async () => {
  const fetchMock = installFetchStub({
    '/api/network/overview': { body: overview },
    '/api/network/stats': { body: stats },
    '/api/transactions': { body: [txSummary()] },
    '/api/blocks': { body: [blockSummary] },
  });
  const client = createQueryClient();
  await routes.find((r) => r.path === '/')?.prefetch?.(client, {});
  expect(paths(fetchMock.mock.calls).sort()).toEqual([...FIRST].sort());
  fetchMock.mockClear();

  renderWithProviders(<Home />, { path: '/', url: '/', client });
  // No waiting: the first render already has the rows.
  expect(
    within(screen.getByRole('list', { name: 'Latest transactions' })).getAllByRole('listitem'),
  ).toHaveLength(1);
  expect(within(screen.getByRole('list', { name: 'Recent blocks' })).getAllByRole('listitem')).toHaveLength(
    1,
  );
  expect(paths(fetchMock.mock.calls).filter((p) => FIRST.includes(p))).toEqual([]);
});

test('routes without first data to start have no prefetch', () => {
  expect(routes.filter((r) => r.prefetch).map((r) => r.path)).toEqual(['/']);
});
