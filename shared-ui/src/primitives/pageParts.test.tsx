// Dialog, the data-state switch, the pagers and the holdings dropdown.
import { fireEvent, screen, within } from '@testing-library/react';
import { installFetchStub } from 'shared-api/testing';
import { ApiError } from 'shared-api';
import { renderWithProviders } from 'shared-ui/testing';
import {
  DataState,
  Dialog,
  HoldingsDropdown,
  PrevNextPager,
  TokensPager,
  WalletPager,
  dataStateOf,
  tokensPageWindow,
  walletPageNumbers,
  type DataQuery,
} from 'shared-ui/entities';

const q = <T,>(p: Partial<DataQuery<T>>): DataQuery<T> => ({
  isPending: false,
  isError: false,
  error: null,
  data: undefined,
  ...p,
});

describe('data-state switch', () => {
  test('states: loading, idle, not found (404), error, empty, data', () => {
    expect(dataStateOf(q({ isPending: true, fetchStatus: 'fetching' }))).toBe('loading');
    expect(dataStateOf(q({ isPending: true, fetchStatus: 'idle' }))).toBe('idle');
    expect(dataStateOf(q({ isError: true, error: new ApiError(404, 'Not Found', '') }))).toBe('notFound');
    expect(dataStateOf(q({ isError: true, error: new ApiError(500, 'Error', 'boom') }))).toBe('error');
    expect(dataStateOf(q({ data: [] as number[] }), (d) => d.length === 0)).toBe('empty');
    expect(dataStateOf(q({ data: [1] }), (d) => d.length === 0)).toBe('data');
  });
  test('renders the matching branch', () => {
    const view = (query: DataQuery<number[]>) => (
      <DataState
        query={query}
        loading={<p>loading…</p>}
        notFound={<p>Block Not Found</p>}
        error={(e) => <p>{e.message}</p>}
        isEmpty={(d) => d.length === 0}
        empty={<p>No blocks found</p>}
      >
        {(d) => <p>{d.length} blocks</p>}
      </DataState>
    );
    const { rerender } = renderWithProviders(view(q({ isPending: true })));
    expect(screen.getByText('loading…')).toBeInTheDocument();
    rerender(view(q({ isError: true, error: new ApiError(404, 'Not Found', '') })));
    expect(screen.getByText('Block Not Found')).toBeInTheDocument();
    rerender(view(q({ isError: true, error: new Error('503: down') })));
    expect(screen.getByText('503: down')).toBeInTheDocument();
    rerender(view(q({ data: [] })));
    expect(screen.getByText('No blocks found')).toBeInTheDocument();
    rerender(view(q({ data: [1, 2] })));
    expect(screen.getByText('2 blocks')).toBeInTheDocument();
  });
});

describe('pagers', () => {
  test('/tokens: every page up to 10, else a window of 7 with first, last and ellipses', () => {
    expect(tokensPageWindow(3, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(tokensPageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 'ellipsis', 20]);
    expect(tokensPageWindow(10, 20)).toEqual([1, 'ellipsis', 8, 9, 10, 11, 12, 'ellipsis', 20]);
    expect(tokensPageWindow(20, 20)).toEqual([1, 'ellipsis', 15, 16, 17, 18, 19, 20]);
  });
  test('/tokens pager shows all 10 pages and moves on click', () => {
    const onChange = jest.fn();
    renderWithProviders(<TokensPager page={1} totalPages={10} onChange={onChange} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: '10' })).toBeInTheDocument();
    fireEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });
  test('wallet: up to 5 numbers around the current, first/previous/next/last, Page x of y with total', () => {
    expect(walletPageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(walletPageNumbers(1, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(walletPageNumbers(5, 9)).toEqual([3, 4, 5, 6, 7]);
    expect(walletPageNumbers(9, 9)).toEqual([5, 6, 7, 8, 9]);
    const onChange = jest.fn();
    renderWithProviders(<WalletPager page={9} totalPages={9} total={85} onChange={onChange} />);
    expect(screen.getByText('Page 9 of 9 (85 total)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Last' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'First' }));
    expect(onChange).toHaveBeenCalledWith(1);
    fireEvent.click(screen.getByRole('button', { name: '9' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
  test('chain lists: previous/next only', () => {
    const onNext = jest.fn();
    renderWithProviders(
      <PrevNextPager canPrev={false} canNext onPrev={jest.fn()} onNext={onNext}>
        Page 1
      </PrevNextPager>,
    );
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onNext).toHaveBeenCalled();
  });
});

test('dialog: labelled, Escape closes, focus returns to the opener', () => {
  const onClose = jest.fn();
  renderWithProviders(
    <>
      <button>opener</button>
      <Dialog title="Transaction" onClose={onClose}>
        body
      </Dialog>
    </>,
  );
  expect(screen.getByRole('dialog', { name: 'Transaction' })).toHaveFocus();
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(onClose).toHaveBeenCalledTimes(1);
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalledTimes(2);
});

test('holdings dropdown: Tokens count, GOR first, search (gorbagana finds GOR), View all holdings', async () => {
  const ADDR = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
  const row = {
    account: 'Acc1111111111111111111111111111111111111111',
    isNative: false,
    decimals: 0,
    logoUri: null,
    price: null,
  };
  installFetchStub({
    [`/api/address/${ADDR}/holdings`]: {
      body: {
        address: ADDR,
        balance: '1000000000',
        decimals: 9,
        gorValue: 0,
        totalValue: 12.5,
        isTokenAccount: false,
        tokenHoldings: [
          { ...row, mint: 'MintAAA', amount: '5', symbol: 'AAA', name: 'Alpha', usdValue: 1 },
          {
            ...row,
            mint: 'So11111111111111111111111111111111111111112',
            account: null,
            isNative: true,
            amount: '1000000000',
            decimals: 9,
            symbol: null,
            name: null,
            usdValue: null,
          },
          { ...row, mint: 'MintBBB', amount: '7', symbol: 'BBB', name: 'Beta', usdValue: 9 },
        ],
      },
    },
  });
  renderWithProviders(<HoldingsDropdown address={ADDR} showTotal />);
  const trigger = await screen.findByRole('button', { name: /Tokens \(2\)/ });
  fireEvent.click(trigger);
  const items = await screen.findAllByRole('listitem');
  expect(items.map((li) => li.textContent)).toEqual([
    expect.stringContaining('GOR'),
    expect.stringContaining('BBB'),
    expect.stringContaining('AAA'),
  ]);
  expect(screen.getByText('Total Portfolio Value: $12.50')).toBeInTheDocument();
  fireEvent.change(screen.getByPlaceholderText('Search by name / symbol / address'), {
    target: { value: 'gorbagana' },
  });
  expect(screen.getAllByRole('listitem')).toHaveLength(1);
  expect(screen.getByRole('link', { name: /View all holdings/ })).toHaveAttribute(
    'href',
    `/address/${ADDR}/holdings`,
  );
});
