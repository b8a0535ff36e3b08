// Page counts of the wallet lists (the cursors themselves: useCursorPages in shared-ui, and the
// wallet's own paging in mfe-wallet, which can also ask for a page by its number).
import { WALLET_PAGE_SIZE } from 'shared-api';

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

/** 'Page x of y' of the wallet pager. */
export function pageOf(page: number, totalPages: number): string {
  return `Page ${page} of ${totalPages}`;
}
