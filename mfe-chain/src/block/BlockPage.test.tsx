import { screen, within } from '@testing-library/react';
import { installFetchStub } from 'shared-api/testing';
import { renderWithProviders } from 'shared-ui/testing';
import { blockDetail, txSummary } from '../test/fixtures';
import BlockPage from './BlockPage';

const path = '/block/:height';

test('loading shows a skeleton', () => {
  global.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
  renderWithProviders(<BlockPage />, { path, url: '/block/4990' });
  expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
});

test('data: overview, counts, summary, previous/next links', async () => {
  installFetchStub({
    '/api/block/4990': { body: blockDetail() },
    '/api/transactions?block=4990&limit=100': { body: blockDetail().transactions },
  });
  renderWithProviders(<BlockPage />, { path, url: '/block/4990' });
  expect(await screen.findByText('Block #4,990')).toBeInTheDocument();
  expect(screen.getByText('(1 success, 1 failed)')).toBeInTheDocument();
  expect(screen.getByText('Prev1111111111111111111111111111111111111111')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Copy previous blockhash' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '← Previous Block' })).toHaveAttribute('href', '/block/4989');
  expect(screen.getByRole('link', { name: 'Next Block →' })).toHaveAttribute('href', '/block/4991');
  const summary = screen.getByText('Summary').closest('section')!;
  expect(within(summary).getByText('Balance Changes').nextSibling).toHaveTextContent('2');
  expect(within(summary).getByText('DeFi Swaps').nextSibling).toHaveTextContent('0');
  expect(screen.getAllByText('0.000010 GOR').length).toBeGreaterThan(0);
  expect(screen.getByText('✕ Failed')).toBeInTheDocument();
});

test('no parent slot: N/A and no previous link; epoch N/A', async () => {
  installFetchStub({ '/api/block/0': { body: blockDetail({ height: 0, parentSlot: null, epoch: null }) } });
  renderWithProviders(<BlockPage />, { path, url: '/block/0' });
  expect(await screen.findByText('Leader')).toBeInTheDocument();
  expect(screen.getAllByText('N/A')).toHaveLength(2);
  expect(screen.queryByRole('link', { name: '← Previous Block' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Next Block →' })).toHaveAttribute('href', '/block/1');
});

test('more than 20 transactions: first 20 and the note', async () => {
  const txs = Array.from({ length: 20 }, (_, i) => txSummary({ signature: `${i + 1}`.padEnd(87, 'z') }));
  installFetchStub({
    '/api/block/7': { body: blockDetail({ height: 7, transactionCount: 45, transactions: txs }) },
  });
  renderWithProviders(<BlockPage />, { path, url: '/block/7' });
  expect(await screen.findByText('Showing first 20 of 45 transactions')).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: /zzz/ })).toHaveLength(20);
  // the way to the rest, under the first rows and their note
  expect(screen.getByRole('link', { name: 'View all 45 transactions →' })).toHaveAttribute(
    'href',
    '/transactions?block=7',
  );
});

test('empty block: No transactions in this block', async () => {
  installFetchStub({
    '/api/block/8': {
      body: blockDetail({ height: 8, transactionCount: 0, successfulTxs: 0, failedTxs: 0, transactions: [] }),
    },
  });
  renderWithProviders(<BlockPage />, { path, url: '/block/8' });
  expect(await screen.findByText('No transactions in this block')).toBeInTheDocument();
});

test('non-numeric height: Block Not Found without a call', () => {
  const f = installFetchStub({});
  renderWithProviders(<BlockPage />, { path, url: '/block/abc' });
  expect(screen.getByText('Block Not Found')).toBeInTheDocument();
  expect(f).not.toHaveBeenCalled();
});

test('unknown block: Block Not Found', async () => {
  installFetchStub({ '/api/block/999999': { status: 404, body: { message: 'Block Not Found' } } });
  renderWithProviders(<BlockPage />, { path, url: '/block/999999' });
  expect(await screen.findByText('Block Not Found')).toBeInTheDocument();
});

test('server error shows the message and Retry', async () => {
  installFetchStub({ '/api/block/5': { status: 503, statusText: 'Service Unavailable' } });
  renderWithProviders(<BlockPage />, { path, url: '/block/5' });
  expect(await screen.findByText('503: Service Unavailable')).toBeInTheDocument();
});
