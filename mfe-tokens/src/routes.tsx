// Exposed as 'mfe_tokens/routes': the component of each page ./pages.ts declares, loaded lazily
// when its route is visited, and how its hooks read the first GETs the pages declare there (each
// page's prefetch is derived from those).
import { lazy } from 'react';
import * as apiPaths from 'shared-api/paths';
import { declaredRoutes, type FirstQueries, type PageComponents } from 'shared-ui/routes';
import { pages } from './pages';
import { holdersPageQuery, tokenDetailQuery, transfersPageQuery } from './token/queries';
import { firstQueries } from './tokens/queries';

const components: PageComponents<typeof pages> = {
  '/token/:address': {
    Component: lazy(() => import(/* webpackChunkName: "TokenPage" */ './token/TokenPage')),
  },
  '/tokens': {
    Component: lazy(() => import(/* webpackChunkName: "TokensPage" */ './tokens/TokensPage')),
  },
  '/community': {
    Component: lazy(() => import(/* webpackChunkName: "CommunityPage" */ './community/CommunityPage')),
  },
};

const first: FirstQueries<typeof pages> = {
  // The token, its default tab (transfers) and its holders (the count), all at once.
  [apiPaths.token]: (client, { params }) => client.prefetchQuery(tokenDetailQuery(params.address ?? '')),
  [apiPaths.tokenTransfers]: (client, { params }) =>
    client.prefetchQuery(transfersPageQuery(params.address ?? '', null)),
  [apiPaths.tokenHolders]: (client, { params }) =>
    client.prefetchQuery(holdersPageQuery(params.address ?? '', null)),
  // The page of the list the URL names, and its count (the declared hints are those of a plain URL).
  [apiPaths.tokens]: (client, { search }) => client.prefetchQuery(firstQueries(search)[0]),
  [apiPaths.tokensCount]: (client, { search }) => client.prefetchQuery(firstQueries(search)[1]),
};

export const routes = declaredRoutes(pages, components, first);

export default routes;
