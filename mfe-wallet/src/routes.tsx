// Exposed as 'mfe_wallet/routes': this remote's pages, each loaded lazily when its route is visited.
import { lazy } from 'react';
import { holdingsQuery } from 'shared-api';
import type { RemoteRouteObject } from 'shared-ui';
import { transactionsQuery } from './holdings/api';

export const routes: RemoteRouteObject[] = [
  {
    path: '/address/:address/holdings',
    title: 'Wallet Overview',
    Component: lazy(() => import(/* webpackChunkName: "HoldingsPage" */ './holdings/HoldingsPage')),
    // The wallet's holdings and the first page of its default tab (transactions).
    prefetch: async (client, { address = '' }) =>
      Promise.all([
        client.prefetchQuery(transactionsQuery(address, {})),
        client.prefetchQuery(holdingsQuery(address)),
      ]),
  },
];

export default routes;
