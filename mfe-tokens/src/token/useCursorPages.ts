// Cursor paging of a token tab: each page keeps the cursor that reached it; moving forward stores the
// next cursor (the same rule as the wallet paging of spec part 2 §4), so no row is ever skipped.
import { useCallback, useState } from 'react';

export interface CursorPages {
  page: number;
  cursor: string | null;
  /** go to the next page with the nextCursor of the page shown */
  next(nextCursor: string | null | undefined): void;
  prev(): void;
  reset(): void;
}

export function useCursorPages(): CursorPages {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const page = cursors.length;
  const next = useCallback((c: string | null | undefined) => {
    if (c) setCursors((cs) => [...cs, c]);
  }, []);
  const prev = useCallback(() => setCursors((cs) => (cs.length > 1 ? cs.slice(0, -1) : cs)), []);
  const reset = useCallback(() => setCursors([null]), []);
  return { page, cursor: cursors[cursors.length - 1], next, prev, reset };
}
