import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFetchStub, type StubRoute } from 'shared-api/testing';
import { renderWithProviders } from 'shared-ui/testing';
import { SIG, blockSummary, overview, price, stats, txSummary } from '../test/fixtures';
import Home from './HomePage';
import { pages } from '../pages';

const path = '/';
const config = {
  chainName: 'Gorbagana',
  network: 'testnet',
  rpcUrl: 'http://127.0.0.1:1',
  wsUrl: 'ws://127.0.0.1:2',
  masterAddress: null,
  coinContract: null,
};

function routes(over: Record<string, StubRoute> = {}): Record<string, StubRoute> {
  return {
    '/api/config': { body: config },
    '/api/network/overview': { body: overview },
    '/api/network/stats': { body: stats },
    '/api/transactions': {
      body: [txSummary(), txSummary({ signature: '3'.repeat(87), status: 'failed', instructions: [] })],
    },
    '/api/blocks': { body: [blockSummary] },
    '/api/gor/price': { body: price },
    ...over,
  };
}

test('loading shows skeletons', () => {
  global.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
  renderWithProviders(<Home />, { path, url: '/' });
  expect(screen.getByRole('heading', { name: /Explore/ })).toBeInTheDocument();
  expect(screen.getAllByRole('progressbar', { name: 'Loading' }).length).toBeGreaterThan(0);
});

test('data: hero, stats, latest transactions, overview with epoch range, price, blocks, shortcuts', async () => {
  installFetchStub(routes());
  renderWithProviders(<Home />, { path, url: '/' });
  expect(await screen.findByText('98,765')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Explore Gorbagana' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Search' })).toBeInTheDocument();
  expect(screen.getAllByText('120,000').length).toBe(2);
  expect(screen.getByText('900.00M GOR')).toBeInTheDocument();
  expect(await screen.findByText('Epoch 7')).toBeInTheDocument();
  // the epoch's real range: slot 123456 at index 1000 of 4000 → 122,456 .. 126,455
  expect(screen.getByText('Slot 122,456')).toBeInTheDocument();
  expect(screen.getByText('Slot 126,455')).toBeInTheDocument();
  expect(screen.getByText('v2.1.0')).toBeInTheDocument();
  expect(screen.queryByText('v1.18.9')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Epoch progress 25.0%')).toHaveTextContent('25.0% i');
  expect(await screen.findByText('$0.0123')).toBeInTheDocument();
  expect(screen.getByText('+2.50%')).toBeInTheDocument();
  const latest = await screen.findByRole('list', { name: 'Latest transactions' });
  expect(within(latest).getAllByRole('listitem')).toHaveLength(2);
  expect(within(latest).getByText('unknown')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '#4,990' })).toHaveAttribute('href', '/block/4990');
  for (const name of [/Validators/, /Analytics/, /Developer Tools/])
    expect(screen.getByRole('link', { name })).toBeInTheDocument();
});

test('an answered 0 is shown as 0: no placeholder contradicts the live figures', async () => {
  installFetchStub(
    routes({
      '/api/network/overview': {
        body: { stats: { ...stats, validators: 0, stakedGor: '0' }, version: '2.1.0' },
      },
      '/api/network/stats': { body: { ...stats, validators: 0, stakedGor: '0' } },
    }),
  );
  renderWithProviders(<Home />, { path, url: '/' });
  const cards = await screen.findByRole('region', { name: 'Network statistics' });
  await waitFor(() => expect(within(cards).getByText('0 staked')).toBeInTheDocument());
  expect(screen.queryByText(/785M/)).toBeNull();
  expect(screen.queryByText(/placeholder/)).toBeNull();
  expect(screen.getByText('v2.1.0')).toBeInTheDocument();
  const validators = within(cards).getByText('Validators').parentElement!;
  expect(within(validators).getByText('0')).toBeInTheDocument();
});

test('placeholders stand only while a value is unknown, and say so', async () => {
  installFetchStub(
    routes({
      '/api/network/overview': { body: { ...overview, version: null } },
      '/api/network/stats': { status: 500, body: { message: 'down' } },
    }),
  );
  renderWithProviders(<Home />, { path, url: '/' });
  expect(
    await screen.findByText('Failed to load network statistics', undefined, { timeout: 8000 }),
  ).toBeInTheDocument();
  const cards = screen.getByRole('region', { name: 'Network statistics' });
  const validators = within(cards).getByText('Validators').parentElement!;
  expect(validators).toHaveTextContent('1(placeholder: live value unavailable)');
  expect(validators).toHaveTextContent('785M staked(placeholder: live value unavailable)');
  // The node did not say its version: the placeholder, marked.
  expect(screen.getByText('v1.18.9').parentElement).toHaveTextContent(
    'v1.18.9(placeholder: live value unavailable)',
  );
}, 15000);

test('refresh shows Updating... for about 0.5 s and counts refreshes', async () => {
  installFetchStub(routes());
  renderWithProviders(<Home />, { path, url: '/' });
  const btn = await screen.findByRole('button', { name: '↻ Refresh' });
  fireEvent.click(btn);
  expect(screen.getByRole('button', { name: 'Updating...' })).toBeDisabled();
  expect(screen.getByLabelText('1 refreshes')).toHaveTextContent('1');
  await waitFor(() => expect(screen.getByRole('button', { name: '↻ Refresh' })).toBeEnabled(), {
    timeout: 1500,
  });
  fireEvent.click(screen.getByRole('button', { name: '↻ Refresh' }));
  expect(screen.getByLabelText('2 refreshes')).toBeInTheDocument();
});

