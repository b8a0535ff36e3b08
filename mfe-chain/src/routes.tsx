// Exposed as 'mfe_chain/routes': the component of each page ./pages.ts declares, loaded lazily when
// its route is visited (each page lives in its feature folder, src/<feature>/), and how its hooks
// read the first GETs the pages declare there (each page's prefetch is derived from those).
import { lazy } from 'react';
import { latestBlocksQuery, latestTransactionsQuery } from 'shared-api';
import * as apiPaths from 'shared-api/paths';
import { declaredRoutes, HINT_ONLY, type FirstQueries, type PageComponents } from 'shared-ui/routes';
import { pages } from './pages';

const components: PageComponents<typeof pages> = {
  '/': {
    Component: lazy(() => import(/* webpackChunkName: "Home" */ './home/HomePage')),
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

const first: FirstQueries<typeof pages> = {
  // Home's two lists; its network figures poll on their own (the header reads them too).
  [apiPaths.transactions]: (client) => client.prefetchQuery(latestTransactionsQuery()),
  [apiPaths.blocks]: (client) => client.prefetchQuery(latestBlocksQuery()),
  [apiPaths.networkOverview]: HINT_ONLY,
  [apiPaths.networkStats]: HINT_ONLY,
};

export const routes = declaredRoutes(pages, components, first);

export default routes;
