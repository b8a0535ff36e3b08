// The one HTTP client of the pages, typed by the API's route table: a route of the path table
// (./paths) gives its method and path, its schemas (by the route's name) the types of its path parameters, query, body and answer
// (type-only: no schema reaches the browser). Cookies are included, the answer is JSON, and a
// non-ok answer is raised as ApiError '{status}: {response text}' (the status text when the body
// is empty). fetch rather than axios: the browser already has it, which keeps the bundles small.
//
//   import * as apiPaths from 'shared-api/paths';
//   const token = await api.get(apiPaths.token, { params: { address }, signal });   // TokenDetail
//   const page = await api.get(apiPaths.tokens, { query: { limit: 50, sort: 'holders' } });
//   await api.send(apiPaths.trollboxDelete, { params: { id }, token: adminToken });
//   <a href={api.url(apiPaths.walletTransfersCsv, { params: { address }, query })}>
import type { Static, TSchema } from '@sinclair/typebox';
import type { ApiRoutes } from './contract/routes';
import { routeOf, type ApiRoute, type ApiRouteName, type RouteNameOf } from './route';

/** An API answer that was not ok; `status` lets pages tell 'not found' from 'offline'. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

let apiBase = '';

/** Origin (or path prefix) the calls go to; '' = same origin. Tests and dev hosts set it. */
export function setApiBase(base: string): void {
  apiBase = base.replace(/\/$/, '');
}

export type QueryValue = string | number | boolean | null | undefined;

/** A path of the API's origin with a query ('/api/docs', '/api/x?a=1'), skipping empty values. */
export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {}))
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return `${apiBase}${path}${qs ? `?${qs}` : ''}`;
}

/** Fills the `:name` placeholders of a route path, each value URL-encoded. */
export function routePath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_m, name: string) => {
    const v = params[name];
    if (v === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(v));
  });
}

type SchemaOf<N extends ApiRouteName, K extends string> = ApiRoutes[N] extends {
  [P in K]: infer S extends TSchema;
}
  ? Static<S>
  : undefined;

/** A value the URL carries as text: a number is as good as its digits. */
type Written<T> = T extends string ? T | number : T;
/** A route's path parameters. */
export type RouteParams<N extends ApiRouteName> =
  SchemaOf<N, 'params'> extends infer P extends object ? { [K in keyof P]: Written<P[K]> } : undefined;
/** A route's query: every field optional, null and undefined left out of the URL. */
export type RouteQuery<N extends ApiRouteName> =
  SchemaOf<N, 'querystring'> extends infer Q extends object
    ? { [K in keyof Q]?: Written<Q[K]> | null }
    : undefined;
/** A route's request body. */
export type RouteBody<N extends ApiRouteName> = SchemaOf<N, 'body'>;
/** A route's 200 answer (unknown for the routes that do not answer JSON). */
export type RouteAnswer<N extends ApiRouteName> =
  SchemaOf<N, 'response'> extends infer A ? (A extends undefined ? unknown : A) : never;

/** The routes read with GET, and those sent to (POST, DELETE). */
export type GetRoute = Extract<ApiRoute, `GET ${string}`>;
export type SendRoute = Exclude<ApiRoute, GetRoute>;

/** Where a route is: its path parameters (required when it has any) and query. */
export type RouteTarget<N extends ApiRouteName> = (RouteParams<N> extends undefined
  ? { params?: undefined }
  : { params: RouteParams<N> }) &
  (RouteQuery<N> extends undefined ? { query?: undefined } : { query?: RouteQuery<N> });
export type GetOptions<N extends ApiRouteName> = RouteTarget<N> & { signal?: AbortSignal };
export type SendOptions<N extends ApiRouteName> = RouteTarget<N> & {
  body?: RouteBody<N>;
  /** admin bearer token (Authorization header) */
  token?: string;
  signal?: AbortSignal;
};
/** The options argument: optional when the route needs no path parameter. */
type Args<N extends ApiRouteName, O> = RouteParams<N> extends undefined ? [opts?: O] : [opts: O];

/** The URL of a route with its parameters and query (for links, images and the event stream). */
function url<E extends ApiRoute>(
  route: E,
  ...[opts]: Args<RouteNameOf<E>, RouteTarget<RouteNameOf<E>>>
): string {
  const o = opts as
    { params?: Record<string, string | number>; query?: Record<string, QueryValue> } | undefined;
  return apiUrl(routePath(routeOf(route).path, o?.params), o?.query);
}

async function call(
  route: ApiRoute,
  o: { params?: never; query?: never; body?: unknown; token?: string; signal?: AbortSignal } = {},
): Promise<never> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (o.body !== undefined) headers['content-type'] = 'application/json';
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  const res = await fetch(url(route, o as never), {
    method: routeOf(route).method,
    credentials: 'include',
    headers,
    body: o.body === undefined ? undefined : JSON.stringify(o.body),
    signal: o.signal,
  });
  if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text().catch(() => ''));
  return (await res.json()) as never;
}

/** The API by route. Every call throws ApiError on a non-ok answer. */
export const api = {
  /** GET a route's JSON answer. */
  get: call as <E extends GetRoute>(
    route: E,
    ...opts: Args<RouteNameOf<E>, GetOptions<RouteNameOf<E>>>
  ) => Promise<RouteAnswer<RouteNameOf<E>>>,
  /** POST or DELETE to a route (JSON body, optional admin token) and read its JSON answer. */
  send: call as <E extends SendRoute>(
    route: E,
    ...opts: Args<RouteNameOf<E>, SendOptions<RouteNameOf<E>>>
  ) => Promise<RouteAnswer<RouteNameOf<E>>>,
  url,
};

/** True when an error is an API answer with the given status (e.g. 404 → a not-found page). */
export function isStatus(error: unknown, status: number): boolean {
  return error instanceof ApiError && error.status === status;
}

/** 404, or 400 (a malformed id the server refused), both mean "no such thing" to a visitor. */
export function isNotFound(error: unknown): boolean {
  return isStatus(error, 404) || isStatus(error, 400);
}
