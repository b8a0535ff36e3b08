// The address page's transactions, by cursor.
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { api, INTERVALS, type PaginatedTransactions } from 'shared-api';
import * as apiPaths from 'shared-api/paths';

export const queryKeys = {
  addressTransactions: (a: string, cursor: string | null) =>
    ['address', a, 'transactions', cursor ?? ''] as const,
};

/** Paginated address transactions; a non-ok answer raises 'Failed to fetch transactions'. */
export function fetchAddressTransactions(
  address: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<PaginatedTransactions> {
  return api
    .get(apiPaths.addressTransactions, { params: { address }, query: { cursor }, signal })
    .catch(() => {
      throw new Error('Failed to fetch transactions');
    });
}

/** An address's transactions by cursor, 10 s. */
export function useAddressTransactions(
  address: string | undefined,
  cursor: string | null,
): UseQueryResult<PaginatedTransactions> {
  return useQuery({
    queryKey: queryKeys.addressTransactions(address ?? '', cursor),
    queryFn: ({ signal }) => fetchAddressTransactions(address ?? '', cursor, signal),
    refetchInterval: INTERVALS.addressTransactions,
    enabled: !!address,
    placeholderData: keepPreviousData,
  });
}
