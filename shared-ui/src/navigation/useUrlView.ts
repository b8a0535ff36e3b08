// A page's view (page number, sort, filters, search text) kept in the URL's query, so back/forward and
// a pasted link restore it.
//
// The router applies URL changes as React transitions: a control bound straight to the URL would stay
// as it was until the transition commits (a checkbox that does not flip on click, typed characters
// lost on a slow phone). So the view a control just chose is echoed at once and stands until the URL
// has caught up with it; a URL change from elsewhere (back/forward, a link) wins over the echo.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

interface Echo<V> {
  view: V;
  /** the query the echo will be once the router has caught up */
  target: string;
  /** the queries on the way there: where the first change started, and earlier targets still in flight */
  onTheWay: string[];
}

export interface SetViewOptions {
  /** replace the history entry instead of adding one (e.g. while typing) */
  replace?: boolean;
}

export function useUrlView<V>(
  read: (params: URLSearchParams) => V,
  write: (current: URLSearchParams, view: V) => URLSearchParams,
): [V, (view: V, options?: SetViewOptions) => void] {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const [echo, setEcho] = useState<Echo<V> | null>(null);
  const live = echo !== null && (query === echo.target || echo.onTheWay.includes(query)) ? echo : null;

  // Once the URL has arrived (or gone elsewhere) the URL alone tells the view again.
  useEffect(() => {
    if (echo !== null && !echo.onTheWay.includes(query)) setEcho(null);
  }, [echo, query]);

  // Back or forward pressed before the router has shown the change: the router folds both moves into
  // one render that lands on the query the echo started from, which looks like "not there yet". The
  // browser's popstate tells it apart: that move is the visitor's, and the URL wins.
  useEffect(() => {
    if (echo === null) return;
    const drop = () => setEcho(null);
    window.addEventListener('popstate', drop);
    return () => window.removeEventListener('popstate', drop);
  }, [echo]);

  const view = live ? live.view : read(params);
  const setView = (next: V, options: SetViewOptions = {}) => {
    const base = live ? new URLSearchParams(live.target) : params;
    const nextParams = write(base, next);
    const target = nextParams.toString();
    setEcho({ view: next, target, onTheWay: live ? [...live.onTheWay, live.target] : [query] });
    setParams(nextParams, { replace: options.replace });
  };
  return [view, setView];
}
