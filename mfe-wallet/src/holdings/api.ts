// The holdings page's data: the wallet's transactions, transfers and balance changes, each polled
// as spec part 2 §9 says for the wallet list (every 30 s, fresh 10 s, cached 5 min). The transfers
// and balance changes come from the index with a total (server routes /transfers, /balance-changes).
//
//   const q = useWalletTransfers(address, filters, requestOf(paging));
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { apiGet, fetchAddressTransactions } from 'shared-api';
import type { PaginatedTransactions, WalletBalanceChangePage, WalletTransferPage } from 'shared-api';
import { apiQuery, type HistoryFilters } from './view';

/** Part 2 §9 wallet list times. */
export const WALLET_TIMES = { refetch: 30_000, stale: 10_000, cache: 300_000 } as const;
export const PAGE_SIZE = 10;

const list = {
  refetchInterval: WALLET_TIMES.refetch,
  staleTime: WALLET_TIMES.stale,
  gcTime: WALLET_TIMES.cache,
  placeholderData: keepPreviousData,
};

export const walletKeys = {
  all: (address: string) => ['wallet', address] as const,
  transactions: (address: string, cursor: string | null) =>
    ['wallet', address, 'transactions', cursor] as const,
  history: (address: string, kind: string, f: HistoryFilters, req: object) =>
    ['wallet', address, kind, f, req] as const,
};

export function useWalletTransactions(
  address: string,
  cursor: string | null,
): UseQueryResult<PaginatedTransactions> {
  return useQuery({
    queryKey: walletKeys.transactions(address, cursor),
    queryFn: ({ signal }) => fetchAddressTransactions(address, cursor, signal),
    ...list,
  });
}

type PageRequest = { cursor?: string; page?: number };

export function useWalletTransfers(
  address: string,
  f: HistoryFilters,
  req: PageRequest,
): UseQueryResult<WalletTransferPage> {
  return useQuery({
    queryKey: walletKeys.history(address, 'transfers', f, req),
    queryFn: ({ signal }) =>
      apiGet<WalletTransferPage>(
        `/api/address/${encodeURIComponent(address)}/transfers`,
        { ...apiQuery(f), ...req, limit: PAGE_SIZE },
        signal,
      ),
    ...list,
  });
}

export function useWalletBalanceChanges(
  address: string,
  f: HistoryFilters,
  req: PageRequest,
): UseQueryResult<WalletBalanceChangePage> {
  return useQuery({
    queryKey: walletKeys.history(address, 'balance-changes', f, req),
    queryFn: ({ signal }) =>
      apiGet<WalletBalanceChangePage>(
        `/api/address/${encodeURIComponent(address)}/balance-changes`,
        { ...apiQuery(f), ...req, limit: PAGE_SIZE },
        signal,
      ),
    ...list,
  });
}
