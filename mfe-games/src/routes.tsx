// Exposed as 'mfe_games/routes': the component of each page ./pages.ts declares, loaded lazily when
// its route is visited.
import { lazy } from 'react';
import { routeList, type PageComponents } from 'shared-ui';
import type { pages } from './pages';

const components: PageComponents<typeof pages> = {
  '/break-gorbagana': {
    Component: lazy(() => import(/* webpackChunkName: "BreakGamePage" */ './break/BreakGamePage')),
  },
  '/admin': {
    Component: lazy(() => import(/* webpackChunkName: "AdminPage" */ './admin/AdminPage')),
  },
};

export const routes = routeList(components);

export default routes;
