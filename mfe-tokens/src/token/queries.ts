// Data of /token/:address: the token and its three paged tabs with their stale times
// (transfers and transactions 30 s, holders 60 s). Each tab page is addressed by its cursor.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from 'shared-api';
import { REFRESH } from 'shared-api/hooks/refresh';
import * as apiPaths from 'shared-api/paths';

const withCursor = (cursor: string | null) => (cursor ? { cursor } : undefined);

export const tokenKeys = {
  all: (mint: string) => ['token', mint] as const,
  detail: (mint: string) => ['token', mint, 'detail'] as const,
  transfers: (mint: string, cursor: string | null) => ['token', mint, 'transfers', cursor ?? ''] as const,
  transactions: (mint: string, cursor: string | null) =>
    ['token', mint, 'transactions', cursor ?? ''] as const,
  holders: (mint: string, cursor: string | null) => ['token', mint, 'holders', cursor ?? ''] as const,
};

// Each query's key and request, read by its hook below and by the route's prefetch.
export const tokenDetailQuery = (mint: string) =>
  queryOptions({
    queryKey: tokenKeys.detail(mint),
    queryFn: ({ signal }) => api.get(apiPaths.token, { params: { address: mint }, signal }),
  });

export const transfersPageQuery = (mint: string, cursor: string | null) =>
  queryOptions({
    queryKey: tokenKeys.transfers(mint, cursor),
    queryFn: ({ signal }) =>
      api.get(apiPaths.tokenTransfers, { params: { address: mint }, query: withCursor(cursor), signal }),
  });

export const holdersPageQuery = (mint: string, cursor: string | null) =>
  queryOptions({
    queryKey: tokenKeys.holders(mint, cursor),
    queryFn: ({ signal }) =>
      api.get(apiPaths.tokenHolders, { params: { address: mint }, query: withCursor(cursor), signal }),
  });

export function useTokenDetail(mint: string) {
  return useQuery({
    ...tokenDetailQuery(mint),
    enabled: mint !== '',
    // A 4xx (unknown or malformed address) is an answer, not a failure worth retrying.
    retry: (n, e) => !(e instanceof ApiError && e.status < 500) && n < 1,
  });
}

export function useTransfersPage(mint: string, cursor: string | null, enabled: boolean) {
  return useQuery({
    ...transfersPageQuery(mint, cursor),
    staleTime: REFRESH.tokenActivityStale,
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useTransactionsPage(mint: string, cursor: string | null, enabled: boolean) {
  return useQuery({
    queryKey: tokenKeys.transactions(mint, cursor),
    queryFn: ({ signal }) =>
      api.get(apiPaths.tokenTransactions, { params: { address: mint }, query: withCursor(cursor), signal }),
    staleTime: REFRESH.tokenActivityStale,
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useHoldersPage(mint: string, cursor: string | null, enabled: boolean) {
  return useQuery({
    ...holdersPageQuery(mint, cursor),
    staleTime: REFRESH.tokenHoldersStale,
    enabled,
    placeholderData: keepPreviousData,
  });
}
