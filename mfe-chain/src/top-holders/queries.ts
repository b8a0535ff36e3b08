// The top holders page's list.
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { api, INTERVALS, type TopHolders } from 'shared-api';
import * as apiPaths from 'shared-api/paths';

export const queryKeys = {
  topHolders: (limit: number, offset: number) => ['top-holders', limit, offset] as const,
};

/** The largest GOR holders: every 2 minutes. */
export function useTopHolders(limit: number, offset: number): UseQueryResult<TopHolders> {
  return useQuery({
    queryKey: queryKeys.topHolders(limit, offset),
    queryFn: ({ signal }) => api.get(apiPaths.topHolders, { query: { limit, offset }, signal }),
    refetchInterval: INTERVALS.topHolders,
    placeholderData: keepPreviousData,
  });
}
