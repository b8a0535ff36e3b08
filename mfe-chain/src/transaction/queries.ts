// The transaction page's data: the transaction and token info for display (symbols, logos).
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { api, INTERVALS, type TokenList, type TransactionDetail } from 'shared-api';
import * as apiPaths from 'shared-api/paths';

export const queryKeys = {
  tokens: ['tokens', 'display'] as const,
  transaction: (sig: string) => ['transaction', sig] as const,
};

/** Token info for display (symbols, logos), 30 s. */
export function useTokensForDisplay(): UseQueryResult<TokenList> {
  return useQuery({
    queryKey: queryKeys.tokens,
    queryFn: ({ signal }) => api.get(apiPaths.tokens, { query: { limit: 100 }, signal }),
    refetchInterval: INTERVALS.tokens,
  });
}

/** A transaction's detail: no polling. */
export function useTransaction(signature: string | undefined): UseQueryResult<TransactionDetail> {
  return useQuery({
    queryKey: queryKeys.transaction(signature ?? ''),
    queryFn: ({ signal }) =>
      api.get(apiPaths.transaction, { params: { signature: signature ?? '' }, signal }),
    enabled: !!signature,
  });
}
