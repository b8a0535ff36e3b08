// The Break game's network TPS, polled every 3 s; a failure is only logged by the page.
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { api, type BreakStats } from 'shared-api';
import { REFRESH } from 'shared-api/hooks/refresh';
import * as apiPaths from 'shared-api/paths';

export const breakQueryKeys = {
  stats: ['break', 'stats'] as const,
};

export function useBreakStats(enabled = true): UseQueryResult<BreakStats> {
  return useQuery({
    queryKey: breakQueryKeys.stats,
    queryFn: ({ signal }) => api.get(apiPaths.breakStats, { signal }),
    refetchInterval: REFRESH.breakStats,
    enabled,
  });
}
