// Pure view logic of the address page (spec part 1 §2 Address detail, §4, §9).
import type { AddressDetail } from 'shared-api';

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

/** URL parameters of the transaction list's position: the page number and the cursor that opens it. */
export const PAGE_PARAM = 'page';
export const CURSOR_PARAM = 'before';

export interface ListPosition {
  page: number;
  cursor: string | null;
}

/** The list position a URL names; anything malformed (or page 1) is the first page. */
export function positionFromParams(params: URLSearchParams): ListPosition {
  const raw = params.get(PAGE_PARAM) ?? '';
  const cursor = params.get(CURSOR_PARAM);
  const page = /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  if (page <= 1 || !cursor || cursor.length > 200) return { page: 1, cursor: null };
  return { page, cursor };
}

/** The URL parameters for a position (other parameters kept; the first page leaves both out). */
export function paramsForPosition(current: URLSearchParams, pos: ListPosition): URLSearchParams {
  const next = new URLSearchParams(current);
  if (pos.page <= 1 || !pos.cursor) {
    next.delete(PAGE_PARAM);
    next.delete(CURSOR_PARAM);
  } else {
    next.set(PAGE_PARAM, String(pos.page));
    next.set(CURSOR_PARAM, pos.cursor);
  }
  return next;
}

/**
 * The page before `pos`: its cursor when this visit saw it, else the first page (a pasted link to
 * page 5 knows no cursor of page 4).
 */
export function previousPosition(pos: ListPosition, seen: ReadonlyMap<number, string | null>): ListPosition {
  if (pos.page <= 2) return { page: 1, cursor: null };
  const cursor = seen.get(pos.page - 1);
  return cursor ? { page: pos.page - 1, cursor } : { page: 1, cursor: null };
}
