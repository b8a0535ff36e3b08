// /token/:address: invalid address, loading, not found, data (header, cards, copy toast), tabs
// (disabled ones cannot be selected), Transfers with 'MINT', Holders (rank, link, percentages, bar
// cap, 'Showing top N holders'), holders failure, empty tabs, Metadata JSON, cursor paging.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFetchStub, type StubRoute } from 'shared-api/testing';
import { renderWithProviders } from 'shared-ui/testing';
import {
  MINT,
  OWNER_A,
  OWNER_B,
  detail,
  emptyTransactions,
  holder,
  holderPage,
  transfer,
  transferPage,
} from '../test/fixtures';
import TokenPage from './TokenPage';

const path = '/token/:address';
const render = (address = MINT) => renderWithProviders(<TokenPage />, { path, url: `/token/${address}` });

function stub(over: Record<string, StubRoute> = {}) {
  return installFetchStub({
    [`/api/token/${MINT}`]: { body: detail() },
    [`/api/token/${MINT}/transfers`]: {
      body: transferPage([transfer(1), transfer(2, { action: 'MINT', from: null, fromOwner: null })]),
    },
    [`/api/token/${MINT}/transactions`]: { body: emptyTransactions },
    [`/api/token/${MINT}/holders`]: {
      body: holderPage([holder(1, OWNER_A, '4999990000000', 100.2), holder(2, OWNER_B, '10000', 0.0002)], {
        total: 2,
      }),
    },
    ...over,
  });
}

test('invalid address: message and a way back', () => {
  stub();
  render('not-a-mint');
  expect(screen.getByText('Invalid Token Address')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Tokens' })).toHaveAttribute('href', '/tokens');
});

test('loading: skeleton and "Loading token data..."', () => {
  global.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
  render();
  expect(screen.getByText('Loading token data...')).toBeInTheDocument();
  expect(screen.getAllByRole('progressbar').length).toBeGreaterThan(0);
});

test('unknown token: not found', async () => {
  installFetchStub({});
  render();
  expect(await screen.findByText('Token Not Found')).toBeInTheDocument();
});

test('data: header, verified badge, cards, copy toast', async () => {
  stub();
  const writeText = jest.fn(async () => undefined);
  Object.assign(navigator, { clipboard: { writeText } });
  render();
  expect(await screen.findByRole('heading', { name: 'Trash Panda' })).toBeInTheDocument();
  expect(screen.getByText('VERIFIED')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Back to Tokens/ })).toHaveAttribute('href', '/tokens');
  expect(screen.getByText('5,000 TRASH')).toBeInTheDocument();
  expect(screen.getByText('No social links available')).toBeInTheDocument();
  expect(screen.getByText('Token Extensions')).toBeInTheDocument();
  expect(screen.getByText('Token-2022 Program')).toBeInTheDocument();
  // Holders count: from the loaded holders list (its total).
  const market = screen.getByRole('heading', { name: 'Market Overview' }).closest('section') as HTMLElement;
  await waitFor(() => expect(within(market).getByText('2')).toBeInTheDocument());
  expect(within(market).getAllByText('N/A')).toHaveLength(2);
  fireEvent.click(screen.getAllByRole('button', { name: 'Token address' })[0]);
  await waitFor(() => expect(writeText).toHaveBeenCalledWith(MINT));
  expect(await screen.findByText('Copied to clipboard')).toBeInTheDocument();
  expect(screen.getByText('Token address copied successfully')).toBeInTheDocument();
});

test('unverified token and a failed copy', async () => {
  stub({ [`/api/token/${MINT}`]: { body: detail({ verified: false }) } });
  Object.assign(navigator, {
    clipboard: { writeText: jest.fn(async () => Promise.reject(new Error('no'))) },
  });
  render();
  expect(await screen.findByText('UNVERIFIED')).toBeInTheDocument();
  fireEvent.click(screen.getAllByRole('button', { name: 'Token address' })[0]);
  expect(await screen.findByText('Failed to copy')).toBeInTheDocument();
  expect(screen.getByText('Unable to copy to clipboard')).toBeInTheDocument();
});

test('tabs: Transfers by default; disabled tabs cannot be selected', async () => {
  stub();
  render();
  const tabs = await screen.findAllByRole('tab');
  expect(tabs.map((t) => t.textContent)).toEqual([
    'Transfers',
    'Transactions',
    'Holders',
    'Metadata',
    'DeFi Activities',
    'Analytics',
    'Markets',
    'Extensions',
  ]);
  expect(screen.getByRole('tab', { name: 'Transfers' })).toHaveAttribute('aria-selected', 'true');
  for (const name of ['DeFi Activities', 'Analytics', 'Markets', 'Extensions']) {
    const t = screen.getByRole('tab', { name });
    expect(t).toBeDisabled();
    fireEvent.click(t);
  }
  expect(screen.getByRole('tab', { name: 'Transfers' })).toHaveAttribute('aria-selected', 'true');
  // Transfers: a mint reads 'MINT' as its source.
  expect(await screen.findByText('MINT')).toBeInTheDocument();
  expect(screen.getAllByText('1.5 TRASH').length).toBe(2);
});

