// Every state of the wallet overview, the tabs on stubbed API answers, the pager and Refresh (the
// Transfers tab: HoldingsTransfers.test.tsx).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PaginatedTransactions, WalletBalanceChangePage } from 'shared-api';
import { installFetchStub } from 'shared-api/testing';
import { renderWithProviders } from 'shared-ui/testing';
import HoldingsPage from './HoldingsPage';
import { pages } from '../pages';

import { ATA, change, holdings, location, MINT, page, render, sig, tx, W, Y } from './testFixtures';

describe('page states', () => {
  test('mainnet shows the stand-in screen', () => {
    installFetchStub({});
    renderWithProviders(<HoldingsPage />, {
      path: '/address/:address/holdings',
      url: `/address/${W}/holdings`,
      network: 'mainnet',
      declared: pages,
    });
    expect(screen.getByText('Mainnet Under Construction')).toBeInTheDocument();
  });

  test('no address: Invalid Address / No address specified', () => {
    installFetchStub({});
    renderWithProviders(<HoldingsPage />, { path: '*', url: '/x' });
    expect(screen.getByText('Invalid Address')).toBeInTheDocument();
    expect(screen.getByText('No address specified')).toBeInTheDocument();
  });

  test('loading, then the holdings failure with a link back to the address', async () => {
    installFetchStub({ [`/api/address/${W}/holdings`]: { status: 500, body: 'boom' } });
    render(`/address/${W}/holdings`);
    expect(screen.getByText('Loading wallet holdings...')).toBeInTheDocument();
    expect(await screen.findByText('Failed to Load Holdings')).toBeInTheDocument();
    expect(screen.getByText('Could not fetch wallet holdings. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to address/ })).toHaveAttribute('href', `/address/${W}`);
  });

  test('overview: title, short address, balance with dollars, account type, tabs', async () => {
    installFetchStub({
      [`/api/address/${W}/holdings`]: { body: holdings },
      [`/api/address/${W}/transactions/paginated`]: {
        body: { transactions: [], hasMore: false, nextCursor: null, totalCount: 0 },
      },
      '/api/gor/price': { body: { price: 0.017, change24h: 0, marketCap: 0, volume24h: 0 } },
    });
    render(`/address/${W}/holdings`);
    expect(screen.getByRole('heading', { name: 'Wallet Overview' })).toBeInTheDocument();
    expect(screen.getByText('WaLL...1111')).toBeInTheDocument();
    expect(await screen.findByText(/^2\.5\d* GOR$/)).toBeInTheDocument();
    expect(screen.getByText('≈ $0.04250')).toBeInTheDocument();
    expect(screen.getByText('Standard Wallet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Tokens \(1\)/ })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Transactions',
      'Transfers',
      'Balance Changes',
      'DeFi Activities',
      'NFT Activities',
      'Analytics',
      'Portfolio',
      'Stake Accounts',
      'Domains',
    ]);
    // Coming Soon tabs can be chosen; nothing says Coming Soon until one is.
    expect(tabs.some((t) => (t as HTMLButtonElement).disabled)).toBe(false);
    expect(screen.queryByText(/Coming Soon/)).not.toBeInTheDocument();
    expect(await screen.findByText('No transactions found for this address.')).toBeInTheDocument();
  });

  test('a token account names its owner and links to the owner overview', async () => {
    installFetchStub({
      [`/api/address/${ATA}/holdings`]: {
        body: { ...holdings, address: ATA, isTokenAccount: true, tokenHoldings: [holdings.tokenHoldings[0]] },
      },
      [`/api/address/${ATA}`]: { body: { tokenAccount: { mint: MINT, owner: W, amount: '1', decimals: 6 } } },
      [`/api/address/${ATA}/transactions/paginated`]: {
        body: { transactions: [], hasMore: false, nextCursor: null, totalCount: 0 },
      },
    });
    render(`/address/${ATA}/holdings`);
    expect(await screen.findByText('Token Account')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: "owner's wallet overview" })).toHaveAttribute(
      'href',
      `/address/${W}/holdings`,
    );
  });

  test('holdings dropdown: search, GOR answers to gorbagana', async () => {
    installFetchStub({
      [`/api/address/${W}/holdings`]: { body: holdings },
      [`/api/address/${W}/transactions/paginated`]: {
        body: { transactions: [], hasMore: false, nextCursor: null, totalCount: 0 },
      },
    });
    render(`/address/${W}/holdings`);
    fireEvent.click(await screen.findByRole('button', { name: /Tokens \(1\)/ }));
    const search = await screen.findByPlaceholderText('Search by name / symbol / address');
    expect(screen.getByText('Total Portfolio Value: $0.04')).toBeInTheDocument();
    fireEvent.change(search, { target: { value: 'gorbagana' } });
    expect(screen.getByText('GOR')).toBeInTheDocument();
    expect(screen.queryByText('TRASH')).not.toBeInTheDocument();
    fireEvent.change(search, { target: { value: 'trash' } });
    expect(screen.getByText('TRASH')).toBeInTheDocument();
  });
});

