// The sitemap page's structure.
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { api, INTERVALS, type Sitemap } from 'shared-api';
import * as apiPaths from 'shared-api/paths';

export const queryKeys = {
  sitemap: ['sitemap'] as const,
};

/** The sitemap's page structure: every 5 minutes. */
export function useSitemap(): UseQueryResult<Sitemap> {
  return useQuery({
    queryKey: queryKeys.sitemap,
    queryFn: ({ signal }) => api.get(apiPaths.sitemap, { signal }),
    refetchInterval: INTERVALS.sitemap,
  });
}
