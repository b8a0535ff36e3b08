// Cursor paging of a list (a token's tabs, an address's transactions), kept in the URL
// (?page=N&before=cursor) so back, forward and a pasted link show the same page: each page is
// opened by the cursor that reached it, and moving forward names the next cursor (no row is ever
// skipped). Previous steps back to a cursor this visit saw, else to the first page (a pasted link to
// page 5 knows no cursor of page 4).
//
//   const pages = useCursorPages();
//   const q = useList(pages.cursor);
//   <PrevNextPager canPrev={pages.page > 1} canNext={!!q.data?.hasMore}
//     onPrev={pages.prev} onNext={() => pages.next(q.data?.nextCursor)} />
import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { paramsForPosition, positionFromParams, previousPosition } from 'shared-api';

export interface CursorPages {
  page: number;
  cursor: string | null;
  /** go to the next page with the nextCursor of the page shown */
  next(nextCursor: string | null | undefined): void;
  prev(): void;
  reset(): void;
}

export function useCursorPages(): CursorPages {
  const [params, setParams] = useSearchParams();
  const pos = positionFromParams(params);
  const seen = useRef(new Map<number, string | null>([[1, null]]));
  seen.current.set(pos.page, pos.cursor);
  const next = useCallback(
    (c: string | null | undefined) => {
      if (c)
        setParams((cur) => paramsForPosition(cur, { page: positionFromParams(cur).page + 1, cursor: c }));
    },
    [setParams],
  );
  const prev = useCallback(
    () => setParams((cur) => paramsForPosition(cur, previousPosition(positionFromParams(cur), seen.current))),
    [setParams],
  );
  const reset = useCallback(
    () => setParams((cur) => paramsForPosition(cur, { page: 1, cursor: null })),
    [setParams],
  );
  return { page: pos.page, cursor: pos.cursor, next, prev, reset };
}
