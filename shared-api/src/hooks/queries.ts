// react-query hooks for every call the chain pages make, typed with
// the API contract. Paths come from the contract's route table so client and server agree.
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { apiGet } from '../client';
import type {
  AddressDetail,
  AddressTypeResult,
  AppConfig,
  BlockDetail,
  BlockList,
  GorPrice,
  Holdings,
  NetworkOverview,
  NetworkStats,
  PaginatedTransactions,
  SearchResult,
  Sitemap,
  TokenList,
  TopHolders,
  TransactionDetail,
  TransactionList,
  ValidatorList,
} from '../contract';
import { useLiveList } from '../stream/live';
import { INTERVALS, OFFLINE_POLL_MS, RETRIES } from './options';

const txId = (t: TransactionList[number]) => t.signature;
const blockId = (b: BlockList[number]) => b.slot;

const enc = encodeURIComponent;

/**
 * Polling at `ms` while the API answers, and at OFFLINE_POLL_MS (15 s) once the query has failed
 * (after its retries): the status badge and the home page come back by themselves within 30 s of
 * the API returning, without hammering it while it is down; Retry Connection still refetches at once.
 */
export function pollUntilError(ms: number) {
  return (query: { state: { status: string } }): number | false =>
    query.state.status === 'error' ? OFFLINE_POLL_MS : ms;
}

export const queryKeys = {
  overview: ['network', 'overview'] as const,
  stats: ['network', 'stats'] as const,
  price: ['gor', 'price'] as const,
  latestTransactions: ['transactions', 'latest'] as const,
  blockTransactions: (height: number) => ['transactions', 'block', height] as const,
  latestBlocks: ['blocks', 'latest'] as const,
  block: (height: number) => ['block', height] as const,
  transaction: (sig: string) => ['transaction', sig] as const,
  address: (a: string) => ['address', a] as const,
  holdings: (a: string) => ['address', a, 'holdings'] as const,
  addressType: (a: string) => ['address', a, 'type'] as const,
  addressTransactions: (a: string, cursor: string | null) =>
    ['address', a, 'transactions', cursor ?? ''] as const,
  tokens: ['tokens', 'display'] as const,
  validators: ['validators'] as const,
  topHolders: (limit: number, offset: number) => ['top-holders', limit, offset] as const,
  sitemap: ['sitemap'] as const,
  config: ['config'] as const,
};

/** /api/network/overview: 30 s, 2 retries. */
export function useNetworkOverview(enabled = true): UseQueryResult<NetworkOverview> {
  return useQuery({
    queryKey: queryKeys.overview,
    queryFn: ({ signal }) => apiGet<NetworkOverview>('/api/network/overview', undefined, signal),
    refetchInterval: pollUntilError(INTERVALS.overview),
    retry: RETRIES,
    enabled,
  });
}

/** /api/network/stats: 5 s on home; the header passes `header` for 30 s and 2 retries. */
export function useNetworkStats(
  opts: { header?: boolean; interval?: number; enabled?: boolean } = {},
): UseQueryResult<NetworkStats> {
  return useQuery({
    queryKey: queryKeys.stats,
    queryFn: async ({ signal }) => {
      try {
        return await apiGet<NetworkStats>('/api/network/stats', undefined, signal);
      } catch {
        // Stats missing → 'Failed to load network statistics'.
        throw new Error('Failed to load network statistics');
      }
    },
    refetchInterval: opts.interval ?? (opts.header ? INTERVALS.statsHeader : INTERVALS.statsHome),
    retry: opts.header ? RETRIES : false,
    enabled: opts.enabled ?? true,
  });
}

/** /api/transactions: latest, 2 s, 2 retries. */
export function useLatestTransactions(enabled = true): UseQueryResult<TransactionList> {
  // Pushed on the live stream's `transactions` channel; polled only while the stream is down.
  const live = useLiveList(queryKeys.latestTransactions, 'transactions', txId, 25, enabled);
  return useQuery({
    queryKey: queryKeys.latestTransactions,
    queryFn: ({ signal }) => apiGet<TransactionList>('/api/transactions', undefined, signal),
    refetchInterval: live ? false : pollUntilError(INTERVALS.transactions),
    retry: RETRIES,
    enabled,
  });
}

/** /api/blocks: 15 s, 2 retries (the /transactions page asks for 2 s). */
export function useLatestBlocks(
  opts: { interval?: number; enabled?: boolean; limit?: number } = {},
): UseQueryResult<BlockList> {
  const key = [...queryKeys.latestBlocks, opts.limit ?? 0];
  // Pushed on the live stream's `blocks` channel; polled only while the stream is down.
  const live = useLiveList(key, 'blocks', blockId, opts.limit ?? 20, opts.enabled ?? true);
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiGet<BlockList>('/api/blocks', { limit: opts.limit }, signal),
    refetchInterval: live ? false : pollUntilError(opts.interval ?? INTERVALS.blocks),
    retry: RETRIES,
    enabled: opts.enabled ?? true,
  });
}

