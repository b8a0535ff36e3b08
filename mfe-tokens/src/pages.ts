// mfe-tokens' pages: where each lives, its title, the menus and sitemap that list it and what the
// server hints with it. The build writes this list to the version's pages.json and publishing
// records it in the registry, so the shell and the server learn of a page from here alone. Links
// to an entity's page resolve from its `entity`, never from a written URL.
// Plain data, read at build time too: no React here (the components are in ./routes.tsx).
import * as apiPaths from 'shared-api/paths';
import type { PageDeclaration } from 'shared-api/pages';

/** The filters the tokens list opens with (its URL has none): the hints must ask what it asks. */
const DEFAULT_FILTERS = { hideNoMetadata: 'true', hideLowSupply: 'true', hideZeroSupply: 'true' };

export const pages = [
  {
    path: '/token/:address',
    title: 'Token Details',
    entity: 'token',
    preload: {
      chunks: ['TokenPage'],
      api: [{ route: apiPaths.token }, { route: apiPaths.tokenTransfers }, { route: apiPaths.tokenHolders }],
    },
  },
  {
    path: '/tokens',
    entity: 'tokens',
    title: 'Tokens',
    testnetOnly: true,
    nav: [
      { menu: 'tokens', label: 'All Tokens', order: 10 },
      { menu: 'explore', label: 'All Tokens', order: 50 },
      { menu: 'footer-explorer', label: 'Tokens', order: 30 },
    ],
    sitemap: {
      label: 'Tokens',
      description: 'Every token on the network',
      priority: 0.9,
      changefreq: 'hourly',
    },
    preload: {
      chunks: ['TokensPage'],
      api: [
        {
          route: apiPaths.tokens,
          query: { limit: '50', offset: '0', sort: 'holders', order: 'desc', ...DEFAULT_FILTERS },
        },
        { route: apiPaths.tokensCount, query: DEFAULT_FILTERS },
      ],
    },
  },
  {
    path: '/community',
    title: 'Community Projects',
    nav: [
      { menu: 'tokens', label: 'Community Projects', order: 20 },
      { menu: 'explore', label: 'Community Projects', order: 60 },
    ],
    sitemap: {
      label: 'Community Projects',
      description: 'Coming soon',
      priority: 0.3,
      changefreq: 'monthly',
    },
  },
] as const satisfies readonly PageDeclaration[];
