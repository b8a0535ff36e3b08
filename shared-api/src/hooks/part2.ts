// Hooks with the polling and stale times of spec part 2 §9 (tokens, token detail tabs, wallet list,
// token metadata, Break stats). A subpath entry ('shared-api/hooks/part2') rather than the main one:
// the home page's first load does not need them, and each remote bundles only the ones it uses
// (they reach the shared client and query cache through the 'shared-api' and react-query singletons).
//
//   import { useTokenList, PART2 } from 'shared-api/hooks/part2';
//   const q = useTokenList({ limit: 50, offset: 0, search });
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { apiGet, fetchAddressTransactions } from 'shared-api';
import type {
  BreakStats,
  PaginatedTransactions,
  TokenDetail,
  TokenHolderPage,
  TokenList,
  TokensCount,
  TokensCountQuery,
  TokenTransactionPage,
  TokenTransferPage,
  TokensQuery,
} from 'shared-api';

const enc = encodeURIComponent;

/** Part 2 §9 times, in ms. */
export const PART2 = {
  /** /tokens: refresh every 15 s, stale after 10 s */
  tokensRefetch: 15_000,
  tokensStale: 10_000,
  /** token detail: transactions and transfers stale after 30 s, holders after 60 s */
  tokenActivityStale: 30_000,
  tokenHoldersStale: 60_000,
  /** Break game: network TPS every 3 s */
  breakStats: 3_000,
  /** wallet list: refetch every 30 s, fresh 10 s, cached 5 min */
  walletRefetch: 30_000,
  walletStale: 10_000,
  walletCache: 300_000,
  /** token metadata: cached and fresh 5 min, one retry */
  metadataStale: 300_000,
  metadataRetry: 1,
} as const;

export const part2Keys = {
  tokenList: (q: TokensQuery) => ['tokens', 'list', q] as const,
  tokenCount: (q: TokensCountQuery) => ['tokens', 'count', q] as const,
  token: (mint: string) => ['token', mint] as const,
  tokenTransfers: (mint: string, cursor: string | null = null) =>
    ['token', mint, 'transfers', cursor ?? ''] as const,
  tokenTransactions: (mint: string, cursor: string | null = null) =>
    ['token', mint, 'transactions', cursor ?? ''] as const,
  tokenHolders: (mint: string, cursor: string | null = null) =>
    ['token', mint, 'holders', cursor ?? ''] as const,
  tokenMetadata: (mint: string) => ['token', mint, 'metadata'] as const,
  walletTransactions: (a: string, cursor: string | null) =>
    ['wallet', a, 'transactions', cursor ?? ''] as const,
  breakStats: ['break', 'stats'] as const,
};