/** /api/gor/price: 30 s. */
export function useGorPrice(): UseQueryResult<GorPrice> {
  return useQuery({
    queryKey: queryKeys.price,
    queryFn: ({ signal }) => apiGet<GorPrice>('/api/gor/price', undefined, signal),
    refetchInterval: INTERVALS.price,
  });
}

/** /api/tokens: token info for display (symbols, logos), 30 s. */
export function useTokensForDisplay(): UseQueryResult<TokenList> {
  return useQuery({
    queryKey: queryKeys.tokens,
    queryFn: ({ signal }) => apiGet<TokenList>('/api/tokens', { limit: 100 }, signal),
    refetchInterval: INTERVALS.tokens,
  });
}

/** /api/transaction/:signature: no polling. */
export function useTransaction(signature: string | undefined): UseQueryResult<TransactionDetail> {
  return useQuery({
    queryKey: queryKeys.transaction(signature ?? ''),
    queryFn: ({ signal }) =>
      apiGet<TransactionDetail>(`/api/transaction/${enc(signature ?? '')}`, undefined, signal),
    enabled: !!signature,
  });
}

/** /api/block/:height: no polling unless an interval is given (the /transactions stepper: 2 s). */
export function useBlock(
  height: number | null,
  opts: { interval?: number } = {},
): UseQueryResult<BlockDetail> {
  return useQuery({
    queryKey: queryKeys.block(height ?? -1),
    queryFn: ({ signal }) => apiGet<BlockDetail>(`/api/block/${height}`, undefined, signal),
    enabled: height !== null && Number.isInteger(height) && height >= 0,
    refetchInterval: opts.interval,
    placeholderData: opts.interval ? keepPreviousData : undefined,
  });
}

/** /api/transactions?block=height: enabled once the block has loaded; up to `limit` (≤ 500) rows. */
export function useBlockTransactions(
  height: number | null,
  enabled: boolean,
  limit = 100,
): UseQueryResult<TransactionList> {
  return useQuery({
    queryKey: [...queryKeys.blockTransactions(height ?? -1), limit],
    queryFn: ({ signal }) => apiGet<TransactionList>('/api/transactions', { block: height, limit }, signal),
    enabled: enabled && height !== null,
  });
}

/** /api/address/:address */
export function useAddress(address: string | undefined): UseQueryResult<AddressDetail> {
  return useQuery({
    queryKey: queryKeys.address(address ?? ''),
    queryFn: ({ signal }) => apiGet<AddressDetail>(`/api/address/${enc(address ?? '')}`, undefined, signal),
    enabled: !!address,
  });
}

/** /api/address/:address/holdings */
export function useHoldings(address: string | undefined): UseQueryResult<Holdings> {
  return useQuery({
    queryKey: queryKeys.holdings(address ?? ''),
    queryFn: ({ signal }) =>
      apiGet<Holdings>(`/api/address/${enc(address ?? '')}/holdings`, undefined, signal),
    enabled: !!address,
  });
}

/** /api/address/:address/type */
export function fetchAddressType(address: string, signal?: AbortSignal): Promise<AddressTypeResult> {
  return apiGet<AddressTypeResult>(`/api/address/${enc(address)}/type`, undefined, signal);
}

/** Paginated address transactions, 10 s; a non-ok answer raises 'Failed to fetch transactions'. */
export function fetchAddressTransactions(
  address: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<PaginatedTransactions> {
  return apiGet<PaginatedTransactions>(
    `/api/address/${enc(address)}/transactions/paginated`,
    { cursor },
    signal,
  ).catch(() => {
    throw new Error('Failed to fetch transactions');
  });
}

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

/** /api/validators: 30 s. */
export function useValidators(): UseQueryResult<ValidatorList> {
  return useQuery({
    queryKey: queryKeys.validators,
    queryFn: ({ signal }) => apiGet<ValidatorList>('/api/validators', undefined, signal),
    refetchInterval: INTERVALS.validators,
  });
}

/** /api/top-holders: every 2 minutes. */
export function useTopHolders(limit: number, offset: number): UseQueryResult<TopHolders> {
  return useQuery({
    queryKey: queryKeys.topHolders(limit, offset),
    queryFn: ({ signal }) => apiGet<TopHolders>('/api/top-holders', { limit, offset }, signal),
    refetchInterval: INTERVALS.topHolders,
    placeholderData: keepPreviousData,
  });
}

/** /api/sitemap: every 5 minutes. */
export function useSitemap(): UseQueryResult<Sitemap> {
  return useQuery({
    queryKey: queryKeys.sitemap,
    queryFn: ({ signal }) => apiGet<Sitemap>('/api/sitemap', undefined, signal),
    refetchInterval: INTERVALS.sitemap,
  });
}

/** /api/config: chain name, RPC/WS URLs, master address. Fetched once. */
export function useAppConfig(): UseQueryResult<AppConfig> {
  return useQuery({
    queryKey: queryKeys.config,
    queryFn: ({ signal }) => apiGet<AppConfig>('/api/config', undefined, signal),
  });
}

/** The general search resolver (GET /api/search?q=). */
export function resolveSearch(q: string, signal?: AbortSignal): Promise<SearchResult> {
  return apiGet<SearchResult>('/api/search', { q }, signal);
}
