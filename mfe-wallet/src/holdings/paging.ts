// A wallet tab's list: the page state from useCursorPages (the wallet's API serves a page by its
// number too, so the URL names the page alone and every number in the pager's window is reachable),
// the query of the page shown, and the props of the wallet pager. Refresh remounts the tab, so the
// cursors this visit kept are forgotten.
//
//   const { q, pager } = useWalletList((req) => transfersQuery(address, filters, req));
//   <WalletPager {...pager} />
import { useEffect } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { WALLET_PAGE_SIZE } from 'shared-api';
import { knownTotalPages, type PageRequest } from 'shared-api/listPosition';
import { useCursorPages } from 'shared-ui/entities';

/** The part of a page's answer the pager needs. */
export interface PagedAnswer {
  nextCursor: string | null;
  hasMore: boolean;
  totalCount?: number | null;
}

export function useWalletList<T extends PagedAnswer, K extends QueryKey>(
  queryFor: (req: PageRequest) => UseQueryOptions<T, Error, T, K>,
): {
  q: UseQueryResult<T>;
  pager: { page: number; totalPages: number; total: number | undefined; onChange(page: number): void };
} {
  const pages = useCursorPages('number');
  const q = useQuery(queryFor(pages.request));
  const data = q.data;
  const { keep } = pages;
  useEffect(() => {
    if (data && !q.isPlaceholderData) keep(data.nextCursor);
  }, [data, q.isPlaceholderData, keep]);
  return {
    q,
    pager: {
      page: pages.page,
      totalPages: knownTotalPages(pages.page, data?.totalCount, data?.hasMore ?? false, WALLET_PAGE_SIZE),
      total: data?.totalCount ?? undefined,
      onChange: pages.goTo,
    },
  };
}
