// /top-holders: loading, data, empty, error, mainnet.
import { renderWithProviders } from 'shared-ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFetchStub } from 'shared-api/testing';
import { topHolders } from '../test/fixtures';
import TopHoldersPage from './TopHoldersPage';
import { pages } from '../pages';

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
    // the count card is the number of holders, not the page size
    expect(screen.getByTestId('holders-count')).toHaveTextContent('60');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 51-60 of 60 holders')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled());
    expect(screen.getByText('#51')).toBeInTheDocument();
  });

  test('account types, the hide switch and the page live in the URL', async () => {
    const body = topHolders(4, 60);
    body.byValue[1] = { ...body.byValue[1], kind: 'stake' };
    body.byValue[2] = { ...body.byValue[2], kind: 'program' };
    const second = topHolders(3, 60, 50);
    second.byValue[0] = { ...second.byValue[0], kind: 'pda' };
    installFetchStub({
      '/api/top-holders?limit=50&offset=0': { body },
      '/api/top-holders?limit=50&offset=50': { body: second },
    });
    renderWithProviders(<TopHoldersPage />, { path, url: path });
    const table = await screen.findByRole('table', { name: 'Top holders' });
    expect(within(table).getByText('Stake Account')).toBeInTheDocument();
    expect(within(table).getByText('Program (executable)')).toBeInTheDocument();
    expect(within(table).getAllByText('Standard Wallet')).toHaveLength(2);
    fireEvent.click(screen.getByRole('switch', { name: /Hide program-owned and stake accounts/ }));
    await waitFor(() => expect(within(table).queryByText('Stake Account')).not.toBeInTheDocument());
    expect(within(table).queryByText('Program (executable)')).not.toBeInTheDocument();
    expect(screen.getByText('(2 hidden on this page)')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/top-holders?hide=programs');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/top-holders?hide=programs&page=2'),
    );
    expect(await screen.findByText('#52')).toBeInTheDocument();
    expect(screen.queryByText('#51')).not.toBeInTheDocument();
  });

  test('a pasted link opens its page with the switch on', async () => {
    const second = topHolders(3, 60, 50);
    second.byValue[0] = { ...second.byValue[0], kind: 'vote' };
    installFetchStub({ '/api/top-holders?limit=50&offset=50': { body: second } });
    renderWithProviders(<TopHoldersPage />, { path, url: `${path}?page=2&hide=programs` });
    expect(await screen.findByText('#52')).toBeInTheDocument();
    expect(screen.queryByText('#51')).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Hide program-owned/ })).toBeChecked();
  });

  test('without a price feed Est. Value says so instead of a number', async () => {
    const body = topHolders(3, 3);
    body.byValue = body.byValue.map((h) => ({ ...h, value: null }));
    installFetchStub({ '/api/top-holders?limit=50&offset=0': { body } });
    renderWithProviders(<TopHoldersPage />, { path, url: path });
    expect(await screen.findAllByText('No price feed')).toHaveLength(3);
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
  });

  test('wallet address: compact short form, first 4 + ... + last 4, linking the address page', async () => {
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
    // Not the standard first 6 + last 4.
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
    renderWithProviders(<TopHoldersPage />, { path, url: path, network: 'mainnet', declared: pages });
    expect(screen.getByText('Mainnet Under Construction')).toBeInTheDocument();
  });
});
