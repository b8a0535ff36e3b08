// Exposed as 'mfe_tokens/routes': this remote's pages, each loaded lazily when its route is visited.
import { lazy } from 'react';
import { api, prefetchGets } from 'shared-api';
import * as apiPaths from 'shared-api/paths';
import type { RemoteRouteObject } from 'shared-ui';
import { tokenKeys } from './token/queries';
import { firstGets } from './tokens/useTokensPage';

export const routes: RemoteRouteObject[] = [
  {
    path: '/token/:address',
    title: 'Token Details',
    Component: lazy(() => import(/* webpackChunkName: "TokenPage" */ './pages/TokenPage')),
    // The token, its default tab (transfers) and its holders (the count), all at once.
    prefetch: async (client, { address = '' }) =>
      prefetchGets(client, [
        [tokenKeys.detail(address), (signal) => api.get(apiPaths.token, { params: { address }, signal })],
        [
          tokenKeys.transfers(address, null),
          (signal) => api.get(apiPaths.tokenTransfers, { params: { address }, signal }),
        ],
        [
          tokenKeys.holders(address, null),
          (signal) => api.get(apiPaths.tokenHolders, { params: { address }, signal }),
        ],
      ]),
  },
  {
    path: '/tokens',
    title: 'Tokens',
    Component: lazy(() => import(/* webpackChunkName: "TokensPage" */ './pages/TokensPage')),
    // The page of the list the URL names, and its count.
    prefetch: async (client) => prefetchGets(client, firstGets(new URLSearchParams(window.location.search))),
  },
  {
    path: '/community',
    title: 'Community Projects',
    Component: lazy(() => import(/* webpackChunkName: "CommunityPage" */ './pages/CommunityPage')),
  },
];

export default routes;
