// Exposed as 'mfe_chain/routes': the component of each page ./pages.ts declares, loaded lazily when
// its route is visited (each page lives in its feature folder, src/<feature>/), and how its hooks
// read the first GETs the pages declare there (each page's prefetch is derived from those).
import { lazy } from 'react';
import { latestBlocksQuery, latestTransactionsQuery } from 'shared-api';
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

// Keyed by the route names themselves, which the compiler checks against the declared ones: read
// through 'shared-api/paths', this module (on the home page's first load) would carry the path
// table with every route any of this remote's pages calls.
const first: FirstQueries<typeof pages> = {
  // Home's two lists; its network figures poll on their own (the header reads them too).
  'GET /api/transactions': (client) => client.prefetchQuery(latestTransactionsQuery()),
  'GET /api/blocks': (client) => client.prefetchQuery(latestBlocksQuery()),
  'GET /api/network/overview': HINT_ONLY,
  'GET /api/network/stats': HINT_ONLY,
};

export const routes = declaredRoutes(pages, components, first);

export default routes;
