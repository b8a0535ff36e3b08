// /tokens: loading, data, sort flips, price sorts disabled with their reason and a pasted link's
// visible fallback, filters cleared by search, pager windows, both empty states, the limit=999
// fallback, failure, row navigation, the 30 s refresh of the network stats.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFetchStub, type StubAnswer } from 'shared-api/testing';
import { renderWithProviders } from 'shared-ui/testing';
import { listItem } from '../test/fixtures';
import TokensPage, { SEARCH_PLACEHOLDER } from './TokensPage';

const path = '/tokens';
const render = () => renderWithProviders(<TokensPage />, { path, url: path });

/** Stubs the list, count, price and stats calls; records the list queries. */
function stub(
  opts: {
    list?: (q: URLSearchParams) => StubAnswer;
    count?: number;
    /** tokens the search alone finds (default: the count: the filters hide none) */
    unfiltered?: number;
    /** no GOR price feed configured */
    noFeed?: boolean;
  } = {},
) {
  const statsCalls: number[] = [];
  const listCalls: URLSearchParams[] = [];
  const fetchMock = installFetchStub({
    '/api/tokens': (url) => {
      listCalls.push(url.searchParams);
      return opts.list ? opts.list(url.searchParams) : { body: [listItem(1), listItem(2)] };
    },
    '/api/tokens/count': (url) => {
      const filtered = ['hideNoMetadata', 'hideLowSupply', 'hideZeroSupply'].some((k) =>
        url.searchParams.has(k),
      );
      const count = opts.count ?? 2;
      const unfiltered = opts.unfiltered ?? count;
      return { body: { count: filtered ? count : unfiltered, unfiltered } };
    },
    '/api/gor/price': {
      body: {
        price: opts.noFeed ? null : 0.017,
        change24h: opts.noFeed ? null : 1.5,
        marketCap: null,
        volume24h: null,
        logoUrl: '',
        source: opts.noFeed ? 'none' : 'remote',
        updatedAt: 1,
      },
    },
    '/api/network/stats': () => {
      statsCalls.push(Date.now());
      return {
        body: {
          validators: 1,
          stakedGor: '0',
          totalSupply: '0',
          circulatingSupply: '0',
          networkTPS: 0,
        },
      };
    },
  });
  return { listCalls, fetchMock, statsCalls };
}

const lastList = (calls: URLSearchParams[]) => Object.fromEntries(calls[calls.length - 1].entries());

test('loading: title, search placeholder, skeleton', () => {
  global.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
  render();
  expect(screen.getByRole('heading', { name: 'Tokens' })).toBeInTheDocument();
  expect(screen.getByPlaceholderText(SEARCH_PLACEHOLDER)).toBeInTheDocument();
  expect(screen.getAllByRole('progressbar').length).toBeGreaterThan(0);
});

test('data: market cards, rows with N/A prices, default holders desc with the three filters', async () => {
  const { listCalls } = stub();
  render();
  expect(await screen.findByText('TK1')).toBeInTheDocument();
  expect(screen.getByText('TK2')).toBeInTheDocument();
  expect(lastList(listCalls)).toEqual({
    limit: '50',
    offset: '0',
    sort: 'holders',
    order: 'desc',
    hideNoMetadata: 'true',
    hideLowSupply: 'true',
    hideZeroSupply: 'true',
  });
  expect(await screen.findByText('$0.017')).toBeInTheDocument();
  expect(screen.getByText('+1.50% (24h)')).toBeInTheDocument();
  expect(screen.getByText('Rank #1')).toBeInTheDocument();
  expect(screen.getByText('999.9M')).toBeInTheDocument();
  // No price source: USD columns are the placeholder.
  const row = screen.getByText('TK1').closest('tr') as HTMLElement;
  expect(within(row).getAllByText('N/A').length).toBe(4);
});

test('no price feed: the USD cards say so instead of a number', async () => {
  stub({ noFeed: true });
  render();
  await screen.findByText('TK1');
  const market = screen.getByLabelText('Market');
  expect(await within(market).findAllByText('No price feed')).toHaveLength(3);
  expect(market.textContent).not.toMatch(/\$/);
});

