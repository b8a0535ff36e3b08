// /transactions: loading, data, empty, error, mainnet.
import { renderWithProviders } from 'shared-ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { installFetchStub } from 'shared-api/testing';
import { ADDR, blockDetail, blockSummary, txSummary } from '../test/fixtures';
import TransactionsPage from './TransactionsPage';
import { pages } from '../pages';

const pending = () => {
  global.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
};

describe('/transactions', () => {
  const path = '/transactions';
  test('loading', () => {
    pending();
    renderWithProviders(<TransactionsPage />, { path, url: path });
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
      '/api/transactions?block=4990&limit=500': { body: [txSummary(), mintTx] },
      '/api/transactions?block=4989&limit=500': { body: [] },
    });
    renderWithProviders(<TransactionsPage />, { path, url: path });
    expect(await screen.findByText('mint', undefined, { timeout: 5000 })).toBeInTheDocument();
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

  test('own first-instruction type, compact short forms, Fee Payer Unknown, a busy block says so', async () => {
    const rows = [
      // a compute-budget first instruction has no own decoded type: 'unknown', not the program's name
      txSummary({
        signature: 'A'.repeat(87),
        instructions: [
          { programId: 'ComputeBudget111111111111111111111111111111', programName: null, type: 'unknown' },
        ],
      }),
      txSummary({
        signature: 'B'.repeat(87),
        instructions: [{ programId: ADDR, programName: null, type: 'MintTo' }],
      }),
      txSummary({ signature: 'C'.repeat(87), feePayer: '' }),
    ];
    installFetchStub({
      '/api/blocks': { body: [blockSummary] },
      '/api/block/4990': { body: blockDetail({ transactionCount: 640 }) },
      '/api/transactions?block=4990&limit=500': { body: rows },
    });
    renderWithProviders(<TransactionsPage />, { path, url: path });
    expect(await screen.findByText('unknown', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('mint')).toBeInTheDocument();
    expect(screen.getByText('AAAAAAAA...')).toBeInTheDocument();
    expect(screen.getAllByText(`${ADDR.slice(0, 4)}...${ADDR.slice(-4)}`)).toHaveLength(2);
    expect(screen.getByText('Unknown')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Showing 3 of 640 transactions in this block');
  });

  test('error: the blocks call fails', async () => {
    installFetchStub({ '/api/blocks': { status: 503, statusText: 'Service Unavailable' } });
    renderWithProviders(<TransactionsPage />, { path, url: path });
    expect(
      await screen.findByText('503: Service Unavailable', undefined, { timeout: 8000 }),
    ).toBeInTheDocument();
  }, 12000);

  test('mainnet', () => {
    renderWithProviders(<TransactionsPage />, { path, url: path, network: 'mainnet', declared: pages });
    expect(screen.getByText('Mainnet Under Construction')).toBeInTheDocument();
  });
});

describe('/transactions keeps the picked block in the URL', () => {
  const path = '/transactions';
  test('stepping writes ?block=, a pasted link opens that block, Next to the newest drops it', async () => {
    installFetchStub({
      '/api/blocks': { body: [blockSummary] },
      '/api/block/4990': { body: blockDetail() },
      '/api/block/4989': { body: blockDetail({ height: 4989, transactions: [] }) },
      '/api/block/4988': { body: blockDetail({ height: 4988, transactions: [] }) },
      '/api/transactions?block=4990&limit=500': { body: [txSummary()] },
      '/api/transactions?block=4989&limit=500': { body: [] },
      '/api/transactions?block=4988&limit=500': { body: [] },
    });
    renderWithProviders(<TransactionsPage />, { path, url: `${path}?block=4988` });
    expect(await screen.findByRole('link', { name: '#4,988' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('(newest)')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next →' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Next →' }));
    expect(await screen.findByRole('link', { name: '#4,989' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/transactions?block=4989');
    fireEvent.click(screen.getByRole('button', { name: 'Next →' }));
    expect(await screen.findByText('(newest)', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/transactions$/);
  }, 20_000);
});