test('holders: rank, holdings link, percentages with their rules, bar capped at 100 %', async () => {
  stub();
  render();
  fireEvent.click(await screen.findByRole('tab', { name: 'Holders' }));
  expect(await screen.findByText('Showing top 2 holders')).toBeInTheDocument();
  expect(screen.getByText('#1')).toBeInTheDocument();
  expect(screen.getByText('#2')).toBeInTheDocument();
  const links = screen.getAllByRole('link').filter((a) => a.getAttribute('href')?.endsWith('/holdings'));
  expect(links.map((a) => a.getAttribute('href'))).toEqual([
    `/address/${OWNER_A}/holdings`,
    `/address/${OWNER_B}/holdings`,
  ]);
  expect(screen.getByText('99.9999%')).toBeInTheDocument();
  expect(screen.getByText('<0.001%')).toBeInTheDocument();
  const cell = screen.getByText('99.9999%').closest('td') as HTMLElement;
  const bar = cell.querySelector('[aria-hidden="true"] > span') as HTMLElement;
  expect(bar.style.width).toBe('100%');
});

test('holders failure and empty tabs', async () => {
  stub({
    [`/api/token/${MINT}/holders`]: { status: 500, body: { message: 'x' } },
    [`/api/token/${MINT}/transfers`]: { body: transferPage([]) },
  });
  render();
  expect(await screen.findByText('No token transfers found')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('tab', { name: 'Transactions' }));
  expect(await screen.findByText('No transactions found')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('tab', { name: 'Holders' }));
  expect(
    await screen.findByText('No Holder Data Available', undefined, { timeout: 8000 }),
  ).toBeInTheDocument();
  expect(screen.getByText('Unable to load token holder information.')).toBeInTheDocument();
}, 15000);

test('no holders', async () => {
  stub({ [`/api/token/${MINT}/holders`]: { body: holderPage([]) } });
  render();
  fireEvent.click(await screen.findByRole('tab', { name: 'Holders' }));
  expect(await screen.findByText('No token holders found')).toBeInTheDocument();
});

test('metadata tab: fields and the formatted JSON', async () => {
  stub();
  render();
  fireEvent.click(await screen.findByRole('tab', { name: 'Metadata' }));
  expect(screen.getByText('The raccoon coin')).toBeInTheDocument();
  expect(screen.getByText('Freeze Authority').nextSibling).toHaveTextContent('N/A');
  expect(screen.getByText('Update Authority').nextSibling).toHaveTextContent('N/A');
  expect(screen.getByLabelText('Full metadata JSON').textContent).toBe(
    JSON.stringify({ name: 'Trash Panda', symbol: 'TRASH', uri: '' }, null, 2),
  );
});

test('a supply and authorities nobody could read say Unknown, never 0 or N/A', async () => {
  stub({
    [`/api/token/${MINT}`]: {
      body: detail({ supply: null, authoritiesKnown: false, authority: null, freezeAuthority: null }),
    },
  });
  render();
  const supply = await screen.findByText('Current Supply');
  expect(supply.nextSibling).toHaveTextContent(/^Unknown$/);
  expect(screen.getByText('Authority').nextSibling).toHaveTextContent(/^Unknown$/);
  fireEvent.click(screen.getByRole('tab', { name: 'Metadata' }));
  expect(screen.getByText('Supply').nextSibling).toHaveTextContent(/^Unknown$/);
  expect(screen.getByText('Mint Authority').nextSibling).toHaveTextContent(/^Unknown$/);
  expect(screen.getByText('Freeze Authority').nextSibling).toHaveTextContent(/^Unknown$/);
});

test('transfers page through the cursor (never cut)', async () => {
  const calls: string[] = [];
  stub({
    [`/api/token/${MINT}/transfers`]: (url) => {
      calls.push(url.search);
      return url.searchParams.get('cursor') === '90.0.0'
        ? { body: transferPage([transfer(9, { id: 'late', amount: '7000000000' })]) }
        : { body: transferPage([transfer(1)], { hasMore: true, nextCursor: '90.0.0' }) };
    },
  });
  render();
  expect(await screen.findByText('Page 1')).toBeInTheDocument();
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  });
  expect(await screen.findByText('7 TRASH')).toBeInTheDocument();
  expect(screen.getByText('Page 2')).toBeInTheDocument();
  expect(calls).toContain('?cursor=90.0.0');
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
  expect(await screen.findByText('Page 1')).toBeInTheDocument();
});

test('a pasted link opens its tab at its page; another tab opens at its first page', async () => {
  const holderCalls: string[] = [];
  stub({
    [`/api/token/${MINT}/holders`]: (url) => {
      holderCalls.push(url.search);
      return { body: holderPage([holder(51, OWNER_B, '10000', 0.0002)], { total: 60 }) };
    },
  });
  renderWithProviders(<TokenPage />, { path, url: `/token/${MINT}?tab=holders&page=2&before=c2` });
  expect(await screen.findByRole('tab', { name: 'Holders', selected: true })).toBeInTheDocument();
  expect(await screen.findByText('Page 2')).toBeInTheDocument();
  await waitFor(() => expect(holderCalls).toContain('?cursor=c2'));
  fireEvent.click(screen.getByRole('tab', { name: 'Transfers' }));
  expect(await screen.findByRole('tab', { name: 'Transfers', selected: true })).toBeInTheDocument();
  expect(await screen.findByText('Page 1')).toBeInTheDocument();
});
