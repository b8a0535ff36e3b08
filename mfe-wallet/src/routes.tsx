// Exposed as 'mfe_wallet/routes': the component of each page ./pages.ts declares, loaded lazily
// when its route is visited, and how its hooks read the first GETs the page declares there (its
// prefetch is derived from those: the wallet's holdings and the first page of its default tab).
import { lazy } from 'react';
import { holdingsQuery } from 'shared-api/hooks/accounts';
import * as apiPaths from 'shared-api/paths';
import { declaredRoutes, type FirstQueries, type PageComponents } from 'shared-ui/routes';
import { transactionsQuery } from './holdings/queries';
import { pages } from './pages';

const components: PageComponents<typeof pages> = {
  '/address/:address/holdings': {
    Component: lazy(() => import(/* webpackChunkName: "HoldingsPage" */ './holdings/HoldingsPage')),
  },
};

const first: FirstQueries<typeof pages> = {
  [apiPaths.addressTransactions]: (client, { params }) =>
    client.prefetchQuery(transactionsQuery(params.address ?? '', {})),
  [apiPaths.addressHoldings]: (client, { params }) =>
    client.prefetchQuery(holdingsQuery(params.address ?? '')),
};

export const routes = declaredRoutes(pages, components, first);

export default routes;
