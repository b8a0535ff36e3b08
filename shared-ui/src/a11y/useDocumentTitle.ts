// The document title names where the visitor is (history, bookmarks, tabs and screen readers read
// it): a page names its entity (`Transaction 3fiP39...mkoo`), and until it does, or on pages with no
// entity, the shell's route default (the page title) stands. Module state is fine here:
// shared-ui is one singleton for the shell and every remote.
import { useEffect } from 'react';

export const SITE_NAME = 'Gorbagana Explorer';

/** `Block 17` → `Block 17 | Gorbagana Explorer`; nothing → the site name. */
export function documentTitle(title?: string | null): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

let routeDefault = SITE_NAME;
/** Page titles mounted now (a page names its entity once its data is in). */
let pageTitles = 0;

/** For pages: names the entity shown (`Block 17`, a token's symbol …) while mounted; null/'' while
 *  its data loads leaves the route default. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    pageTitles++;
    document.title = documentTitle(title);
    return () => {
      pageTitles--;
      if (pageTitles === 0) document.title = routeDefault;
    };
  }, [title]);
}

/** For the shell: the route's own title, shown unless the page names its entity. The page's effect
 *  runs before this one (children first), so this must not overwrite it. */
export function useRouteDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    routeDefault = documentTitle(title);
    if (pageTitles === 0) document.title = routeDefault;
  }, [title]);
}
