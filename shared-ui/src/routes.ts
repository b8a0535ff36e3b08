// 'shared-ui/routes': how a remote builds its `./routes` module from its page declarations. A page's
// first GETs are declared once (`preload.api` in the remote's src/pages.ts, which the server hints);
// the remote says how its hooks read each (its FirstQueries table), and each page's prefetch is
// derived from the two. A subpath bundled with each remote, not part of the shell's first load.
//
//   export const routes = declaredRoutes(pages, components, first);
import type { QueryClient } from '@tanstack/react-query';
import type { PageDeclaration } from 'shared-api/pages';
import type { PageComponents, RemotePage, RemoteRouteObject } from './mf';

export type { PageComponents };

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
 * A remote's `./routes` list: each declared page's component, with the prefetch its declared first
 * GETs imply.
 */
export function declaredRoutes<Declared extends readonly PageDeclaration[]>(
  pages: Declared,
  components: PageComponents<Declared>,
  first: FirstQueries<Declared>,
): RemoteRouteObject[] {
  const byPath: Readonly<Record<string, Pick<RemotePage, 'Component'>>> = components;
  const queries: Readonly<Record<string, FirstQuery | typeof HINT_ONLY>> = first;
  return Object.entries(byPath).map(([path, { Component }]) => {
    const prefetch = prefetchOf(
      pages.find((p) => p.path === path),
      queries,
    );
    return prefetch ? { path, Component, prefetch } : { path, Component };
  });
}
