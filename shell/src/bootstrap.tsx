import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { setPopoverLoader } from 'shared-ui';
import { App } from './App';
import { remoteLoader } from './remotes/loader';
import { capturePrerender, hasPrerender, whenFirstPaintShown } from './remotes/prerender';
import { routeFor } from './routes/routeTable';

// Radix (for the header dropdowns) is fetched on the first hover/focus/click of a trigger.
setPopoverLoader(() => import(/* webpackChunkName: "popover" */ 'shared-ui/popover-impl'));

/** Longest the app waits for the server's first paint to be shown before replacing it. */
const FIRST_PAINT_WAIT_MS = 300;

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
  const remote = routeFor(window.location.pathname)?.remote;
  if (remote) remoteLoader.prefetch(remote);
  void whenFirstPaintShown(FIRST_PAINT_WAIT_MS).then(() => mount(el));
} else {
  mount(el);
}
