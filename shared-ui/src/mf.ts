import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { PageDeclaration } from 'shared-api/pages';

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

/** What a page's first query is built from: the route's params and the page URL's query string. */
export interface FirstQueryContext {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

/** Starts one first query into the client, under the key the page's hook reads it by. */
export type FirstQuery = (client: QueryClient, context: FirstQueryContext) => Promise<unknown>;

/**
 * A first GET the server hints for the browser's cache only: the page's first render does not wait
 * for it (the header's and the home page's network figures, for example, which poll on their own).
 */
export const HINT_ONLY = 'hint-only';

/** The GET routes a remote's pages declare as their first requests (`preload.api` in src/pages.ts). */
type DeclaredRoute<Declared extends readonly PageDeclaration[]> = RouteOf<Declared[number]>;
type RouteOf<Page> = Page extends { preload: { api: readonly { route: infer Route extends string }[] } }
  ? Route
  : never;

/**
 * How the remote's hooks read each first GET its pages declare: the query the route's prefetch
 * starts, or HINT_ONLY. The declaration in src/pages.ts is the one list of a page's first requests;
 * the server hints it and the route's prefetch is derived from it here, so the two cannot disagree
 * (the compiler refuses a declared route without an entry).
 */
export type FirstQueries<Declared extends readonly PageDeclaration[]> = Record<
  DeclaredRoute<Declared>,
  FirstQuery | typeof HINT_ONLY
>;

/**
 * A remote's page components keyed by its declared paths (`typeof pages`): the compiler refuses a
 * declared path without a component and a component for a path that is not declared. A page's
 * prefetch is not written here: it is derived from its declaration (see FirstQueries).
 */
export type PageComponents<Declared extends readonly { path: string }[]> = {
  [Path in Declared[number]['path']]: Pick<RemotePage, 'Component'>;
};

/** The prefetch of a page: the first queries it declares that its first render waits for. */
function prefetchOf(
  declared: PageDeclaration | undefined,
  first: Readonly<Record<string, FirstQuery | typeof HINT_ONLY>>,
): RemotePage['prefetch'] {
  const queries = (declared?.preload?.api ?? []).flatMap((hint) => {
    const q = first[hint.route];
    return q === undefined || q === HINT_ONLY ? [] : [q];
  });
  if (queries.length === 0) return undefined;
  return (client, params) => {
    const context = { params, search: new URLSearchParams(globalThis.location?.search ?? '') };
    return Promise.all(queries.map((q) => q(client, context)));
  };
}

/**
 * The `./routes` list from a remote's page components; with the remote's declarations and its first
 * queries, each page gets the prefetch its declaration implies (a remote without first data, like
 * mfe-games, gives the components alone).
 */
export function routeList<Declared extends readonly PageDeclaration[]>(
  components: PageComponents<Declared>,
  declared?: { pages: Declared; first: FirstQueries<Declared> },
): RemoteRouteObject[] {
  const byPath: Readonly<Record<string, Pick<RemotePage, 'Component'>>> = components;
  const queries: Readonly<Record<string, FirstQuery | typeof HINT_ONLY>> = declared?.first ?? {};
  return Object.entries(byPath).map(([path, { Component }]) => {
    const prefetch = prefetchOf(
      declared?.pages.find((p) => p.path === path),
      queries,
    );
    return prefetch ? { path, Component, prefetch } : { path, Component };
  });
}

export interface RemoteRoutesModule {
  default?: RemoteRouteObject[];
  routes?: RemoteRouteObject[];
}