test('quick view dialog opens and closes with Escape', async () => {
  installFetchStub(routes());
  renderWithProviders(<Home />, { path, url: '/' });
  fireEvent.click(await screen.findByRole('button', { name: `Quick view ${SIG.slice(0, 8)}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Transaction Summary' });
  expect(within(dialog).getByText(SIG)).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: /View full details/ })).toHaveAttribute(
    'href',
    `/tx/${SIG}`,
  );
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('empty lists', async () => {
  installFetchStub(routes({ '/api/transactions': { body: [] }, '/api/blocks': { body: [] } }));
  renderWithProviders(<Home />, { path, url: '/' });
  expect(await screen.findByText('No transactions found')).toBeInTheDocument();
  expect(screen.getByText('No blocks found')).toBeInTheDocument();
});

test('stats failure: Failed to load network statistics', async () => {
  installFetchStub(routes({ '/api/network/stats': { status: 500 } }));
  renderWithProviders(<Home />, { path, url: '/' });
  expect(await screen.findByText('Failed to load network statistics')).toBeInTheDocument();
});

test('search fallback route shows the query', async () => {
  installFetchStub(routes());
  renderWithProviders(<Home />, { path, url: '/?search=nothing' });
  expect(await screen.findByText(/No results found for “nothing”/)).toBeInTheDocument();
});

test('offline: a failing blocks query shows Testnet Currently Offline with Retry', async () => {
  let fail = true;
  const f = installFetchStub(
    routes({ '/api/blocks': () => (fail ? { status: 503 } : { body: [blockSummary] }) }),
  );
  renderWithProviders(<Home />, { path, url: '/' });
  // blocks retries twice (with back-off) before failing
  expect(
    await screen.findByText('Testnet Currently Offline', undefined, { timeout: 8000 }),
  ).toBeInTheDocument();
  const before = f.mock.calls.filter((c) => String(c[0]).startsWith('/api/blocks')).length;
  fail = false;
  const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined); // jsdom: reload not implemented
  fireEvent.click(screen.getByRole('button', { name: 'Retry Connection' }));
  await waitFor(() =>
    expect(f.mock.calls.filter((c) => String(c[0]).startsWith('/api/blocks')).length).toBeGreaterThan(before),
  );
  expect(await screen.findByText('98,765')).toBeInTheDocument();
  spy.mockRestore();
}, 15000);

test('mainnet: Mainnet Under Construction', () => {
  const f = installFetchStub({});
  renderWithProviders(<Home />, { path, url: '/', network: 'mainnet', declared: pages });
  expect(screen.getByText('Mainnet Under Construction')).toBeInTheDocument();
  expect(f).not.toHaveBeenCalled();
});

test('offline: the page comes back by itself within 30 s of the API returning (no Retry click)', async () => {
  jest.useFakeTimers();
  try {
    let fail = true;
    const f = installFetchStub(
      routes({ '/api/blocks': () => (fail ? { status: 503 } : { body: [blockSummary] }) }),
    );
    renderWithProviders(<Home />, { path, url: '/' });
    // 1 s + 2 s of retry back-off, then the offline screen
    await act(() => jest.advanceTimersByTimeAsync(4_000));
    expect(screen.getByText('Testnet Currently Offline')).toBeInTheDocument();
    // while offline the failed queries keep being polled (every 15 s), not abandoned
    const offlineCalls = () => f.mock.calls.filter((c) => String(c[0]).startsWith('/api/blocks')).length;
    const atOffline = offlineCalls();
    fail = false;
    await act(() => jest.advanceTimersByTimeAsync(30_000));
    expect(offlineCalls()).toBeGreaterThan(atOffline);
    expect(screen.queryByText('Testnet Currently Offline')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Explore/ })).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

test("a latest transaction's type is the instruction summary every list shows", async () => {
  const budget = {
    programId: 'ComputeBudget111111111111111111111111111111',
    programName: 'compute-budget',
    type: 'setComputeUnitLimit',
  };
  const transfer = { programId: '11111111111111111111111111111111', programName: 'system', type: 'transfer' };
  installFetchStub(
    routes({ '/api/transactions': { body: [txSummary({ instructions: [budget, budget, transfer] })] } }),
  );
  renderWithProviders(<Home />, { path, url: '/' });
  const latest = await screen.findByRole('list', { name: 'Latest transactions' });
  // the block page, the address page and the quick view label it the same
  expect(within(latest).getByText('computeBudget x2, transfer')).toBeInTheDocument();
});

test('one height on one screen: a newer block moves the stat card, the epoch card and the slot together', async () => {
  const ahead = { ...blockSummary, slot: 123466, height: 120010 };
  installFetchStub(routes({ '/api/blocks': { body: [ahead] } }));
  renderWithProviders(<Home />, { path, url: '/' });
  expect(await screen.findByText('Slot 123,466')).toBeInTheDocument();
  expect(screen.getAllByText('120,010').length).toBe(2);
  const overview = screen.getByText('Network Overview').closest('section')!;
  expect(within(overview).getByText('Current Slot').nextSibling).toHaveTextContent('123,466');
  // the range stays the epoch's; the progress moved by ten slots
  expect(within(overview).getByText('Slot 126,455')).toBeInTheDocument();
  expect(screen.getByLabelText('Epoch progress 25.3%')).toBeInTheDocument();
});
