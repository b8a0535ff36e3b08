// Exposed as 'mfe_games/routes': this remote's pages, each loaded lazily when its route is visited.
import { lazy } from 'react';
import type { RemoteRouteObject } from 'shared-ui';

export const routes: RemoteRouteObject[] = [
  {
    path: '/break-gorbagana',
    title: 'Break Gorbagana',
    Component: lazy(() => import(/* webpackChunkName: "BreakGamePage" */ './break/BreakGamePage')),
  },
  {
    path: '/admin',
    title: 'Admin Panel',
    Component: lazy(() => import(/* webpackChunkName: "AdminPage" */ './admin/AdminPage')),
  },
];

export default routes;
