// A paged list's position in the URL (the page number, and for lists reached only by cursor the
// cursor that opens it), so back, forward and a pasted link show the same page. The rules behind
// useCursorPages (shared-ui), which every paged list of the remotes uses, and the page number of the
// offset-paged lists (/tokens, top holders).
/** URL parameters of a list's position: the page number and the cursor that opens it. */
export const PAGE_PARAM = 'page';
export const CURSOR_PARAM = 'before';

export interface ListPosition {
  page: number;
  cursor: string | null;
}

export const FIRST_POSITION: ListPosition = { page: 1, cursor: null };

/**
 * How a list reaches a page. 'cursor': only by the cursor of the page before, so the URL carries it.
 * 'number': the API also serves a page by its number, so the URL names the page alone and the
 * cursors seen stay with the visit.
 */
export type PagingMode = 'cursor' | 'number';

/** What a page is asked for with: the cursor that opens it, or its number when no cursor is known. */
export type PageRequest = { cursor?: string; page?: number };

/** The page number a URL names; anything malformed is page 1. */
export function pageFromParams(params: URLSearchParams): number {
  const raw = params.get(PAGE_PARAM) ?? '';
  return /^\d{1,6}$/.test(raw) ? Math.max(1, Number(raw)) : 1;
}

/**
 * The list position a URL names. Reached by cursor, a page without its cursor (or anything malformed)
 * is the first page; reached by number, the cursor is whatever this visit saw for that page.
 */
export function positionFromParams(
  params: URLSearchParams,
  mode: PagingMode = 'cursor',
  seen?: ReadonlyMap<number, string | null>,
): ListPosition {
  const page = pageFromParams(params);
  if (mode === 'number') return { page, cursor: page > 1 ? (seen?.get(page) ?? null) : null };
  const cursor = params.get(CURSOR_PARAM);
  if (page <= 1 || !cursor || cursor.length > 200) return FIRST_POSITION;
  return { page, cursor };
}

/** The URL parameters for a position (other parameters kept; the first page leaves both out). */
export function paramsForPosition(
  current: URLSearchParams,
  pos: ListPosition,
  mode: PagingMode = 'cursor',
): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete(CURSOR_PARAM);
  const reachable = mode === 'number' || !!pos.cursor;
  if (pos.page <= 1 || !reachable) {
    next.delete(PAGE_PARAM);
    return next;
  }
  next.set(PAGE_PARAM, String(pos.page));
  if (mode === 'cursor' && pos.cursor) next.set(CURSOR_PARAM, pos.cursor);
  return next;
}

/**
 * The page before `pos`: by the cursor this visit saw, else by its number when the list allows it,
 * else the first page (a pasted link to page 5 knows no cursor of page 4).
 */
export function previousPosition(
  pos: ListPosition,
  seen: ReadonlyMap<number, string | null>,
  mode: PagingMode = 'cursor',
): ListPosition {
  if (pos.page <= 2) return FIRST_POSITION;
  const cursor = seen.get(pos.page - 1) ?? null;
  if (cursor || mode === 'number') return { page: pos.page - 1, cursor };
  return FIRST_POSITION;
}

/** The request for a position: nothing for the first page, its cursor when known, else its number. */
export function requestFor(pos: ListPosition): PageRequest {
  if (pos.page <= 1) return {};
  return pos.cursor ? { cursor: pos.cursor } : { page: pos.page };
}

/**
 * Total pages of a list: ceil(total / size) when the total is known, or the current page + 1 when
 * more exist, otherwise the current page.
 */
export function knownTotalPages(
  current: number,
  total: number | null | undefined,
  hasMore: boolean,
  size: number,
): number {
  if (total !== null && total !== undefined && total > 0) return Math.max(current, Math.ceil(total / size));
  return hasMore ? current + 1 : current;
}
