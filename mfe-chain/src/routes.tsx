// Exposed as 'mfe_chain/routes': the component of each page ./pages.ts declares, loaded lazily when
// its route is visited; each page lives in its feature folder (src/<feature>/).
import { lazy } from 'react';
import { latestBlocksQuery, latestTransactionsQuery } from 'shared-api';
import { routeList, type PageComponents } from 'shared-ui';
import type { pages } from './pages';

const components: PageComponents<typeof pages> = {
  '/': {
    Component: lazy(() => import(/* webpackChunkName: "Home" */ './home/HomePage')),
    // Home's two lists (the server's page hints them, and the cards' GETs).
    prefetch: (client) =>
      Promise.all([
        client.prefetchQuery(latestTransactionsQuery()),
        client.prefetchQuery(latestBlocksQuery()),
      ]),
  },
  '/tx/:signature': {
    Component: lazy(() => import(/* webpackChunkName: "TransactionPage" */ './transaction/TransactionPage')),
  },
  '/block/:height': {
    Component: lazy(() => import(/* webpackChunkName: "BlockPage" */ './block/BlockPage')),
  },
  '/address/:address': {
    Component: lazy(() => import(/* webpackChunkName: "AddressPage" */ './address/AddressPage')),
  },
  '/transactions': {
    Component: lazy(
      () => import(/* webpackChunkName: "TransactionsPage" */ './transactions/TransactionsPage'),
    ),
  },
  '/validators': {
    Component: lazy(() => import(/* webpackChunkName: "ValidatorsPage" */ './validators/ValidatorsPage')),
  },
  '/top-holders': {
    Component: lazy(() => import(/* webpackChunkName: "TopHoldersPage" */ './top-holders/TopHoldersPage')),
  },
  '/sitemap': {
    Component: lazy(() => import(/* webpackChunkName: "SitemapPage" */ './sitemap/SitemapPage')),
  },
  '/developer-tools': {
    Component: lazy(
      () => import(/* webpackChunkName: "DeveloperToolsPage" */ './developer-tools/DeveloperToolsPage'),
    ),
  },
};

export const routes = routeList(components);

export default routes;
