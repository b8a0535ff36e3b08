// /top-holders: loading, data, empty, error, mainnet.
import { renderWithProviders } from 'shared-ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFetchStub } from 'shared-api/testing';
import { topHolders } from '../test/fixtures';
import TopHoldersPage from './TopHoldersPage';

const pending = () => {
  global.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
};

describe('/top-holders', () => {
  const path = '/top-holders';
  test('loading', () => {
    pending();
    renderWithProviders(<TopHoldersPage />, { path, url: path });
    expect(screen.getByText('Loading Top Holders')).toBeInTheDocument();
  });

  test('data: medals, est. value, 50 a page with Showing x-y of n', async () => {
    installFetchStub({
      '/api/top-holders?limit=50&offset=0': { body: topHolders(50, 60) },
      '/api/top-holders?limit=50&offset=50': { body: topHolders(10, 60, 50) },
    });
    renderWithProviders(<TopHoldersPage />, { path, url: path });
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

  test('wallet address: part 2 short form, first 4 + ... + last 4, linking the address page', async () => {
    const address = `Ho1d${'2'.repeat(36)}Abcd`;
    const body = topHolders(2, 2);
    body.byValue[0] = { ...body.byValue[0], fullAddress: address, address };
    installFetchStub({ '/api/top-holders?limit=50&offset=0': { body } });
    renderWithProviders(<TopHoldersPage />, { path, url: path });
    const table = await screen.findByRole('table', { name: 'Top holders' });
    const link = within(table).getByRole('link', { name: 'Ho1d...Abcd' });
    expect(link).toHaveAttribute('href', `/address/${address}`);
    expect(link).toHaveAttribute('title', address);
    expect(within(table).getByRole('link', { name: 'H2Z1...1111' })).toBeInTheDocument();
    // Not part 1's first 6 + last 4.
    expect(within(table).queryByText('Ho1d22...Abcd')).not.toBeInTheDocument();
  });

  test('empty: No GOR Holders Found with links', async () => {
    installFetchStub({ '/api/top-holders?limit=50&offset=0': { body: topHolders(0, 0) } });
    renderWithProviders(<TopHoldersPage />, { path, url: path });
    expect(await screen.findByText('No GOR Holders Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse tokens' })).toHaveAttribute('href', '/tokens');
    expect(screen.getByRole('link', { name: 'View validators' })).toHaveAttribute('href', '/validators');
  });

  test('error: No Holder Data Available', async () => {
    installFetchStub({ '/api/top-holders?limit=50&offset=0': { status: 500 } });
    renderWithProviders(<TopHoldersPage />, { path, url: path });
    expect(await screen.findByText('No Holder Data Available')).toBeInTheDocument();
  });

  test('mainnet', () => {
    renderWithProviders(<TopHoldersPage />, { path, url: path, network: 'mainnet' });
    expect(screen.getByText('Mainnet Under Construction')).toBeInTheDocument();
  });
});
