// Exposed as 'mfe_chain/routes': this remote's pages, each loaded lazily when its route is visited.
import { lazy } from 'react';
import type { RemoteRouteObject } from 'shared-ui';

export const routes: RemoteRouteObject[] = [
  {
    path: '/',
    title: 'Explore Gorbagana',
    Component: lazy(() => import(/* webpackChunkName: "Home" */ './pages/Home')),
  },
  {
    path: '/tx/:signature',
    title: 'Transaction Details',
    Component: lazy(() => import(/* webpackChunkName: "TransactionPage" */ './pages/TransactionPage')),
  },
  {
    path: '/block/:height',
    title: 'Block Details',
    Component: lazy(() => import(/* webpackChunkName: "BlockPage" */ './pages/BlockPage')),
  },
  {
    path: '/address/:address',
    title: 'Address Details',
    Component: lazy(() => import(/* webpackChunkName: "AddressPage" */ './pages/AddressPage')),
  },
  {
    path: '/transactions',
    title: 'All Transactions',
    Component: lazy(() => import(/* webpackChunkName: "TransactionsPage" */ './pages/TransactionsPage')),
  },
  {
    path: '/validators',
    title: 'Validators',
    Component: lazy(() => import(/* webpackChunkName: "ValidatorsPage" */ './pages/ValidatorsPage')),
  },
  {
    path: '/top-holders',
    title: 'Top GOR Holders',
    Component: lazy(() => import(/* webpackChunkName: "TopHoldersPage" */ './pages/TopHoldersPage')),
  },
  {
    path: '/sitemap',
    title: 'Sitemap',
    Component: lazy(() => import(/* webpackChunkName: "SitemapPage" */ './pages/SitemapPage')),
  },
  {
    path: '/developer-tools',
    title: 'Developer Tools',
    Component: lazy(() => import(/* webpackChunkName: "DeveloperToolsPage" */ './pages/DeveloperToolsPage')),
  },
];

export default routes;
