// /transactions: loading, data, empty, error, mainnet.
import { renderWithProviders } from 'shared-ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { installFetchStub } from 'shared-api/testing';
import { ADDR, blockDetail, blockSummary, txSummary } from '../test/fixtures';
import TransactionsPage from './TransactionsPage';
import { pages } from '../pages';
import type { BlockPrograms, BlockTransactionPage, TransactionSummary } from 'shared-api';

/** A one-page answer of a block's list. */
const pageOf = (
  transactions: TransactionSummary[],
  totalCount = transactions.length,
): BlockTransactionPage => ({
  transactions,
  hasMore: false,
  nextCursor: null,
  totalCount,
});
const noPrograms: BlockPrograms = { programs: [], votes: 0 };

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
      '/api/block/4990/transactions': { body: pageOf([txSummary(), mintTx]) },
      '/api/block/4989/transactions': { body: pageOf([]) },
      '/api/block/4990/programs': { body: noPrograms },
      '/api/block/4989/programs': { body: noPrograms },
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
      '/api/block/4990/transactions': { body: pageOf(rows, 640) },
      '/api/block/4990/programs': { body: noPrograms },
    });
    renderWithProviders(<TransactionsPage />, { path, url: path });
    expect(await screen.findByText('unknown', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('mint')).toBeInTheDocument();
    expect(screen.getByText('AAAAAAAA...')).toBeInTheDocument();
    expect(screen.getAllByText(`${ADDR.slice(0, 4)}...${ADDR.slice(-4)}`)).toHaveLength(2);
    expect(screen.getByText('Unknown')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('640 transactions in this block');
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
      '/api/block/4990/transactions': { body: pageOf([txSummary()]) },
      '/api/block/4989/transactions': { body: pageOf([]) },
      '/api/block/4988/transactions': { body: pageOf([]) },
      '/api/block/4990/programs': { body: noPrograms },
      '/api/block/4989/programs': { body: noPrograms },
      '/api/block/4988/programs': { body: noPrograms },
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

describe("/transactions pages a block's whole list and filters it", () => {
  const path = '/transactions';
  const PROGRAM = 'Prog111111111111111111111111111111111111111';
  beforeEach(() => localStorage.clear());

  test('Next page holds the block and its cursor in the URL; votes, status and program filter the list', async () => {
    const asked: URLSearchParams[] = [];
    installFetchStub({
      '/api/blocks': { body: [blockSummary] },
      '/api/block/4990': { body: blockDetail({ transactionCount: 602 }) },
      '/api/block/4990/programs': {
        body: { programs: [{ programId: PROGRAM, programName: 'Raydium AMM v4', count: 40 }], votes: 158 },
      },
      '/api/block/4990/transactions': (url: URL) => {
        asked.push(url.searchParams);
        const cursor = url.searchParams.get('cursor');
        const sig = (cursor ? 'L' : 'F').repeat(87);
        return {
          body: {
            transactions: [txSummary({ signature: sig })],
            hasMore: cursor === null,
            nextCursor: cursor === null ? '5000.49' : null,
            totalCount: 602,
          },
        };
      },
    });
    renderWithProviders(<TransactionsPage />, { path, url: path });
    expect(await screen.findByRole('note', undefined, { timeout: 5000 })).toHaveTextContent(
      '602 transactions in this block',
    );
    expect(screen.getByText('Page 1 of 13')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next page →' }));
    expect(await screen.findByText('LLLLLLLL...', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('block=4990');
    expect(screen.getByTestId('location')).toHaveTextContent('before=5000.49');
    expect(asked[asked.length - 1].get('cursor')).toBe('5000.49');

    fireEvent.click(screen.getByRole('switch', { name: /Hide vote transactions/ }));
    expect(
      await screen.findByText('444 of 602 transactions in this block match the filters'),
    ).toBeInTheDocument();
    expect(localStorage.getItem('gorbagana.transactions.hideVotes')).toBe('true');
    expect(screen.getByTestId('location')).not.toHaveTextContent('before=');
    await waitFor(() => expect(asked[asked.length - 1].get('votes')).toBe('hide'));
    expect(asked[asked.length - 1].get('cursor')).toBeNull();

    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'failed' } });
    await waitFor(() => expect(asked[asked.length - 1].get('status')).toBe('failed'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Program' }), { target: { value: PROGRAM } });
    await waitFor(() => expect(asked[asked.length - 1].get('program')).toBe(PROGRAM));
    expect(screen.getByRole('option', { name: 'Raydium AMM v4 (40)' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('status=failed');
  }, 20_000);

  test('the remembered choice hides votes on the next visit', async () => {
    localStorage.setItem('gorbagana.transactions.hideVotes', 'true');
    const asked: URLSearchParams[] = [];
    installFetchStub({
      '/api/blocks': { body: [blockSummary] },
      '/api/block/4990': { body: blockDetail() },
      '/api/block/4990/programs': { body: noPrograms },
      '/api/block/4990/transactions': (url: URL) => {
        asked.push(url.searchParams);
        return { body: pageOf([]) };
      },
    });
    renderWithProviders(<TransactionsPage />, { path, url: path });
    expect(
      await screen.findByText('No transactions in this block match the filters', undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Hide vote transactions/ })).toBeChecked();
    expect(asked[0].get('votes')).toBe('hide');
  });
});
