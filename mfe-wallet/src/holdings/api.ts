// The holdings page's data: the wallet's transactions, transfers and balance changes, each polled
// every 30 s, fresh for 10 s and cached 5 min. Each is a query per page request (a kept cursor or a
// page number), handed to useWalletPaging.
//
//   const { q, pager } = useWalletPaging((req) => transfersQuery(address, filters, req));
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet, WALLET_PAGE_SIZE } from 'shared-api';
import { REFRESH } from 'shared-api/hooks/refresh';
import type { PaginatedTransactions, WalletBalanceChangePage, WalletTransferPage } from 'shared-api';
import type { PageRequest } from './paging';
import { apiQuery, type HistoryFilters } from './view';

export const PAGE_SIZE = WALLET_PAGE_SIZE;

const list = {
  refetchInterval: REFRESH.walletRefetch,
  staleTime: REFRESH.walletStale,
  gcTime: REFRESH.walletCache,
  placeholderData: keepPreviousData,
};

export const walletKeys = {
  all: (address: string) => ['wallet', address] as const,
  transactions: (address: string, req: PageRequest) => ['wallet', address, 'transactions', req] as const,
  history: (address: string, kind: string, f: HistoryFilters, req: PageRequest) =>
    ['wallet', address, kind, f, req] as const,
};

const path = (address: string, tail: string) => `/api/address/${encodeURIComponent(address)}/${tail}`;

/** The address index's page of transactions: by the cursor of the page before, or by number. */
export function transactionsQuery(address: string, req: PageRequest) {
  return queryOptions({
    queryKey: walletKeys.transactions(address, req),
    queryFn: ({ signal }) =>
      apiGet<PaginatedTransactions>(path(address, 'transactions/paginated'), req, signal).catch(() => {
        throw new Error('Failed to fetch transactions');
      }),
    ...list,
  });
}

export function transfersQuery(address: string, f: HistoryFilters, req: PageRequest) {
  return queryOptions({
    queryKey: walletKeys.history(address, 'transfers', f, req),
    queryFn: ({ signal }) =>
      apiGet<WalletTransferPage>(
        path(address, 'transfers'),
        { ...apiQuery(f), ...req, limit: PAGE_SIZE },
        signal,
      ),
    ...list,
  });
}

export function balanceChangesQuery(address: string, f: HistoryFilters, req: PageRequest) {
  return queryOptions({
    queryKey: walletKeys.history(address, 'balance-changes', f, req),
    queryFn: ({ signal }) =>
      apiGet<WalletBalanceChangePage>(
        path(address, 'balance-changes'),
        { ...apiQuery(f), ...req, limit: PAGE_SIZE },
        signal,
      ),
    ...list,
  });
}
