import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/** What renders one declared page of a remote. */
export interface RemotePage {
  /** Usually React.lazy(() => import('./pages/...')). */
  Component: ComponentType;
  /**
   * Starts the page's first queries into `client` (the app's query client) with the route's
   * params. The shell runs it before its first render, in parallel with the page's chunk, and
   * mounts once the answers are in (or after a short wait), so the first frame already shows the
   * rows instead of a skeleton that a second render replaces. It prefetches the query options the
   * page's hooks are built from (key and request), so the page finds the answers under its keys.
   */
  prefetch?: (client: QueryClient, params: Readonly<Record<string, string | undefined>>) => Promise<unknown>;
}

/**
 * What a remote's `./routes` module exports (default export and `routes`): the page of each path
 * the remote declares in its src/pages.ts. The shell routes a path by the declarations and renders
 * `Component` inside the remote's error boundary.
 */
export interface RemoteRouteObject extends RemotePage {
  /** react-router path, exactly as declared, e.g. '/tx/:signature'. */
  path: string;
}

/**
 * A remote's page components keyed by its declared paths (`typeof pages`): the compiler refuses a
 * declared path without a component and a component for a path that is not declared. A page's
 * prefetch is not written here: it is derived from its declaration ('shared-ui/routes').
 */
export type PageComponents<Declared extends readonly { path: string }[]> = {
  [Path in Declared[number]['path']]: Pick<RemotePage, 'Component'>;
};

/**
 * The `./routes` list from page components alone. Remotes build theirs with `declaredRoutes`
 * ('shared-ui/routes'); this stays in the shared singleton for versions already published with it.
 */
export function routeList(components: Record<string, Pick<RemotePage, 'Component'>>): RemoteRouteObject[] {
  return Object.entries(components).map(([path, page]) => ({ path, ...page }));
}

export interface RemoteRoutesModule {
  default?: RemoteRouteObject[];
  routes?: RemoteRouteObject[];
}
