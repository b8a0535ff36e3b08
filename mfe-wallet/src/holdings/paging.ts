// Paging of the wallet tabs: each page keeps the cursor used to reach it, moving
// forward stores the next cursor, Refresh clears them and returns to page 1 (the tab remounts). The
// index also serves a page by its number, so a jump to a page never visited (e.g. Last, or any number
// in the pager's window) asks for it by number. useWalletPaging wires this to a tab's query once.
//
//   let p = FIRST;                     // page 1
//   p = withNextCursor(p, data.nextCursor);
//   p = jumpTo(p, 2, lastPage) ?? p;   // page 2 reuses the stored cursor
//   requestOf(p)                       // { cursor: '…' } or { page: 7 } or {}
//
//   const { q, pager } = useWalletPaging((req) => transfersQuery(address, filters, req));
//   <WalletPager {...pager} />
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { walletTotalPages } from 'shared-api/wallet';
import { PAGE_SIZE } from './api';

export interface Paging {
  page: number;
  /** cursor that reaches page n (page 1 needs none) */
  cursors: Readonly<Record<number, string>>;
}

export const FIRST: Paging = { page: 1, cursors: {} };

/** What a page is asked for with: the kept cursor, or the page number when none is kept. */
export type PageRequest = { cursor?: string; page?: number };

export function requestOf(p: Paging): PageRequest {
  if (p.page <= 1) return {};
  const cursor = p.cursors[p.page];
  return cursor ? { cursor } : { page: p.page };
}

/** Remembers the cursor of the page after the current one (from the current page's answer). */
export function withNextCursor(p: Paging, nextCursor: string | null | undefined): Paging {
  if (!nextCursor || p.cursors[p.page + 1] === nextCursor) return p;
  return { page: p.page, cursors: { ...p.cursors, [p.page + 1]: nextCursor } };
}

/** Goes to `target`; a jump outside 1..last is ignored (null). */
export function jumpTo(p: Paging, target: number, last: number): Paging | null {
  if (!Number.isInteger(target) || target < 1 || target > last || target === p.page) return null;
  return { page: target, cursors: p.cursors };
}

/** The part of a page's answer the pager needs. */
export interface PagedAnswer {
  nextCursor: string | null;
  hasMore: boolean;
  totalCount?: number | null;
}

/** The page a URL names (?page=N); anything malformed is page 1. */
export function pageFromParams(params: URLSearchParams): number {
  const raw = params.get('page') ?? '';
  return /^\d{1,6}$/.test(raw) ? Math.max(1, Number(raw)) : 1;
}

/** The URL parameters for page `page` (other parameters kept; page 1 leaves it out). */
export function paramsForPage(params: URLSearchParams, page: number): URLSearchParams {
  const out = new URLSearchParams(params);
  if (page > 1) out.set('page', String(page));
  else out.delete('page');
  return out;
}

/**
 * A tab's paging: the query of the current page (from `queryFor`), the cursor of the next page kept
 * once the current one has arrived, and the props of the wallet pager (a jump outside 1..last is
 * ignored). The page number lives in the URL (back/forward and a pasted link reach it; the index
 * serves a page by its number when no cursor of this visit reaches it).
 */
export function useWalletPaging<T extends PagedAnswer, K extends QueryKey>(
  queryFor: (req: PageRequest) => UseQueryOptions<T, Error, T, K>,
): {
  q: UseQueryResult<T>;
  pager: { page: number; totalPages: number; total: number | undefined; onChange(page: number): void };
} {
  const [params, setParams] = useSearchParams();
  const [cursors, setCursors] = useState<Paging['cursors']>({});
  const paging: Paging = { page: pageFromParams(params), cursors };
  const q = useQuery(queryFor(requestOf(paging)));
  const data = q.data;
  useEffect(() => {
    if (data && !q.isPlaceholderData)
      setCursors((c) => withNextCursor({ page: paging.page, cursors: c }, data.nextCursor).cursors);
  }, [data, q.isPlaceholderData, paging.page]);
  const last = walletTotalPages(paging.page, data?.totalCount, data?.hasMore ?? false, PAGE_SIZE);
  return {
    q,
    pager: {
      page: paging.page,
      totalPages: last,
      total: data?.totalCount ?? undefined,
      onChange: (target) => {
        const next = jumpTo(paging, target, last);
        if (next) setParams(paramsForPage(params, next.page));
      },
    },
  };
}
