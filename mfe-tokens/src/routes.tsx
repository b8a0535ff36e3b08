// Exposed as 'mfe_tokens/routes': this remote's pages, each loaded lazily when its route is visited.
import { lazy } from 'react';
import type { RemoteRouteObject } from 'shared-ui';

export const routes: RemoteRouteObject[] = [
  {
    path: '/token/:address',
    title: 'Token Details',
    Component: lazy(() => import(/* webpackChunkName: "TokenPage" */ './pages/TokenPage')),
  },
  {
    path: '/tokens',
    title: 'Tokens',
    Component: lazy(() => import(/* webpackChunkName: "TokensPage" */ './pages/TokensPage')),
  },
  {
    path: '/community',
    title: 'Community Projects',
    Component: lazy(() => import(/* webpackChunkName: "CommunityPage" */ './pages/CommunityPage')),
  },
];

export default routes;
