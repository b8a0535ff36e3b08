import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/**
 * What a remote's `./routes` module exports (default export and `routes`): route objects with
 * lazy pages. The shell matches `path` against its own route table and renders
 * `Component` inside the remote's error boundary.
 */
export interface RemoteRouteObject {
  /** react-router path, exactly as in the shell's route table, e.g. '/tx/:signature'. */
  path: string;
  /** The page's title, used for document.title and placeholders. */
  title: string;
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

export interface RemoteRoutesModule {
  default?: RemoteRouteObject[];
  routes?: RemoteRouteObject[];
}
