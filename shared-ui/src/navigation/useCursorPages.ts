// The page state of every paged list (an address's transactions, a token's tabs, the wallet's
// tabs), kept in the URL so back, forward and a pasted link show the same page. Each page is opened
// by the cursor that reached it, so no row is ever skipped or shown twice while new rows arrive.
//
// A list whose API only pages by cursor ('cursor', the default) carries the cursor in the URL
// (?page=N&before=cursor); Previous steps back to a cursor this visit saw, else to the first page (a
// pasted link to page 5 knows no cursor of page 4). A list whose API also serves a page by its
// number ('number') names only the page in the URL (?page=N): any page can be jumped to, by the
// cursor this visit kept for it when there is one, else by its number.
//
//   const pages = useCursorPages();
//   const q = useList(pages.cursor);
//   <PrevNextPager canPrev={pages.page > 1} canNext={!!q.data?.hasMore}
//     onPrev={pages.prev} onNext={() => pages.next(q.data?.nextCursor)} />
//
//   const pages = useCursorPages('number');
//   const q = useQuery(listQuery(pages.request));
//   useEffect(() => pages.keep(q.data?.nextCursor), [q.data]);
//   <WalletPager page={pages.page} totalPages={last} onChange={pages.goTo} />
import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  FIRST_POSITION,
  paramsForPosition,
  positionFromParams,
  previousPosition,
  requestFor,
  type PageRequest,
  type PagingMode,
} from 'shared-api/listPosition';

export interface CursorPages {
  page: number;
  /** the cursor that opens the page shown (null on the first page, or a page reached by number) */
  cursor: string | null;
  /** what to ask the API for: nothing, the cursor, or the page number */
  request: PageRequest;
  /** go to the next page with the nextCursor of the page shown */
  next(nextCursor: string | null | undefined): void;
  prev(): void;
  reset(): void;
  /** go to a page: by the cursor this visit saw for it, else by number (ignored when neither can) */
  goTo(page: number): void;
  /** remember the cursor of the page after the one shown (from its answer) for a later jump there */
  keep(nextCursor: string | null | undefined): void;
}

export function useCursorPages(mode: PagingMode = 'cursor'): CursorPages {
  const [params, setParams] = useSearchParams();
  // Page -> the cursor that opens it, for this visit (a remount, e.g. after Refresh, forgets them).
  const seen = useRef(new Map<number, string | null>([[1, null]]));
  const pos = positionFromParams(params, mode, seen.current);
  if (mode === 'cursor') seen.current.set(pos.page, pos.cursor);
  const move = useCallback(
    (to: (cur: URLSearchParams) => { page: number; cursor: string | null } | null) =>
      setParams((cur) => {
        const target = to(cur);
        return target ? paramsForPosition(cur, target, mode) : cur;
      }),
    [setParams, mode],
  );
  const here = useCallback((cur: URLSearchParams) => positionFromParams(cur, mode, seen.current), [mode]);
  const keep = useCallback(
    (c: string | null | undefined) => {
      if (c) seen.current.set(pos.page + 1, c);
    },
    [pos.page],
  );
  const next = useCallback(
    (c: string | null | undefined) => {
      if (!c) return;
      move((cur) => {
        const page = here(cur).page + 1;
        seen.current.set(page, c);
        return { page, cursor: c };
      });
    },
    [move, here],
  );
  const prev = useCallback(
    () => move((cur) => previousPosition(here(cur), seen.current, mode)),
    [move, here, mode],
  );
  const reset = useCallback(() => move(() => FIRST_POSITION), [move]);
  const goTo = useCallback(
    (page: number) =>
      move((cur) => {
        if (!Number.isInteger(page) || page < 1 || page === here(cur).page) return null;
        const cursor = page > 1 ? (seen.current.get(page) ?? null) : null;
        return mode === 'number' || page === 1 || cursor ? { page, cursor } : null;
      }),
    [move, here, mode],
  );
  return { page: pos.page, cursor: pos.cursor, request: requestFor(pos), next, prev, reset, goTo, keep };
}
