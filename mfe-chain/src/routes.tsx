// Exposed as 'mfe_chain/routes': this remote's pages, each loaded lazily when its route is visited.
// The one place mfe-chain declares its paths; each page lives in its feature folder (src/<feature>/).
import { lazy } from 'react';
import { latestBlocksQuery, latestTransactionsQuery } from 'shared-api';
import type { RemoteRouteObject } from 'shared-ui';

export const routes: RemoteRouteObject[] = [
  {
    path: '/',
    title: 'Explore Gorbagana',
    Component: lazy(() => import(/* webpackChunkName: "Home" */ './home/HomePage')),
    // Home's two lists (the server's page hints them, and the cards' GETs).
    prefetch: (client) =>
      Promise.all([
        client.prefetchQuery(latestTransactionsQuery()),
        client.prefetchQuery(latestBlocksQuery()),
      ]),
  },
  {
    path: '/tx/:signature',
    title: 'Transaction Details',
    Component: lazy(() => import(/* webpackChunkName: "TransactionPage" */ './transaction/TransactionPage')),
  },
  {
    path: '/block/:height',
    title: 'Block Details',
    Component: lazy(() => import(/* webpackChunkName: "BlockPage" */ './block/BlockPage')),
  },
  {
    path: '/address/:address',
    title: 'Address Details',
    Component: lazy(() => import(/* webpackChunkName: "AddressPage" */ './address/AddressPage')),
  },
  {
    path: '/transactions',
    title: 'All Transactions',
    Component: lazy(
      () => import(/* webpackChunkName: "TransactionsPage" */ './transactions/TransactionsPage'),
    ),
  },
  {
    path: '/validators',
    title: 'Validators',
    Component: lazy(() => import(/* webpackChunkName: "ValidatorsPage" */ './validators/ValidatorsPage')),
  },
  {
    path: '/top-holders',
    title: 'Top GOR Holders',
    Component: lazy(() => import(/* webpackChunkName: "TopHoldersPage" */ './top-holders/TopHoldersPage')),
  },
  {
    path: '/sitemap',
    title: 'Sitemap',
    Component: lazy(() => import(/* webpackChunkName: "SitemapPage" */ './sitemap/SitemapPage')),
  },
  {
    path: '/developer-tools',
    title: 'Developer Tools',
    Component: lazy(
      () => import(/* webpackChunkName: "DeveloperToolsPage" */ './developer-tools/DeveloperToolsPage'),
    ),
  },
];

export default routes;
