// Exposed as 'mfe_games/routes': the component of each page ./pages.ts declares, loaded lazily when
// its route is visited.
import { lazy } from 'react';
import { declaredRoutes, type PageComponents } from 'shared-ui/routes';
import { pages } from './pages';

const components: PageComponents<typeof pages> = {
  '/break-gorbagana': {
    Component: lazy(() => import(/* webpackChunkName: "BreakGamePage" */ './break/BreakGamePage')),
  },
  '/admin': {
    Component: lazy(() => import(/* webpackChunkName: "AdminPage" */ './admin/AdminPage')),
  },
};

// No page of this remote declares first GETs, so none has a prefetch.
export const routes = declaredRoutes(pages, components, {});

export default routes;
