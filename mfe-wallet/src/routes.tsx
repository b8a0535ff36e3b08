// Exposed as 'mfe_wallet/routes': this remote's pages, each loaded lazily when its route is visited.
import { lazy } from 'react';
import type { RemoteRouteObject } from 'shared-ui';

export const routes: RemoteRouteObject[] = [
  {
    path: '/address/:address/holdings',
    title: 'Wallet Overview',
    Component: lazy(() => import(/* webpackChunkName: "HoldingsPage" */ './holdings/HoldingsPage')),
  },
];

export default routes;
