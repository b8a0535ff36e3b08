// Paging of the wallet tabs (spec part 2 §4, §9): each page keeps the cursor used to reach it, moving
// forward stores the next cursor, Refresh clears them and returns to page 1. The index also serves a
// page by its number, so a jump to a page never visited (e.g. Last) asks for it by number.
//
//   let p = FIRST;                     // page 1
//   p = withNextCursor(p, data.nextCursor);
//   p = jumpTo(p, 2, lastPage) ?? p;   // page 2 reuses the stored cursor
//   requestOf(p)                       // { cursor: '…' } or { page: 7 } or {}

export interface Paging {
  page: number;
  /** cursor that reaches page n (page 1 needs none) */
  cursors: Readonly<Record<number, string>>;
}

export const FIRST: Paging = { page: 1, cursors: {} };

export function requestOf(p: Paging): { cursor?: string; page?: number } {
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
