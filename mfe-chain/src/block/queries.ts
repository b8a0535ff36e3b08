// A block and its transactions (the block page and the /transactions stepper).
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import {
  api,
  BLOCK_TX_PAGE_SIZE,
  type BlockDetail,
  type BlockPrograms,
  type BlockTransactionPage,
  type TransactionList,
} from 'shared-api';
import * as apiPaths from 'shared-api/paths';

export const queryKeys = {
  block: (height: number) => ['block', height] as const,
  blockTransactions: (height: number) => ['transactions', 'block', height] as const,
  blockTransactionPage: (height: number, q: BlockPageQuery) => ['block', height, 'transactions', q] as const,
  blockPrograms: (height: number) => ['block', height, 'programs'] as const,
};

/** One page of a block's whole list: the cursor of the page before, and the filters. */
export interface BlockPageQuery {
  cursor: string | null;
  hideVotes: boolean;
  status: 'success' | 'failed' | null;
  program: string | null;
}

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

/** One page of a block's whole list (keyset paged, filtered); the page shown stays while the next loads. */
export function useBlockTransactionPage(
  height: number | null,
  q: BlockPageQuery,
): UseQueryResult<BlockTransactionPage> {
  return useQuery({
    queryKey: queryKeys.blockTransactionPage(height ?? -1, q),
    queryFn: ({ signal }) =>
      api.get(apiPaths.blockTransactions, {
        params: { height: height ?? -1 },
        query: {
          limit: BLOCK_TX_PAGE_SIZE,
          votes: q.hideVotes ? 'hide' : 'show',
          ...(q.cursor ? { cursor: q.cursor } : {}),
          ...(q.status ? { status: q.status } : {}),
          ...(q.program ? { program: q.program } : {}),
        },
        signal,
      }),
    enabled: height !== null,
    placeholderData: keepPreviousData,
  });
}

/** The programs a block calls with their counts, and its votes: what its list's filters offer. */
export function useBlockPrograms(height: number | null): UseQueryResult<BlockPrograms> {
  return useQuery({
    queryKey: queryKeys.blockPrograms(height ?? -1),
    queryFn: ({ signal }) => api.get(apiPaths.blockPrograms, { params: { height: height ?? -1 }, signal }),
    enabled: height !== null,
  });
}
