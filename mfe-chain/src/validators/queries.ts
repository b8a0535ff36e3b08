// The validators page's list.
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { api, INTERVALS, type ValidatorList } from 'shared-api';
import * as apiPaths from 'shared-api/paths';

export const queryKeys = {
  validators: ['validators'] as const,
};

/** Validators: 30 s. */
export function useValidators(): UseQueryResult<ValidatorList> {
  return useQuery({
    queryKey: queryKeys.validators,
    queryFn: ({ signal }) => api.get(apiPaths.validators, { signal }),
    refetchInterval: INTERVALS.validators,
  });
}
