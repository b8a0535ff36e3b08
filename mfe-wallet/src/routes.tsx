// Exposed as 'mfe_wallet/routes': the component of each page ./pages.ts declares, loaded lazily
// when its route is visited.
import { lazy } from 'react';
import { holdingsQuery } from 'shared-api';
import { routeList, type PageComponents } from 'shared-ui';
import { transactionsQuery } from './holdings/api';
import type { pages } from './pages';

const components: PageComponents<typeof pages> = {
  '/address/:address/holdings': {
    Component: lazy(() => import(/* webpackChunkName: "HoldingsPage" */ './holdings/HoldingsPage')),
    // The wallet's holdings and the first page of its default tab (transactions).
    prefetch: async (client, { address = '' }) =>
      Promise.all([
        client.prefetchQuery(transactionsQuery(address, {})),
        client.prefetchQuery(holdingsQuery(address)),
      ]),
  },
};

export const routes = routeList(components);

export default routes;
