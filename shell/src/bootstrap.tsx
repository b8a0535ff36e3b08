import { StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { matchPath } from 'react-router-dom';
import { createQueryClient, setPopoverLoader } from 'shared-ui';
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
 * (over the server's first paint, when it sent one: that paint stays on screen meanwhile).
 */
const PAGE_READY_WAIT_MS = 1000;

const el = document.getElementById('root');
if (!el) throw new Error('#root missing');
capturePrerender();

const queryClient = createQueryClient();

const loadFirstPaintCarry = () =>
  import(/* webpackChunkName: "first-paint-carry" */ './remotes/firstPaintCarry');

let carried = false;

/** Whether the visitor did anything on the first paint the app must carry over. */
const actedOnPaint = (focused: Element | null, held = window.firstPaintActions): boolean =>
  !!focused || !!held?.typed || (held?.presses.length ?? 0) > 0;

/**
 * Once the app's first render is in the DOM, what the visitor did on the first paint (`paint`: its
 * nodes, which React has just removed) is carried over: focus (on `focused`), text typed, presses.
 */
function CarryFirstPaint(props: {
  root: HTMLElement;
  paint: ChildNode[];
  focused: Element | null;
  carry: ReturnType<typeof loadFirstPaintCarry> | null;
}) {
  const { root, paint, focused, carry } = props;
  useLayoutEffect(() => {
    if (carried) return;
    carried = true;
    // The server's inline script held presses until now; from here on they are the app's.
    const held = window.firstPaintActions;
    held?.stop();
    if (actedOnPaint(focused, held))
      void (carry ?? loadFirstPaintCarry()).then((m) =>
        m.carryFirstPaint(paint, root, focused, held?.presses ?? []),
      );
  }, [root, paint, focused, carry]);
  return null;
}

function mount(into: HTMLElement) {
  const active = document.activeElement;
  const focused = active && active !== into && into.contains(active) ? active : null;
  const held = window.firstPaintActions;
  // Fetched while the app renders, so that it is there, most often, when the app has committed.
  const carry = actedOnPaint(focused, held) ? loadFirstPaintCarry() : null;
  const paint = Array.from(into.childNodes);
  // A default-priority render, not flushSync: React then runs the app's effects (subscriptions,
  // polling, focus and scroll) after the browser has painted that first frame, not before it.
  createRoot(into).render(
    <StrictMode>
      <App queryClient={queryClient} />
      {(focused || held) && <CarryFirstPaint root={into} paint={paint} focused={focused} carry={carry} />}
    </StrictMode>,
  );
}

// The route's remote, page chunk and first queries start now (the server's page already asked for
// them), and the app mounts once the page can render without suspending and with its data: a
// fallback shown at mount would hold the content back by React's pause before revealing suspended
// content, and a skeleton would cost a second render and frame (./remotes/pageReady.ts).
// The versions this visitor gets, and so the pages they declare, come first (from the registry the
// server inlined: no request); a registry that cannot be read leaves the remotes' pages unknown,
// which the app shows with a retry.
const { pathname } = window.location;
const pageReady = remoteLoader.chooseAll().then(
  () => {
    const route = routeFor(pathname);
    return route?.remote
      ? whenPageReady(
          remoteLoader,
          route.remote,
          route.path,
          queryClient,
          matchPath(route.path, pathname)?.params,
        )
      : undefined;
  },
  () => undefined,
);
void Promise.all([
  // Replacing the server's first paint before it was shown would throw that frame away.
  hasPrerender() ? whenFirstPaintShown(FIRST_PAINT_WAIT_MS) : null,
  within(pageReady, PAGE_READY_WAIT_MS),
]).then(() => mount(el));