test('sort: the same key flips, a new key sorts descending (headers and buttons)', async () => {
  const { listCalls } = stub();
  render();
  await screen.findByText('TK1');
  fireEvent.click(screen.getByRole('button', { name: 'Sort by Holders, descending' }));
  await waitFor(() => expect(lastList(listCalls)).toMatchObject({ sort: 'holders', order: 'asc' }));
  fireEvent.click(screen.getByRole('button', { name: 'Volume' }));
  await waitFor(() => expect(lastList(listCalls)).toMatchObject({ sort: 'volume', order: 'desc' }));
  fireEvent.click(screen.getByRole('button', { name: 'Sort by 24h Volume, descending' }));
  await waitFor(() => expect(lastList(listCalls)).toMatchObject({ sort: 'volume', order: 'asc' }));
  fireEvent.click(screen.getByRole('button', { name: 'Sort by Holders' }));
  // Back to the first view (holders, descending): served from the cache, shown by the header.
  expect(await screen.findByRole('button', { name: 'Sort by Holders, descending' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/tokens$/);
});

/** The five price-sort controls: three headers and two buttons. */
const priceSortControls = () => [
  screen.getByRole('button', { name: 'Sort by Price' }),
  screen.getByRole('button', { name: 'Sort by 24h Change' }),
  screen.getByRole('button', { name: 'Sort by Market Cap' }),
  within(screen.getByRole('group', { name: 'Sort tokens' })).getByRole('button', { name: 'Market Cap' }),
  within(screen.getByRole('group', { name: 'Sort tokens' })).getByRole('button', { name: '24h Change' }),
];

test('no price feed: the price sorts are disabled, say why, and sort nothing', async () => {
  const { listCalls } = stub({ noFeed: true });
  render();
  await screen.findByText('TK1');
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Sort by Price' })).toHaveAccessibleDescription(
      'No price feed configured',
    ),
  );
  const before = listCalls.length;
  for (const b of priceSortControls()) {
    expect(b).toHaveAttribute('aria-disabled', 'true');
    expect(b).toHaveAccessibleDescription('No price feed configured');
    fireEvent.click(b);
  }
  // Nothing was asked of the server, nothing moved, no row opened.
  await new Promise((r) => setTimeout(r, 20));
  expect(listCalls.length).toBe(before);
  expect(lastList(listCalls)).toMatchObject({ sort: 'holders', order: 'desc' });
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/tokens$/);
  expect(screen.getByRole('button', { name: 'Sort by Holders, descending' })).toBeInTheDocument();
});

test('the reason is reachable by keyboard: focus shows the tooltip, Escape and blur hide it', async () => {
  stub({ noFeed: true });
  render();
  await screen.findByText('TK1');
  const header = screen.getByRole('button', { name: 'Sort by Price' });
  const tip = document.getElementById(header.getAttribute('aria-describedby') ?? '') as HTMLElement;
  expect(tip).toHaveAttribute('role', 'tooltip');
  expect(tip).not.toHaveAttribute('data-open');
  act(() => header.focus());
  expect(header).toHaveFocus();
  expect(tip).toHaveAttribute('data-open');
  await waitFor(() => expect(tip).toHaveTextContent('No price feed configured'));
  fireEvent.keyDown(header, { key: 'Escape' });
  expect(tip).not.toHaveAttribute('data-open');
  fireEvent.focus(header);
  fireEvent.blur(header);
  expect(tip).not.toHaveAttribute('data-open');
});

test('a feed for GOR but no token prices: still disabled, with that reason', async () => {
  stub();
  render();
  await screen.findByText('TK1');
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Sort by Price' })).toHaveAccessibleDescription(
      'No price data for these tokens',
    ),
  );
  for (const b of priceSortControls()) expect(b).toHaveAttribute('aria-disabled', 'true');
});

test('tokens with prices: shown, but their sorts stay disabled because the list cannot order by them', async () => {
  stub({ list: () => ({ body: [listItem(1, { price: 0.25, change24h: -3, marketCap: 2_500_000 })] }) });
  render();
  const row = (await screen.findByText('TK1')).closest('tr') as HTMLElement;
  expect(within(row).getByText('$0.25')).toBeInTheDocument();
  expect(within(row).getByText('-3.00%')).toBeInTheDocument();
  expect(within(row).getByText('$2.50M')).toBeInTheDocument();
  const header = screen.getByRole('button', { name: 'Sort by Price' });
  expect(header).toHaveAttribute('aria-disabled', 'true');
  expect(header).toHaveAccessibleDescription('The token list cannot be sorted by Price yet');
});

