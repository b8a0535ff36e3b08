// The holdings page's data: the wallet's transactions, transfers and balance changes, each polled
// every 30 s, fresh for 10 s and cached 5 min. Each is a query per page request (a kept cursor or a
// page number), handed to useWalletList.
//
//   const { q, pager } = useWalletList((req) => transfersQuery(address, filters, req));
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, WALLET_PAGE_SIZE } from 'shared-api';
import { type PageRequest } from 'shared-api/listPosition';
import { REFRESH } from 'shared-api/hooks/refresh';
import { apiQuery, type HistoryFilters } from './view';
import * as apiPaths from 'shared-api/paths';

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

/** The address index's page of transactions: by the cursor of the page before, or by number. */
export function transactionsQuery(address: string, req: PageRequest) {
  return queryOptions({
    queryKey: walletKeys.transactions(address, req),
    queryFn: ({ signal }) =>
      api.get(apiPaths.addressTransactions, { params: { address }, query: req, signal }).catch(() => {
        throw new Error('Failed to fetch transactions');
      }),
    ...list,
  });
}

export function transfersQuery(address: string, f: HistoryFilters, req: PageRequest) {
  return queryOptions({
    queryKey: walletKeys.history(address, 'transfers', f, req),
    queryFn: ({ signal }) =>
      api.get(apiPaths.walletTransfers, {
        params: { address },
        query: { ...apiQuery(f), ...req, limit: WALLET_PAGE_SIZE },
        signal,
      }),
    ...list,
  });
}

export function balanceChangesQuery(address: string, f: HistoryFilters, req: PageRequest) {
  return queryOptions({
    queryKey: walletKeys.history(address, 'balance-changes', f, req),
    queryFn: ({ signal }) =>
      api.get(apiPaths.walletBalanceChanges, {
        params: { address },
        query: { ...apiQuery(f), ...req, limit: WALLET_PAGE_SIZE },
        signal,
      }),
    ...list,
  });
}