describe('Transactions tab', () => {
  test('rows with type, block link and status dot; failed shown; paging by cursor; Refresh returns to page 1', async () => {
    const calls: string[] = [];
    installFetchStub({
      [`/api/address/${W}/holdings`]: { body: holdings },
      [`/api/address/${W}/transactions/paginated`]: (url) => {
        calls.push(url.search);
        const cursor = url.searchParams.get('cursor');
        const body: PaginatedTransactions = cursor
          ? {
              transactions: [tx(11, 'failed')],
              hasMore: false,
              nextCursor: null,
              totalCount: 11,
              historyKept: true,
            }
          : {
              transactions: Array.from({ length: 10 }, (_, i) => tx(i)),
              hasMore: true,
              nextCursor: '110.0',
              totalCount: 11,
              historyKept: true,
            };
        return { body };
      },
    });
    render(`/address/${W}/holdings`);
    const table = await screen.findByRole('table', { name: 'Transactions' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getAllByText('transfer')).toHaveLength(10);
    expect(within(table).getByRole('link', { name: '#90' })).toHaveAttribute('href', '/block/90');
    expect(screen.getByText('Page 1 of 2 (11 total)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Failed')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2 (11 total)')).toBeInTheDocument();
    expect(calls).toContain('?cursor=110.0');
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Page 1 of 2 (11 total)')).toBeInTheDocument();
    expect(calls[calls.length - 1]).toBe('');
  });

  test('any number in the pager window is reached directly: an unvisited page is asked for by number', async () => {
    const calls: string[] = [];
    // 55 transactions: 6 pages; page n holds tx(10(n-1)) … and its next cursor is `c<n+1>`.
    const pageOf = (n: number): PaginatedTransactions => ({
      transactions: Array.from({ length: n === 6 ? 5 : 10 }, (_, i) => tx(10 * (n - 1) + i)),
      hasMore: n < 6,
      nextCursor: n < 6 ? `${1000 - n}.0` : null,
      totalCount: 55,
      historyKept: true,
    });
    installFetchStub({
      [`/api/address/${W}/holdings`]: { body: holdings },
      [`/api/address/${W}/transactions/paginated`]: (url) => {
        calls.push(url.search);
        const cursor = url.searchParams.get('cursor');
        const n = cursor
          ? 1000 - Number(cursor.split('.')[0]) + 1
          : Number(url.searchParams.get('page') ?? 1);
        return { body: pageOf(n) };
      },
    });
    render(`/address/${W}/holdings`);
    expect(await screen.findByText('Page 1 of 6 (55 total)')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['First', 'Previous', '1', '2', '3', '4', '5', 'Next', 'Last']);

    // Page 4 was never visited (no cursor kept for it): it is requested by its number.
    fireEvent.click(within(nav).getByRole('button', { name: '4' }));
    expect(await screen.findByText('Page 4 of 6 (55 total)')).toBeInTheDocument();
    const firstLink = () =>
      within(screen.getByRole('table', { name: 'Transactions' })).getAllByRole('link')[0];
    await waitFor(() => expect(firstLink()).toHaveAttribute('href', `/tx/${sig(30)}`));
    expect(calls[calls.length - 1]).toBe('?page=4');

    // Last (6): no cursor kept for it either, so by number.
    fireEvent.click(screen.getByRole('button', { name: 'Last' }));
    await waitFor(() => expect(firstLink()).toHaveAttribute('href', `/tx/${sig(50)}`));
    expect(screen.getByText('Page 6 of 6 (55 total)')).toBeInTheDocument();
    expect(calls[calls.length - 1]).toBe('?page=6');
    // Page 5's cursor came with page 4: it is reached by that cursor.
    fireEvent.click(within(nav).getByRole('button', { name: '5' }));
    await waitFor(() => expect(firstLink()).toHaveAttribute('href', `/tx/${sig(40)}`));
    expect(screen.getByText('Page 5 of 6 (55 total)')).toBeInTheDocument();
    expect(calls[calls.length - 1]).toBe('?cursor=996.0');
    expect(calls.filter((c) => c.includes('page=2') || c.includes('page=3'))).toEqual([]);
  });

  test('a failed list call: the empty state and the failure text', async () => {
    installFetchStub({
      [`/api/address/${W}/holdings`]: { body: holdings },
      [`/api/address/${W}/transactions/paginated`]: { status: 500, body: 'x' },
    });
    render(`/address/${W}/holdings`);
    expect(await screen.findByText('Failed to fetch transactions')).toBeInTheDocument();
    expect(screen.getByText('No transactions found for this address.')).toBeInTheDocument();
  });
});

describe('Coming Soon tabs', () => {
  const stub = () => {
    const calls: string[] = [];
    installFetchStub({
      [`/api/address/${W}/holdings`]: { body: holdings },
      [`/api/address/${W}/transactions/paginated`]: (url) => {
        calls.push(url.pathname);
        return { body: { transactions: [], hasMore: false, nextCursor: null, totalCount: 0 } };
      },
      [`/api/address/${W}/balance-changes`]: { body: page([], 0) },
    });
    return calls;
  };
  const panel = () => screen.getByRole('tabpanel');

  test('choosing one shows its own panel and writes it to the URL', async () => {
    stub();
    render(`/address/${W}/holdings`);
    await screen.findByText('No transactions found for this address.');
    fireEvent.click(screen.getByRole('tab', { name: 'NFT Activities' }));
    expect(location()).toBe(`/address/${W}/holdings?tab=nft-activities`);
    expect(screen.getByRole('tab', { name: 'NFT Activities' })).toHaveAttribute('aria-selected', 'true');
    expect(panel()).toHaveAccessibleName('NFT Activities');
    expect(within(panel()).getByRole('heading', { name: 'NFT Activities' })).toBeInTheDocument();
    expect(
      within(panel()).getByText('Coming Soon — This feature is currently being developed'),
    ).toBeInTheDocument();
    expect(screen.queryByText('No transactions found for this address.')).not.toBeInTheDocument();
    // Another one names its own feature.
    fireEvent.click(screen.getByRole('tab', { name: 'Analytics' }));
    expect(within(panel()).getByRole('heading', { name: 'Analytics' })).toBeInTheDocument();
    expect(within(panel()).queryByText('NFT Activities')).not.toBeInTheDocument();
  });

  test('the arrow keys reach them; Home and End go to the ends', async () => {
    stub();
    render(`/address/${W}/holdings?tab=balance-changes`);
    const bc = await screen.findByRole('tab', { name: 'Balance Changes' });
    bc.focus();
    fireEvent.keyDown(bc, { key: 'ArrowRight' });
    const defi = screen.getByRole('tab', { name: 'DeFi Activities' });
    expect(defi).toHaveAttribute('aria-selected', 'true');
    expect(defi).toHaveFocus();
    expect(within(panel()).getByRole('heading', { name: 'DeFi Activities' })).toBeInTheDocument();
    fireEvent.keyDown(defi, { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Domains' })).toHaveFocus();
    expect(location()).toBe(`/address/${W}/holdings?tab=domains`);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Domains' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Transactions' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a Coming Soon tab in the URL is restored, with no history request and no filters kept', async () => {
    const calls = stub();
    render(`/address/${W}/holdings?tab=stake-accounts&direction=in`);
    expect(await screen.findByRole('tab', { name: 'Stake Accounts' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(panel()).getByRole('heading', { name: 'Stake Accounts' })).toBeInTheDocument();
    expect(panel()).toHaveAttribute('tabindex', '0');
    expect(screen.queryByRole('form', { name: 'Filters' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

describe('Balance Changes tab', () => {
  test('columns, header counts, signed amounts, post balance, GOR logo row, token account copy', async () => {
    const body: WalletBalanceChangePage = page(
      [
        change(1),
        change(2, {
          account: W,
          mint: null,
          decimals: 9,
          change: '1000000000',
          preAmount: '0',
          postAmount: '1000000000',
          direction: 'in',
          symbol: null,
          name: null,
        }),
      ],
      12,
      'c2',
    );
    installFetchStub({
      [`/api/address/${W}/holdings`]: { body: holdings },
      [`/api/address/${W}/balance-changes`]: { body },
    });
    render(`/address/${W}/holdings?tab=balance-changes`);
    const table = await screen.findByRole('table', { name: 'Balance changes' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Signature', 'Block', 'Time', 'Token Account', 'Amount', 'Post Balance', 'Token']);
    expect(screen.getByText('Showing 2 balance changes')).toBeInTheDocument();
    expect(screen.getByText('Total 12 records')).toBeInTheDocument();
    expect(within(table).getByText('-0.500000')).toBeInTheDocument();
    expect(within(table).getByText('+1.000000')).toBeInTheDocument();
    expect(within(table).getByText('1.500000')).toBeInTheDocument();
    expect(within(table).getByText('GOR')).toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: /Token account/ })).toHaveLength(2);
    expect(screen.getByText('Page 1 of 2 (12 total)')).toBeInTheDocument();
  });

  test('empty: No Balance Changes Found', async () => {
    installFetchStub({
      [`/api/address/${W}/holdings`]: { body: holdings },
      [`/api/address/${W}/balance-changes`]: { body: page([], 0) },
    });
    render(`/address/${W}/holdings?tab=balance-changes`);
    expect(await screen.findByText('No Balance Changes Found')).toBeInTheDocument();
    expect(
      screen.getByText("This wallet hasn't had any recent token or native currency changes"),
    ).toBeInTheDocument();
  });

  test('switching tabs writes the tab to the URL', async () => {
    installFetchStub({
      [`/api/address/${W}/holdings`]: { body: holdings },
      [`/api/address/${W}/transactions/paginated`]: {
        body: { transactions: [], hasMore: false, nextCursor: null, totalCount: 0 },
      },
      [`/api/address/${W}/balance-changes`]: { body: page([], 0) },
    });
    render(`/address/${W}/holdings`);
    fireEvent.click(await screen.findByRole('tab', { name: 'Balance Changes' }));
    expect(location()).toBe(`/address/${W}/holdings?tab=balance-changes`);
    expect(await screen.findByText('No Balance Changes Found')).toBeInTheDocument();
    expect(Y).toBeTruthy();
  });
});
