// Pure view logic of the block page.

/** The block page lists the first 20 transactions. */
export const BLOCK_TX_SHOWN = 20;

/** The route's height must be numeric; anything else is 'Block Not Found' without a call. */
export function parseHeight(param: string | undefined): number | null {
  if (!param || !/^\d{1,15}$/.test(param)) return null;
  return Number(param);
}

/** Previous exists only when parentSlot exists; the arrow's height floor is 0. */
export function blockNav(
  height: number,
  parentSlot: number | null | undefined,
): { prev: number | null; next: number } {
  return {
    prev: parentSlot === null || parentSlot === undefined ? null : Math.max(0, height - 1),
    next: height + 1,
  };
}

/** 'Showing first 20 of N transactions' when a block holds more than it lists. */
export function shownNote(total: number, shown: number = BLOCK_TX_SHOWN): string | null {
  return total > shown ? `Showing first ${shown} of ${total} transactions` : null;
}

/**
 * Under the first rows and their note, the way to the rest: the block's whole list on /transactions
 * (this remote's own page, so its path is written here). Null when the block page already shows all.
 */
export function viewAllLink(height: number, total: number, shown: number = BLOCK_TX_SHOWN) {
  return total > shown
    ? { to: `/transactions?block=${height}`, label: `View all ${total} transactions` }
    : null;
}