/** GET /api/tokens?limit&offset&search&sort&order: every 15 s, stale after 10 s. */
export function useTokenList(q: TokensQuery): UseQueryResult<TokenList> {
  return useQuery({
    queryKey: part2Keys.tokenList(q),
    queryFn: ({ signal }) => apiGet<TokenList>('/api/tokens', { ...q }, signal),
    refetchInterval: PART2.tokensRefetch,
    staleTime: PART2.tokensStale,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/tokens/count?search&filters: with the list (15 s / 10 s). */
export function useTokenCount(q: TokensCountQuery = {}): UseQueryResult<TokensCount> {
  return useQuery({
    queryKey: part2Keys.tokenCount(q),
    queryFn: ({ signal }) => apiGet<TokensCount>('/api/tokens/count', { ...q }, signal),
    refetchInterval: PART2.tokensRefetch,
    staleTime: PART2.tokensStale,
  });
}

/** GET /api/token/:address (the token detail page). */
export function useToken(mint: string | undefined): UseQueryResult<TokenDetail> {
  return useQuery({
    queryKey: part2Keys.token(mint ?? ''),
    queryFn: ({ signal }) => apiGet<TokenDetail>(`/api/token/${enc(mint ?? '')}`, undefined, signal),
    enabled: !!mint,
  });
}

const cursorQuery = (cursor: string | null) => (cursor ? { cursor } : undefined);

/** GET /api/token/:address/transfers (one page from `cursor`): stale after 30 s. */
export function useTokenTransfers(
  mint: string | undefined,
  enabled = true,
  cursor: string | null = null,
): UseQueryResult<TokenTransferPage> {
  return useQuery({
    queryKey: part2Keys.tokenTransfers(mint ?? '', cursor),
    queryFn: ({ signal }) =>
      apiGet<TokenTransferPage>(`/api/token/${enc(mint ?? '')}/transfers`, cursorQuery(cursor), signal),
    staleTime: PART2.tokenActivityStale,
    enabled: enabled && !!mint,
  });
}

/** GET /api/token/:address/transactions (one page from `cursor`): stale after 30 s. */
export function useTokenTransactions(
  mint: string | undefined,
  enabled = true,
  cursor: string | null = null,
): UseQueryResult<TokenTransactionPage> {
  return useQuery({
    queryKey: part2Keys.tokenTransactions(mint ?? '', cursor),
    queryFn: ({ signal }) =>
      apiGet<TokenTransactionPage>(`/api/token/${enc(mint ?? '')}/transactions`, cursorQuery(cursor), signal),
    staleTime: PART2.tokenActivityStale,
    enabled: enabled && !!mint,
  });
}

/** GET /api/token/:address/holders (one page from `cursor`): stale after 60 s. */
export function useTokenHolders(
  mint: string | undefined,
  enabled = true,
  cursor: string | null = null,
): UseQueryResult<TokenHolderPage> {
  return useQuery({
    queryKey: part2Keys.tokenHolders(mint ?? '', cursor),
    queryFn: ({ signal }) =>
      apiGet<TokenHolderPage>(`/api/token/${enc(mint ?? '')}/holders`, cursorQuery(cursor), signal),
    staleTime: PART2.tokenHoldersStale,
    enabled: enabled && !!mint,
  });
}

/** Lightweight token metadata (name, symbol, logoUri). */
export interface TokenMetadata {
  name: string | null;
  symbol: string | null;
  logoUri: string | null;
}

/**
 * Token metadata from GET /api/token/:address: cached and fresh for 5 minutes, one retry; a non-ok
 * answer means 'no data' (null). Never requested for GOR or a native entry (pass `native`).
 */
export function useTokenMetadata(
  mint: string | null | undefined,
  native = false,
): UseQueryResult<TokenMetadata | null> {
  return useQuery({
    queryKey: part2Keys.tokenMetadata(mint ?? ''),
    queryFn: async ({ signal }) => {
      try {
        const t = await apiGet<TokenDetail>(`/api/token/${enc(mint ?? '')}`, undefined, signal);
        return { name: t.name, symbol: t.symbol, logoUri: t.logoUri };
      } catch {
        return null;
      }
    },
    staleTime: PART2.metadataStale,
    gcTime: PART2.metadataStale,
    retry: PART2.metadataRetry,
    enabled: !!mint && !native,
  });
}

/** The wallet's paginated transactions: every 30 s, fresh 10 s, cached 5 min. */
export function useWalletTransactions(
  address: string | undefined,
  cursor: string | null,
): UseQueryResult<PaginatedTransactions> {
  return useQuery({
    queryKey: part2Keys.walletTransactions(address ?? '', cursor),
    queryFn: ({ signal }) => fetchAddressTransactions(address ?? '', cursor, signal),
    refetchInterval: PART2.walletRefetch,
    staleTime: PART2.walletStale,
    gcTime: PART2.walletCache,
    enabled: !!address,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/break/stats: network TPS every 3 s; a failure is only logged by the page. */
export function useBreakStats(enabled = true): UseQueryResult<BreakStats> {
  return useQuery({
    queryKey: part2Keys.breakStats,
    queryFn: ({ signal }) => apiGet<BreakStats>('/api/break/stats', undefined, signal),
    refetchInterval: PART2.breakStats,
    enabled,
  });
}
