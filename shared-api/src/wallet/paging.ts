// Cursor paging of the address and wallet lists.

/** Wallet and address transaction pages hold 10 rows. */
export const WALLET_PAGE_SIZE = 10;

/**
 * Each page keeps the cursor used to reach it (page 1: none); moving forward stores nextCursor for
 * the next page; Refresh clears the cursors and returns to page 1.
 */
export interface CursorPages {
  page: number;
  cursors: Array<string | null>;
}
export const firstPage: CursorPages = { page: 1, cursors: [null] };

export function cursorFor(s: CursorPages): string | null {
  return s.cursors[s.page - 1] ?? null;
}
export function nextPage(s: CursorPages, nextCursor: string | null): CursorPages {
  if (!nextCursor) return s;
  const cursors = s.cursors.slice(0, s.page);
  cursors[s.page] = nextCursor;
  return { page: s.page + 1, cursors };
}
export function prevPage(s: CursorPages): CursorPages {
  return s.page <= 1 ? s : { page: s.page - 1, cursors: s.cursors };
}
/** Refresh: back to page 1 with no remembered cursors. */
export function refreshPages(): CursorPages {
  return firstPage;
}

/**
 * Total pages of a wallet list: ceil(total / 10) when the total is known, or the current page + 1
 * when more exist, otherwise the current page.
 */
export function walletTotalPages(
  current: number,
  total: number | null | undefined,
  hasMore: boolean,
  size = WALLET_PAGE_SIZE,
): number {
  if (total !== null && total !== undefined && total > 0) return Math.max(current, Math.ceil(total / size));
  return hasMore ? current + 1 : current;
}

/** A page jump outside 1..last is ignored (Transfers tab): null means 'stay'. */
export function pageJump(target: number, last: number): number | null {
  return Number.isInteger(target) && target >= 1 && target <= last ? target : null;
}

/** 'Page x of y' of the wallet pager. */
export function pageOf(page: number, totalPages: number): string {
  return `Page ${page} of ${totalPages}`;
}
