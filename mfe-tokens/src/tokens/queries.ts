// Data of the /tokens page: the paged call plus the count call, refreshed every 15 s and stale after
// 10 s; when the paged call fails, up to 999 tokens are fetched and paged here.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type TokenList, type TokensCountQuery, type TokensQuery } from 'shared-api';
import { REFRESH } from 'shared-api/hooks/refresh';
import {
  countQuery,
  fallbackQuery,
  localPage,
  pagedQuery,
  stateFromParams,
  unavailableSorts,
  withAvailableSort,
  type ListState,
} from './listState';
import * as apiPaths from 'shared-api/paths';

export interface TokensPageData {
  rows: TokenList | undefined;
  total: number | undefined;
  /** tokens the search alone finds (the filters hide the rest of them); unknown on the fallback */
  unfiltered: number | undefined;
  loading: boolean;
  /** both the paged call and its fallback failed */
  failed: boolean;
  /** a newer page is loading over the one shown */
  busy: boolean;
  fallback: boolean;
}

// The paged call's and the count's key and request, read by the hook and by the route's prefetch.
const listPageQuery = (q: TokensQuery) =>
  queryOptions({
    queryKey: ['tokens', 'list', q],
    queryFn: ({ signal }) => api.get(apiPaths.tokens, { query: q, signal }),
  });

const listCountQuery = (cq: TokensCountQuery) =>
  queryOptions({
    queryKey: ['tokens', 'count', cq],
    queryFn: ({ signal }) => api.get(apiPaths.tokensCount, { query: cq, signal }),
  });

export function useTokensPage(s: ListState): TokensPageData {
  const paged = useQuery({
    ...listPageQuery(pagedQuery(s)),
    refetchInterval: REFRESH.tokensRefetch,
    staleTime: REFRESH.tokensStale,
    placeholderData: keepPreviousData,
    // The fallback below is the retry.
    retry: false,
  });
  const count = useQuery({
    ...listCountQuery(countQuery(s)),
    refetchInterval: REFRESH.tokensRefetch,
    staleTime: REFRESH.tokensStale,
    placeholderData: keepPreviousData,
  });
  const fq = fallbackQuery(s);
  const all = useQuery({
    queryKey: ['tokens', 'fallback', fq],
    queryFn: ({ signal }) => api.get(apiPaths.tokens, { query: fq, signal }),
    enabled: paged.isError,
    staleTime: REFRESH.tokensStale,
    retry: false,
  });
  if (paged.isError) {
    return {
      rows: all.data ? localPage(all.data, s.page) : undefined,
      total: all.data?.length,
      unfiltered: undefined,
      loading: all.isPending && all.fetchStatus !== 'idle',
      failed: all.isError,
      busy: false,
      fallback: true,
    };
  }
  return {
    rows: paged.data,
    total: count.data?.count,
    unfiltered: count.data?.unfiltered,
    loading: paged.isPending,
    failed: false,
    busy: paged.isPlaceholderData,
    fallback: false,
  };
}

/**
 * The list's first queries for a URL's parameters, as useTokensPage makes them: the paged call and
 * the count, as the page's first render asks for them (before the GOR price source is known). The
 * route's prefetch starts them before the page renders.
 */
export function firstQueries(params: URLSearchParams) {
  const s = withAvailableSort(stateFromParams(params), unavailableSorts(undefined, undefined));
  return [listPageQuery(pagedQuery(s)), listCountQuery(countQuery(s))] as const;
}
