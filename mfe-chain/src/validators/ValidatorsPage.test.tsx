// /validators: loading, data, empty, error, mainnet.
import { renderWithProviders } from 'shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { installFetchStub } from 'shared-api/testing';
import { stats, validator } from '../test/fixtures';
import ValidatorsPage from './ValidatorsPage';

const pending = () => {
  global.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
};

describe('/validators', () => {
  const path = '/validators';
  test('loading', () => {
    pending();
    renderWithProviders(<ValidatorsPage />, { path, url: path });
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });

  test('one validator without optional data: conditional columns and cards hidden', async () => {
    installFetchStub({ '/api/validators': { body: [validator()] }, '/api/network/stats': { body: stats } });
    renderWithProviders(<ValidatorsPage />, { path, url: path });
    const table = await screen.findByRole('table', { name: 'Validators' });
    expect(within(table).getByText('Online')).toBeInTheDocument();
    expect(within(table).getByText('Gor Node')).toBeInTheDocument();
    expect(within(table).getByText(/785,000,000.00 GOR/)).toBeInTheDocument();
    // The stake's USD figure is labelled as an estimate at the fixed rate, not a market price.
    const est = within(table).getByText(/\(est\. at \$0\.017\/GOR\)/);
    expect(est).toHaveTextContent('≈ $13,345,000.00 (est. at $0.017/GOR)');
    expect(est).toHaveAttribute('title', expect.stringContaining('not a market price'));
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

  test('address column: compact short form, first 4 + ... + last 4, linking the address page', async () => {
    const address = `Va1d${'1'.repeat(36)}Wxyz`;
    installFetchStub({
      '/api/validators': { body: [validator({ address })] },
      '/api/network/stats': { body: stats },
    });
    renderWithProviders(<ValidatorsPage />, { path, url: path });
    const table = await screen.findByRole('table', { name: 'Validators' });
    const link = within(table).getByRole('link', { name: 'Va1d...Wxyz' });
    expect(link).toHaveAttribute('href', `/address/${address}`);
    expect(link).toHaveAttribute('title', address);
    // Not the standard first 6 + last 4.
    expect(within(table).queryByText('Va1d11...Wxyz')).not.toBeInTheDocument();
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
    renderWithProviders(<ValidatorsPage />, { path, url: path });
    const table = await screen.findByRole('table', { name: 'Validators' });
    for (const h of ['Commission', 'APY', 'Uptime', 'Delegators'])
      expect(within(table).getByText(h)).toBeInTheDocument();
    expect(within(table).getByText('Offline')).toBeInTheDocument();
    expect(screen.getByText('Average APY')).toBeInTheDocument();
  });

  test('empty and error', async () => {
    installFetchStub({ '/api/validators': { body: [] }, '/api/network/stats': { status: 500 } });
    const r = renderWithProviders(<ValidatorsPage />, { path, url: path });
    expect(await screen.findByText('No validators found')).toBeInTheDocument();
    expect(screen.getByText('785M GOR')).toBeInTheDocument();
    r.unmount();
    installFetchStub({ '/api/validators': { status: 500, body: 'down' } });
    renderWithProviders(<ValidatorsPage />, { path, url: path });
    expect(await screen.findByText('500: down')).toBeInTheDocument();
  });
});
