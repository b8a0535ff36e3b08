// A page's first GETs, started into the app's query client before the page renders (a remote
// route's `prefetch`, which the shell runs before its first render). Each entry is the query key
// the page's hook uses and the request that hook makes; the page then finds the answer cached
// (or in flight) and renders its rows in its first render.
//
//   prefetch: (client) =>
//     prefetchGets(client, [[queryKeys.latestTransactions, (signal) => api.get(apiPaths.transactions, { signal })]])
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** A first GET: the page hook's query key and the request that hook makes (through the API client). */
export type FirstGet = readonly [key: QueryKey, get: (signal: AbortSignal) => Promise<unknown>];

/** Resolves once every GET has answered (or failed: the page's hook then shows the error or retries). */
export function prefetchGets(client: QueryClient, gets: readonly FirstGet[]): Promise<unknown> {
  return Promise.all(
    gets.map(([queryKey, get]) => client.prefetchQuery({ queryKey, queryFn: ({ signal }) => get(signal) })),
  );
}
