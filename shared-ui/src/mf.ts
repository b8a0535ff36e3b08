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
}

export interface RemoteRoutesModule {
  default?: RemoteRouteObject[];
  routes?: RemoteRouteObject[];
}
