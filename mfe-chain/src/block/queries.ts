// A block and its transactions (the block page and the /transactions stepper).
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { api, type BlockDetail, type TransactionList } from 'shared-api';
import * as apiPaths from 'shared-api/paths';

export const queryKeys = {
  block: (height: number) => ['block', height] as const,
  blockTransactions: (height: number) => ['transactions', 'block', height] as const,
};

/** A block's detail: no polling unless an interval is given (the /transactions stepper: 2 s). */
export function useBlock(
  height: number | null,
  opts: { interval?: number } = {},
): UseQueryResult<BlockDetail> {
  return useQuery({
    queryKey: queryKeys.block(height ?? -1),
    queryFn: ({ signal }) => api.get(apiPaths.block, { params: { height: height ?? -1 }, signal }),
    enabled: height !== null && Number.isInteger(height) && height >= 0,
    refetchInterval: opts.interval,
    placeholderData: opts.interval ? keepPreviousData : undefined,
  });
}

/** A block's transactions: enabled once the block has loaded; up to `limit` (≤ 500) rows. */
export function useBlockTransactions(
  height: number | null,
  enabled: boolean,
  limit = 100,
): UseQueryResult<TransactionList> {
  return useQuery({
    queryKey: [...queryKeys.blockTransactions(height ?? -1), limit],
    queryFn: ({ signal }) => api.get(apiPaths.transactions, { query: { block: height, limit }, signal }),
    enabled: enabled && height !== null,
  });
}