test('a link asking for a price sort falls back visibly to the sort applied', async () => {
  const { listCalls } = stub({ noFeed: true });
  renderWithProviders(<TokensPage />, { path, url: `${path}?sort=price&order=asc` });
  await screen.findByText('TK1');
  expect(listCalls.every((q) => q.get('sort') === 'holders' && q.get('order') === 'desc')).toBe(true);
  expect(screen.getByRole('button', { name: 'Sort by Holders, descending' })).toHaveTextContent('Holders ↓');
  expect(screen.getByRole('button', { name: 'Holders ↓' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'Sort by Price' })).not.toHaveTextContent(/[↑↓]/);
  const notice = await screen.findByText(
    'Sorting by Price is unavailable (No price feed configured); sorted by Holders, descending.',
  );
  expect(notice).toHaveAttribute('role', 'status');
  // The next sort starts from the one applied: Holders flips to ascending.
  fireEvent.click(screen.getByRole('button', { name: 'Sort by Holders, descending' }));
  await waitFor(() => expect(lastList(listCalls)).toMatchObject({ sort: 'holders', order: 'asc' }));
  expect(notice).not.toBeInTheDocument();
});

test('the network stats behind the cards refresh every 30 s, not every 5 s', async () => {
  jest.useFakeTimers();
  try {
    const { statsCalls } = stub();
    render();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    expect(statsCalls).toHaveLength(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(29_000);
    });
    expect(statsCalls).toHaveLength(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1_000);
    });
    expect(statsCalls).toHaveLength(2);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(30_000);
    });
    expect(statsCalls).toHaveLength(3);
  } finally {
    jest.useRealTimers();
  }
});

test('typing a search turns the filters off ("Cleared during search") and resets to page 1', async () => {
  const { listCalls } = stub({ count: 500 });
  render();
  await screen.findByText('TK1');
  fireEvent.click(screen.getByRole('button', { name: '3' }));
  await waitFor(() => expect(lastList(listCalls)).toMatchObject({ offset: '100' }));
  fireEvent.change(screen.getByPlaceholderText(SEARCH_PLACEHOLDER), { target: { value: ' trash ' } });
  await waitFor(() =>
    expect(lastList(listCalls)).toEqual({
      limit: '50',
      offset: '0',
      search: 'trash',
      sort: 'holders',
      order: 'desc',
    }),
  );
  fireEvent.click(screen.getByRole('button', { name: /^Filters/ }));
  const boxes = await screen.findAllByRole('checkbox');
  expect(boxes).toHaveLength(3);
  for (const b of boxes) {
    expect(b).toBeDisabled();
    expect(b).not.toBeChecked();
  }
  expect(screen.getAllByText('Cleared during search')).toHaveLength(3);
});

test('changing a filter resets to page 1 and is sent to the server', async () => {
  const { listCalls } = stub({ count: 500 });
  render();
  await screen.findByText('TK1');
  fireEvent.click(screen.getByRole('button', { name: '2' }));
  await waitFor(() => expect(lastList(listCalls)).toMatchObject({ offset: '50' }));
  fireEvent.click(screen.getByRole('button', { name: /^Filters/ }));
  fireEvent.click(await screen.findByRole('checkbox', { name: /without metadata/ }));
  await waitFor(() => expect(lastList(listCalls).offset).toBe('0'));
  expect(lastList(listCalls)).not.toHaveProperty('hideNoMetadata');
  expect(lastList(listCalls)).toMatchObject({ hideLowSupply: 'true', hideZeroSupply: 'true' });
});

