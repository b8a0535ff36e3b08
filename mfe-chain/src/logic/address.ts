// Pure view logic of the address page (spec part 1 §2 Address detail, §4, §9).
import type { AddressDetail, Holding } from 'shared-api';
import { abbreviate, formatUsdFixed, scaleRaw } from 'shared-api';

export function addressTitle(d: Pick<AddressDetail, 'isMaster' | 'isValidator'>): string {
  if (d.isMaster && d.isValidator) return 'Master Validator';
  if (d.isMaster) return 'Master Address';
  if (d.isValidator) return 'Validator Details';
  return 'Address Details';
}

/** Overview account type: Validator, Token Account or Standard Wallet. */
export function accountTypeLabel(d: Pick<AddressDetail, 'isValidator' | 'isTokenAccount' | 'type'>): string {
  if (d.isValidator || d.type === 'vote') return 'Validator';
  if (d.isTokenAccount) return 'Token Account';
  return 'Standard Wallet';
}

/** Summary card type: Vote Account, Validator or Account. */
export function summaryType(d: Pick<AddressDetail, 'type' | 'isValidator'>): string {
  if (d.type === 'vote') return 'Vote Account';
  if (d.isValidator) return 'Validator';
  return 'Account';
}

/** Holdings search: case-insensitive substring of symbol, mint or name; empty = all. */
export function filterHoldings<T extends Pick<Holding, 'symbol' | 'mint' | 'name'>>(
  list: T[],
  query: string,
): T[] {
  const q = query.trim().toLowerCase();
  if (!q) return list;
  return list.filter((h) => [h.symbol, h.mint, h.name].some((v) => (v ?? '').toLowerCase().includes(q)));
}

/** Holding amount abbreviated (K/M/B at 1e3/1e6/1e9) and its USD value with 8 decimals. */
export function holdingAmount(h: Pick<Holding, 'amount' | 'decimals'>): string {
  return abbreviate(scaleRaw(h.amount, h.decimals));
}
export function holdingUsd(h: Pick<Holding, 'usdValue'>): string | null {
  return h.usdValue === null || h.usdValue === undefined ? null : formatUsdFixed(h.usdValue, 8);
}

/**
 * Cursor paging state: each page keeps the cursor used to reach it (page 1: none); moving forward
 * stores nextCursor for the next page.
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
