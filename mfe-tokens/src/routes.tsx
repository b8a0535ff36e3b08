// Exposed as 'mfe_tokens/routes': this remote's pages, each loaded lazily when its route is visited.
import { lazy } from 'react';
import type { RemoteRouteObject } from 'shared-ui';
import { holdersPageQuery, tokenDetailQuery, transfersPageQuery } from './token/queries';
import { firstQueries } from './tokens/useTokensPage';

export const routes: RemoteRouteObject[] = [
  {
    path: '/token/:address',
    title: 'Token Details',
    Component: lazy(() => import(/* webpackChunkName: "TokenPage" */ './pages/TokenPage')),
    // The token, its default tab (transfers) and its holders (the count), all at once.
    prefetch: async (client, { address = '' }) =>
      Promise.all([
        client.prefetchQuery(tokenDetailQuery(address)),
        client.prefetchQuery(transfersPageQuery(address, null)),
        client.prefetchQuery(holdersPageQuery(address, null)),
      ]),
  },
  {
    path: '/tokens',
    title: 'Tokens',
    Component: lazy(() => import(/* webpackChunkName: "TokensPage" */ './pages/TokensPage')),
    // The page of the list the URL names, and its count.
    prefetch: async (client) => {
      const [page, count] = firstQueries(new URLSearchParams(window.location.search));
      return Promise.all([client.prefetchQuery(page), client.prefetchQuery(count)]);
    },
  },
  {
    path: '/community',
    title: 'Community Projects',
    Component: lazy(() => import(/* webpackChunkName: "CommunityPage" */ './pages/CommunityPage')),
  },
];

export default routes;
