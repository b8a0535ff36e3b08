// Exposed as 'mfe_tokens/routes': the component of each page ./pages.ts declares, loaded lazily
// when its route is visited.
import { lazy } from 'react';
import { routeList, type PageComponents } from 'shared-ui';
import type { pages } from './pages';
import { holdersPageQuery, tokenDetailQuery, transfersPageQuery } from './token/queries';
import { firstQueries } from './tokens/useTokensPage';

const components: PageComponents<typeof pages> = {
  '/token/:address': {
    Component: lazy(() => import(/* webpackChunkName: "TokenPage" */ './pages/TokenPage')),
    // The token, its default tab (transfers) and its holders (the count), all at once.
    prefetch: async (client, { address = '' }) =>
      Promise.all([
        client.prefetchQuery(tokenDetailQuery(address)),
        client.prefetchQuery(transfersPageQuery(address, null)),
        client.prefetchQuery(holdersPageQuery(address, null)),
      ]),
  },
  '/tokens': {
    Component: lazy(() => import(/* webpackChunkName: "TokensPage" */ './pages/TokensPage')),
    // The page of the list the URL names, and its count.
    prefetch: async (client) => {
      const [page, count] = firstQueries(new URLSearchParams(window.location.search));
      return Promise.all([client.prefetchQuery(page), client.prefetchQuery(count)]);
    },
  },
  '/community': {
    Component: lazy(() => import(/* webpackChunkName: "CommunityPage" */ './pages/CommunityPage')),
  },
};

export const routes = routeList(components);

export default routes;
