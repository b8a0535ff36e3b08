// /transactions, /validators, /top-holders: loading, data, empty, error, mainnet.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFetchStub } from 'shared-api/src/testing/fetchStub';
import { renderPage } from '../test/render';
import { ADDR, blockDetail, blockSummary, stats, topHolders, txSummary, validator } from '../test/fixtures';
import TopHoldersPage from './TopHoldersPage';
import TransactionsPage from './TransactionsPage';
import ValidatorsPage from './ValidatorsPage';

const pending = () => {
  global.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
};

describe('/transactions', () => {
  const path = '/transactions';
  test('loading', () => {
    pending();
    renderPage(<TransactionsPage />, { path, url: path });
    expect(screen.getByText('All Transactions')).toBeInTheDocument();
    expect(screen.getByText('Live transaction feed')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });

  test('data: starts at the newest block, steps back and forward, type from the first instruction', async () => {
    const mintTx = txSummary({
      signature: '2'.repeat(87),
      instructions: [{ programId: ADDR, programName: null, type: 'mintTo' }],
    });
    installFetchStub({
      '/api/blocks': { body: [blockSummary] },
      '/api/block/4990': { body: blockDetail() },
      '/api/block/4989': { body: blockDetail({ height: 4989, transactions: [] }) },
      '/api/transactions?block=4990&limit=100': { body: [txSummary(), mintTx] },
      '/api/transactions?block=4989&limit=100': { body: [] },
    });
    renderPage(<TransactionsPage />, { path, url: path });
    expect(await screen.findByText('mint')).toBeInTheDocument();
    expect(screen.getByText('transfer')).toBeInTheDocument();
    expect(screen.getAllByText('0.000005000')).toHaveLength(2);
    expect(screen.getByText('(newest)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next →' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: '← Previous' }));
    expect(await screen.findByText('No transactions found in this block')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '#4,989' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next →' }));
    expect(await screen.findByText('(newest)')).toBeInTheDocument();
  });

  test('error: the blocks call fails', async () => {
    installFetchStub({ '/api/blocks': { status: 503, statusText: 'Service Unavailable' } });
    renderPage(<TransactionsPage />, { path, url: path });
    expect(
      await screen.findByText('503: Service Unavailable', undefined, { timeout: 8000 }),
    ).toBeInTheDocument();
  }, 12000);

  test('mainnet', () => {
    renderPage(<TransactionsPage />, { path, url: path, network: 'mainnet' });
    expect(screen.getByText('Mainnet Under Construction')).toBeInTheDocument();
  });
});

describe('/validators', () => {
  const path = '/validators';
  test('loading', () => {
    pending();
    renderPage(<ValidatorsPage />, { path, url: path });
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });

  test('one validator without optional data: conditional columns and cards hidden', async () => {
    installFetchStub({ '/api/validators': { body: [validator()] }, '/api/network/stats': { body: stats } });
    renderPage(<ValidatorsPage />, { path, url: path });
    const table = await screen.findByRole('table', { name: 'Validators' });
    expect(within(table).getByText('Online')).toBeInTheDocument();
    expect(within(table).getByText('Gor Node')).toBeInTheDocument();
    expect(within(table).getByText(/785,000,000.00 GOR/)).toBeInTheDocument();
    expect(within(table).queryByText('Commission')).not.toBeInTheDocument();
    expect(within(table).queryByText('APY')).not.toBeInTheDocument();
    expect(screen.queryByText('Average APY')).not.toBeInTheDocument();
    expect(screen.queryByText('Delegators')).not.toBeInTheDocument();
    expect(screen.getByText('785.00M GOR')).toBeInTheDocument();
    expect(screen.getAllByText('78.50%').length).toBeGreaterThan(0);
    for (const t of [
      'How to Stake',
      'Staking Rewards',
      'Network Security',
      '0.001 GOR',
      'About 2 days',
      'Proof of Stake',
      'None',
    ])
      expect(screen.getByText(t)).toBeInTheDocument();
  });

  test('optional columns appear when some row has data', async () => {
    installFetchStub({
      '/api/validators': {
        body: [
          validator({ commission: 5, apy: 7, uptime: 99.5, delegators: 3 }),
          validator({ voteAccount: 'V2'.padEnd(44, '1'), isActive: false }),
        ],
      },
      '/api/network/stats': { body: stats },
    });
    renderPage(<ValidatorsPage />, { path, url: path });
    const table = await screen.findByRole('table', { name: 'Validators' });
    for (const h of ['Commission', 'APY', 'Uptime', 'Delegators'])
      expect(within(table).getByText(h)).toBeInTheDocument();
    expect(within(table).getByText('Offline')).toBeInTheDocument();
    expect(screen.getByText('Average APY')).toBeInTheDocument();
  });

  test('empty and error', async () => {
    installFetchStub({ '/api/validators': { body: [] }, '/api/network/stats': { status: 500 } });
    const r = renderPage(<ValidatorsPage />, { path, url: path });
    expect(await screen.findByText('No validators found')).toBeInTheDocument();
    expect(screen.getByText('785M GOR')).toBeInTheDocument();
    r.unmount();
    installFetchStub({ '/api/validators': { status: 500, body: 'down' } });
    renderPage(<ValidatorsPage />, { path, url: path });
    expect(await screen.findByText('500: down')).toBeInTheDocument();
  });
});

describe('/top-holders', () => {
  const path = '/top-holders';
  test('loading', () => {
    pending();
    renderPage(<TopHoldersPage />, { path, url: path });
    expect(screen.getByText('Loading Top Holders')).toBeInTheDocument();
  });

  test('data: medals, est. value, 50 a page with Showing x-y of n', async () => {
    installFetchStub({
      '/api/top-holders?limit=50&offset=0': { body: topHolders(50, 60) },
      '/api/top-holders?limit=50&offset=50': { body: topHolders(10, 60, 50) },
    });
    renderPage(<TopHoldersPage />, { path, url: path });
    expect(await screen.findByText('Showing 1-50 of 60 holders')).toBeInTheDocument();
    expect(screen.getByLabelText('Rank 1 (Gold)')).toBeInTheDocument();
    expect(screen.getByLabelText('Rank 2 (Silver)')).toBeInTheDocument();
    expect(screen.getByLabelText('Rank 3 (Bronze)')).toBeInTheDocument();
    expect(screen.getByText('#4')).toBeInTheDocument();
    expect(screen.getByText('$12.50')).toBeInTheDocument();
    expect(screen.getAllByText('No price data')).toHaveLength(49);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 51-60 of 60 holders')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled());
    expect(screen.getByText('#51')).toBeInTheDocument();
  });

  test('empty: No GOR Holders Found with links', async () => {
    installFetchStub({ '/api/top-holders?limit=50&offset=0': { body: topHolders(0, 0) } });
    renderPage(<TopHoldersPage />, { path, url: path });
    expect(await screen.findByText('No GOR Holders Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse tokens' })).toHaveAttribute('href', '/tokens');
    expect(screen.getByRole('link', { name: 'View validators' })).toHaveAttribute('href', '/validators');
  });

  test('error: No Holder Data Available', async () => {
    installFetchStub({ '/api/top-holders?limit=50&offset=0': { status: 500 } });
    renderPage(<TopHoldersPage />, { path, url: path });
    expect(await screen.findByText('No Holder Data Available')).toBeInTheDocument();
  });

  test('mainnet', () => {
    renderPage(<TopHoldersPage />, { path, url: path, network: 'mainnet' });
    expect(screen.getByText('Mainnet Under Construction')).toBeInTheDocument();
  });
});
