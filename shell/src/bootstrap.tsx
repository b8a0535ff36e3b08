import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { setPopoverLoader } from 'shared-ui';
import { App } from './App';
import { remoteLoader } from './remotes/loader';
import { whenPageReady, within } from './remotes/pageReady';
import { capturePrerender, hasPrerender, whenFirstPaintShown } from './remotes/prerender';
import { routeFor } from './routes/routeTable';

// Radix (for the header dropdowns) is fetched on the first hover/focus/click of a trigger.
setPopoverLoader(() => import(/* webpackChunkName: "popover" */ 'shared-ui/popover-impl'));

/** Longest the app waits for the server's first paint to be shown before replacing it. */
const FIRST_PAINT_WAIT_MS = 300;
/**
 * Longest the app waits for the route's page (remote routes module + page chunk) before it mounts
 * over the server's first paint; that paint stays on screen meanwhile.
 */
const PAGE_READY_WAIT_MS = 1000;

const el = document.getElementById('root');
if (!el) throw new Error('#root missing');
capturePrerender();

function mount(into: HTMLElement) {
  // The first commit happens in this task, not a later one: once it runs, the working page replaces
  // the server's plain-HTML first paint at once.
  const root = createRoot(into);
  flushSync(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

if (hasPrerender()) {
  // The route's remote starts downloading now, while the prerendered frame is being shown.
  // Mounting once the page can render at once spares React's pause before revealing suspended
  // content (./remotes/pageReady.ts).
  const route = routeFor(window.location.pathname);
  const pageReady = route?.remote ? whenPageReady(remoteLoader, route.remote, route.path) : Promise.resolve();
  void Promise.all([whenFirstPaintShown(FIRST_PAINT_WAIT_MS), within(pageReady, PAGE_READY_WAIT_MS)]).then(
    () => mount(el),
  );
} else {
  mount(el);
}
