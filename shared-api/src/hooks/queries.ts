// react-query hooks that more than one package uses (the shell and the remotes), on the typed
// client: route names give the paths, the contract's types the answers. A hook only one remote
// uses lives in that remote.
import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { api } from '../client';
import type {
  AppConfig,
  BlockList,
  GorPrice,
  NetworkOverview,
  NetworkStats,
  TransactionList,
} from '../contract';
import { useLiveList } from '../stream/live';
import { INTERVALS, OFFLINE_POLL_MS, RETRIES } from './options';
import * as apiPaths from '../paths';

const txId = (t: TransactionList[number]) => t.signature;
const blockId = (b: BlockList[number]) => b.slot;

/**
 * Polling at `ms` while the API answers, and at OFFLINE_POLL_MS (15 s) once the query has failed
 * (after its retries): the status badge and the home page come back by themselves within 30 s of
 * the API returning, without hammering it while it is down; Retry Connection still refetches at once.
 */
export function pollUntilError(ms: number) {
  return (query: { state: { status: string } }): number | false =>
    query.state.status === 'error' ? OFFLINE_POLL_MS : ms;
}

export const queryKeys = {
  overview: ['network', 'overview'] as const,
  stats: ['network', 'stats'] as const,
  price: ['gor', 'price'] as const,
  latestTransactions: ['transactions', 'latest'] as const,
  latestBlocks: ['blocks', 'latest'] as const,
  address: (a: string) => ['address', a] as const,
  holdings: (a: string) => ['address', a, 'holdings'] as const,
  config: ['config'] as const,
};

/** The network overview panel: 30 s, 2 retries. */
export function useNetworkOverview(enabled = true): UseQueryResult<NetworkOverview> {
  return useQuery({
    queryKey: queryKeys.overview,
    queryFn: ({ signal }) => api.get(apiPaths.networkOverview, { signal }),
    refetchInterval: pollUntilError(INTERVALS.overview),
    retry: RETRIES,
    enabled,
  });
}

/** Network statistics: 5 s on home; the header passes `header` for 30 s and 2 retries. */
export function useNetworkStats(
  opts: { header?: boolean; interval?: number; enabled?: boolean } = {},
): UseQueryResult<NetworkStats> {
  return useQuery({
    queryKey: queryKeys.stats,
    queryFn: async ({ signal }) => {
      try {
        return await api.get(apiPaths.networkStats, { signal });
      } catch {
        // Stats missing → 'Failed to load network statistics'.
        throw new Error('Failed to load network statistics');
      }
    },
    refetchInterval: opts.interval ?? (opts.header ? INTERVALS.statsHeader : INTERVALS.statsHome),
    retry: opts.header ? RETRIES : false,
    enabled: opts.enabled ?? true,
  });
}

/** The latest transactions' key and request (the hook below, and home's route prefetch). */
export function latestTransactionsQuery() {
  return queryOptions({
    queryKey: queryKeys.latestTransactions,
    queryFn: ({ signal }) => api.get(apiPaths.transactions, { signal }),
  });
}

/** The latest blocks' key and request for a list `limit` long (the API's default when none). */
export function latestBlocksQuery(limit?: number) {
  return queryOptions({
    queryKey: [...queryKeys.latestBlocks, limit ?? 0],
    queryFn: ({ signal }) => api.get(apiPaths.blocks, { query: { limit }, signal }),
  });
}

/** The latest transactions: 2 s, 2 retries. */
export function useLatestTransactions(enabled = true): UseQueryResult<TransactionList> {
  // Pushed on the live stream's `transactions` channel; polled only while the stream is down.
  const live = useLiveList(queryKeys.latestTransactions, 'transactions', txId, 25, enabled);
  return useQuery({
    ...latestTransactionsQuery(),
    refetchInterval: live ? false : pollUntilError(INTERVALS.transactions),
    retry: RETRIES,
    enabled,
  });
}

/** The latest blocks: 15 s, 2 retries (the /transactions page asks for 2 s). */
export function useLatestBlocks(
  opts: { interval?: number; enabled?: boolean; limit?: number } = {},
): UseQueryResult<BlockList> {
  const query = latestBlocksQuery(opts.limit);
  // Pushed on the live stream's `blocks` channel; polled only while the stream is down.
  const live = useLiveList(query.queryKey, 'blocks', blockId, opts.limit ?? 20, opts.enabled ?? true);
  return useQuery({
    ...query,
    refetchInterval: live ? false : pollUntilError(opts.interval ?? INTERVALS.blocks),
    retry: RETRIES,
    enabled: opts.enabled ?? true,
  });
}

/** The GOR price: 30 s. */
export function useGorPrice(): UseQueryResult<GorPrice> {
  return useQuery({
    queryKey: queryKeys.price,
    queryFn: ({ signal }) => api.get(apiPaths.gorPrice, { signal }),
    refetchInterval: INTERVALS.price,
  });
}

/** Chain name, RPC/WS URLs, master address. Fetched once. */
export function useAppConfig(): UseQueryResult<AppConfig> {
  return useQuery({
    queryKey: queryKeys.config,
    queryFn: ({ signal }) => api.get(apiPaths.config, { signal }),
  });
}