test('pager: every page up to 10, else a window of 7 with first, last and ellipses', async () => {
  stub({ count: 500 });
  const { unmount } = render();
  await screen.findByText('TK1');
  const nav = screen.getByRole('navigation', { name: 'Pagination' });
  expect(
    within(nav)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Prev', ...Array.from({ length: 10 }, (_, i) => String(i + 1)), 'Next']);
  unmount();
  stub({ count: 2000 });
  render();
  await screen.findByText('TK1');
  const nav2 = screen.getByRole('navigation', { name: 'Pagination' });
  expect(
    within(nav2)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Prev', '1', '2', '3', '4', '5', '6', '40', 'Next']);
  expect(within(nav2).getByRole('button', { name: 'Prev' })).toBeDisabled();
  fireEvent.click(within(nav2).getByRole('button', { name: '6' }));
  await waitFor(() =>
    expect(
      within(nav2)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Prev', '1', '4', '5', '6', '7', '8', '40', 'Next']),
  );
  expect(within(nav2).getAllByText('…')).toHaveLength(2);
});

test('empty: without a search, then with one', async () => {
  stub({ list: () => ({ body: [] }), count: 0 });
  render();
  expect(await screen.findByText('No tokens found')).toBeInTheDocument();
  expect(screen.getByText('No tokens available at the moment')).toBeInTheDocument();
  fireEvent.change(screen.getByPlaceholderText(SEARCH_PLACEHOLDER), { target: { value: 'zzz' } });
  expect(await screen.findByText('Try adjusting your search terms')).toBeInTheDocument();
});

test('filters that hide every token say how many and offer them all', async () => {
  const all = [listItem(1, { name: null, symbol: null, nameSource: null, supply: null }), listItem(2)];
  const { listCalls } = stub({
    list: (q) => (q.has('hideNoMetadata') ? { body: [] } : { body: all }),
    count: 0,
    unfiltered: 161,
  });
  render();
  expect(await screen.findByText('No tokens found')).toBeInTheDocument();
  expect(screen.getByText('The filters hide all 161 tokens.')).toBeInTheDocument();
  expect(screen.queryByText('No tokens available at the moment')).not.toBeInTheDocument();
  const showAll = screen.getByRole('button', { name: 'Show all 161 tokens' });
  showAll.focus();
  fireEvent.click(showAll);
  expect(await screen.findByText('TK2')).toBeInTheDocument();
  const q = lastList(listCalls);
  expect(q.hideNoMetadata).toBeUndefined();
  expect(q.hideLowSupply).toBeUndefined();
  expect(q.hideZeroSupply).toBeUndefined();
  // A supply the index could not read is not 0; an unnamed mint is still listed.
  const row = screen.getAllByRole('row').find((r) => within(r).queryByText('Unknown Token'))!;
  expect(within(row).getByText('Unknown')).toBeInTheDocument();
  expect(within(row).queryByText('0')).toBeNull();
});

test('filters that hide some tokens say so above the rows; none hidden, nothing said', async () => {
  stub({ count: 2, unfiltered: 5 });
  render();
  expect(await screen.findByText('TK1')).toBeInTheDocument();
  expect(await screen.findByText('The filters hide 3 tokens of 5.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Show all 5 tokens' })).toBeInTheDocument();
});

test('no filter hides anything: no note', async () => {
  stub({ count: 2, unfiltered: 2 });
  render();
  expect(await screen.findByText('TK1')).toBeInTheDocument();
  expect(screen.queryByText(/The filters hide/)).toBeNull();
});

test('the paged call fails: up to 999 are fetched and paged locally', async () => {
  const all = Array.from({ length: 60 }, (_, i) => listItem(i + 1));
  const { listCalls } = stub({
    list: (q) => (q.get('limit') === '999' ? { body: all } : { status: 500, body: { message: 'boom' } }),
  });
  render();
  expect(await screen.findByText('TK1')).toBeInTheDocument();
  expect(screen.queryByText('TK51')).not.toBeInTheDocument();
  expect(lastList(listCalls)).toMatchObject({ limit: '999', sort: 'holders', order: 'desc' });
  fireEvent.click(screen.getByRole('button', { name: '2' }));
  expect(await screen.findByText('TK51')).toBeInTheDocument();
});

test('failure: the paged call and its fallback fail', async () => {
  stub({ list: () => ({ status: 500, body: { message: 'boom' } }) });
  render();
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load tokens');
});

test('a row goes to /token/{mint}', async () => {
  stub();
  render();
  fireEvent.click((await screen.findByText('Token 2')).closest('tr') as HTMLElement);
  expect(screen.getByTestId('location')).toHaveTextContent(`/token/${listItem(2).mint}`);
});

test('the page, sort, search and filters live in the URL; a pasted link shows the same list', async () => {
  const { listCalls } = stub({ count: 500 });
  render();
  await screen.findByText('TK1');
  fireEvent.click(screen.getByRole('button', { name: '3' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tokens?page=3'));
  fireEvent.click(screen.getByRole('button', { name: 'Volume' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tokens?sort=volume'));
  fireEvent.click(screen.getByRole('button', { name: /^Filters/ }));
  fireEvent.click(await screen.findByRole('checkbox', { name: /without metadata/ }));
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/tokens?sort=volume&filters=lowSupply%2CzeroSupply',
    ),
  );
  expect(listCalls.length).toBeGreaterThan(0);
});

test('a pasted link opens its page, sort and filters', async () => {
  const { listCalls } = stub({ count: 500 });
  renderWithProviders(<TokensPage />, {
    path,
    url: `${path}?page=2&sort=volume&order=asc&filters=zeroSupply`,
  });
  await screen.findByText('TK1');
  await waitFor(() =>
    expect(lastList(listCalls)).toEqual({
      limit: '50',
      offset: '50',
      sort: 'volume',
      order: 'asc',
      hideZeroSupply: 'true',
    }),
  );
});
