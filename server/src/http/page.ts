/**
 * The page helper of every keyset list: a repository reads one row more than the page holds (that row
 * only tells whether more follow) and hands back the finished page, its next cursor written from the
 * last row shown by the list's codec. Limits default from the one page-size table
 * (`shared-api/pageSizes`); the contract's schemas hold them to its maximum.
 */
import type { PageLimit } from 'shared-api/contract';

export interface Page<R> {
  rows: R[];
  hasMore: boolean;
  nextCursor: string | null;
}

/** What a repository needs to read one page: its size, and the key of the last row already shown. */
export interface PageQuery<K> {
  limit: number;
  after?: K;
}

/** The page size asked for, or the list's default. */
export const limitOf = (asked: number | undefined, list: PageLimit): number => asked ?? list.size;

/** How many rows to read for a page of `limit`: one more tells whether another page follows. */
export const rowsToRead = (limit: number): number => limit + 1;

/**
 * The page of `limit` rows out of `read` (up to `limit + 1` rows), with the cursor after its last row
 * when more follow. The cursor comes from the index's own row, so a row the page leaves out later
 * (a transaction that no longer derives it) cannot send the next page back over this one.
 */
export function finishPage<R>(read: readonly R[], limit: number, cursorAfter: (last: R) => string): Page<R> {
  const rows = read.slice(0, limit);
  const hasMore = read.length > limit;
  const last = rows[rows.length - 1];
  return { rows, hasMore, nextCursor: hasMore && last !== undefined ? cursorAfter(last) : null };
}

/** An empty page (nothing can match: an unknown address or token). */
export const emptyPage = <R>(): Page<R> => ({ rows: [], hasMore: false, nextCursor: null });
