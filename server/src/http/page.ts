/**
 * The page helper of every keyset list: repositories read one row more than the page, to learn
 * whether more follow. Limits default from `shared-api/pageSizes`.
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
 * The page of `limit` rows out of `read`, with a cursor when more follow: from the index's own row,
 * so a row the page later leaves out cannot send the next page back over this one.
 */
export function finishPage<R>(read: readonly R[], limit: number, cursorAfter: (last: R) => string): Page<R> {
  const rows = read.slice(0, limit);
  const hasMore = read.length > limit;
  const last = rows[rows.length - 1];
  return { rows, hasMore, nextCursor: hasMore && last !== undefined ? cursorAfter(last) : null };
}

/** An empty page (nothing can match: an unknown address or token). */
export const emptyPage = <R>(): Page<R> => ({ rows: [], hasMore: false, nextCursor: null });
