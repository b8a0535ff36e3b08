// Types and helpers over the path table (./paths): a route's name, method and path.
import type * as paths from './paths';

export type ApiPaths = typeof paths;
export type ApiRouteName = keyof ApiPaths;
/** A route of the table: its 'METHOD /path' entry. */
export type ApiRoute = ApiPaths[ApiRouteName];
export type ApiMethod = 'GET' | 'POST' | 'DELETE';
/** The method of a 'METHOD /path' entry. */
export type MethodOf<E extends string> = E extends `${infer M extends ApiMethod} ${string}` ? M : never;
/** The path of a 'METHOD /path' entry. */
export type PathOf<E extends string> = E extends `${ApiMethod} ${infer P}` ? P : never;
/** The name of a route of the table. */
export type RouteNameOf<E extends ApiRoute> = {
  [N in ApiRouteName]: ApiPaths[N] extends E ? N : never;
}[ApiRouteName];

/** Method and path of a 'METHOD /path' entry. */
export function routeOf<E extends ApiRoute>(entry: E): { method: MethodOf<E>; path: PathOf<E> } {
  const at = entry.indexOf(' ');
  return { method: entry.slice(0, at), path: entry.slice(at + 1) } as never;
}

/** Non-JSON pages the server serves next to the API, outside the route table. */
export const apiPages = {
  /** the rendered API reference (Swagger UI) */
  docs: '/api/docs',
  /** GOR's own logo (it has no token metadata) */
  gorLogo: '/api/gor/logo.svg',
} as const;
