// /developer-tools.
import { renderWithProviders } from 'shared-ui/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { installFetchStub } from 'shared-api/testing';
import DeveloperToolsPage from './DeveloperToolsPage';

describe('/developer-tools', () => {
  const config = {
    chainName: 'Gorbagana',
    network: 'testnet',
    rpcUrl: 'http://127.0.0.1:18899',
    wsUrl: 'ws://127.0.0.1:18900',
    masterAddress: null,
    coinContract: null,
  };
  beforeEach(() => {
    Object.assign(navigator, { clipboard: { writeText: jest.fn(async () => undefined) } });
  });

  test('badges, four tabs, quick start with the indexed RPC URL, network info', async () => {
    installFetchStub({ '/api/config': { body: config } });
    renderWithProviders(<DeveloperToolsPage />, { path: '/developer-tools', url: '/developer-tools' });
    for (const b of ['Sub-second Finality', 'Minimal Fees', 'Solana Compatible', 'Testnet v3 Live'])
      expect(screen.getByText(b)).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Overview',
      'Architecture',
      'Quick Start',
      'Network Info',
    ]);
    fireEvent.click(screen.getByRole('tab', { name: 'Architecture' }));
    for (const p of ['Proof of History', 'Tower BFT', 'Turbine', 'Gulf Stream', 'Sealevel', 'Pipelining'])
      expect(screen.getByText(p)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Quick Start' }));
    expect(await screen.findByText('solana config set --url http://127.0.0.1:18899')).toBeInTheDocument();
    expect(screen.getByText('solana airdrop 1')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Copy command: Airdrop 1 test GOR' }));
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith('solana airdrop 1');
    fireEvent.click(screen.getByRole('tab', { name: 'Network Info' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('http://127.0.0.1:18899')).toBeInTheDocument();
    expect(within(panel).getByText('ws://127.0.0.1:18900')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: /Official documentation/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(within(panel).getByRole('button', { name: 'Block Explorer' })).toBeInTheDocument();
  });

  test('no RPC URL published: both tabs explain it instead of loading forever', async () => {
    installFetchStub({ '/api/config': { body: { ...config, rpcUrl: '', wsUrl: '' } } });
    const { container } = renderWithProviders(<DeveloperToolsPage />, {
      path: '/developer-tools',
      url: '/developer-tools',
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Quick Start' }));
    expect(await screen.findByText('No public RPC endpoint configured')).toBeInTheDocument();
    expect(screen.getByText(/RPC_URL/)).toBeInTheDocument();
    expect(screen.queryByText(/solana config set/)).not.toBeInTheDocument();
    expect(container.querySelector('[data-skeleton]')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Network Info' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('No public RPC endpoint configured')).toBeInTheDocument();
    expect(within(panel).queryByText('RPC URL')).not.toBeInTheDocument();
    expect(container.querySelector('[data-skeleton]')).toBeNull();
    // The rest of the tab still works.
    expect(within(panel).getByRole('link', { name: /Official documentation/ })).toBeInTheDocument();
  });

  test('an RPC URL without a WebSocket URL: the RPC URL is shown, the WebSocket URL is not configured', async () => {
    installFetchStub({ '/api/config': { body: { ...config, wsUrl: '' } } });
    const { container } = renderWithProviders(<DeveloperToolsPage />, {
      path: '/developer-tools',
      url: '/developer-tools',
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Network Info' }));
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText('http://127.0.0.1:18899')).toBeInTheDocument();
    expect(within(panel).getByText('Not configured')).toBeInTheDocument();
    expect(container.querySelector('[data-skeleton]')).toBeNull();
  });

  test('config failure: endpoints unavailable', async () => {
    installFetchStub({ '/api/config': { status: 500 } });
    renderWithProviders(<DeveloperToolsPage />, { path: '/developer-tools', url: '/developer-tools' });
    fireEvent.click(screen.getByRole('tab', { name: 'Network Info' }));
    expect(await screen.findAllByText('Unavailable')).toHaveLength(2);
  });

  test('config failure: Quick Start still shows its commands with the default RPC URL', async () => {
    installFetchStub({ '/api/config': { status: 500 } });
    renderWithProviders(<DeveloperToolsPage />, { path: '/developer-tools', url: '/developer-tools' });
    fireEvent.click(screen.getByRole('tab', { name: 'Quick Start' }));
    expect(
      await screen.findByText('solana config set --url http://127.0.0.1:8899', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('solana airdrop 1')).toBeInTheDocument();
  });
});
