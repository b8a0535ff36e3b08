// /sitemap.
import { renderWithProviders } from 'shared-ui/testing';
import { screen } from '@testing-library/react';
import { installFetchStub } from 'shared-api/testing';
import { sitemap } from '../test/fixtures';
import SitemapPage from './SitemapPage';

describe('/sitemap', () => {
  test('loading', () => {
    global.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
    renderWithProviders(<SitemapPage />, { path: '/sitemap', url: '/sitemap' });
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });

  test('data: counts, sections, priority badges, xml link', async () => {
    installFetchStub({ '/api/sitemap': { body: sitemap } });
    renderWithProviders(<SitemapPage />, { path: '/sitemap', url: '/sitemap' });
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
    renderWithProviders(<SitemapPage />, { path: '/sitemap', url: '/sitemap' });
    expect(await screen.findByText('Sitemap Unavailable')).toBeInTheDocument();
    expect(screen.getByText('Unable to load the sitemap data.')).toBeInTheDocument();
  });
});
