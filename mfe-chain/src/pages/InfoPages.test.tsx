// /sitemap and /developer-tools.
import { fireEvent, screen, within } from '@testing-library/react';
import { installFetchStub } from 'shared-api/src/testing/fetchStub';
import { renderPage } from '../test/render';
import { sitemap } from '../test/fixtures';
import DeveloperToolsPage from './DeveloperToolsPage';
import SitemapPage from './SitemapPage';

describe('/sitemap', () => {
  test('loading', () => {
    global.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
    renderPage(<SitemapPage />, { path: '/sitemap', url: '/sitemap' });
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });

  test('data: counts, sections, priority badges, xml link', async () => {
    installFetchStub({ '/api/sitemap': { body: sitemap } });
    renderPage(<SitemapPage />, { path: '/sitemap', url: '/sitemap' });
    expect(await screen.findByText('Static Pages (2)')).toBeInTheDocument();
    expect(screen.getByText('Total Pages').nextSibling).toHaveTextContent('5');
    expect(screen.getByText('Dynamic Pages').nextSibling).toHaveTextContent('3');
    for (const s of ['Recent Blocks (1)', 'Tokens (1)', 'Validators (1)'])
      expect(screen.getByText(s)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '/sitemap.xml' })).toHaveAttribute('href', '/sitemap.xml');
    expect(screen.getByText('Priority 1.0')).toHaveStyle({ color: '#22c55e' });
    expect(screen.getByText('Priority 0.5')).not.toHaveStyle({ color: '#22c55e' });
    expect(screen.getByRole('link', { name: '/block/4990' })).toHaveAttribute('href', '/block/4990');
  });

  test('failure: Sitemap Unavailable', async () => {
    installFetchStub({ '/api/sitemap': { status: 500 } });
    renderPage(<SitemapPage />, { path: '/sitemap', url: '/sitemap' });
    expect(await screen.findByText('Sitemap Unavailable')).toBeInTheDocument();
    expect(screen.getByText('Unable to load the sitemap data.')).toBeInTheDocument();
  });
});

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
    renderPage(<DeveloperToolsPage />, { path: '/developer-tools', url: '/developer-tools' });
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

  test('config failure: endpoints unavailable', async () => {
    installFetchStub({ '/api/config': { status: 500 } });
    renderPage(<DeveloperToolsPage />, { path: '/developer-tools', url: '/developer-tools' });
    fireEvent.click(screen.getByRole('tab', { name: 'Network Info' }));
    expect(await screen.findAllByText('Unavailable')).toHaveLength(2);
  });
});
