// A cursor-paged list's position in the URL (page number and the cursor that opens it), so back,
// forward and a pasted link show the same page. Used by every cursor-paged list of the remotes.
/** URL parameters of a list's position: the page number and the cursor that opens it. */
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
