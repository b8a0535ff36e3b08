// Gets the page of a route ready to render without suspending: its remote's routes module loaded
// and the page's own lazy chunk fetched and evaluated. The shell waits for this before it mounts
// over the server's first paint, because a page that suspends at mount shows its fallback, and
// React then holds back revealing the content for at least 300 ms after that fallback appeared
// (its Suspense reveal throttle): the first data row waited on that pause, not on the network.
// The page's first queries run meanwhile too (its route's `prefetch`): their answers are usually
// in by the time the chunk has run (the server's page hints them), so the first render already has
// the rows, instead of a skeleton frame, a fetch and a second render of the whole page.
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { RemoteRouteObject, RemoteRoutesModule } from 'shared-ui';
import type { RemoteLoader } from './loader';

export function routesOf(mod: RemoteRoutesModule): RemoteRouteObject[] {
  return mod.routes ?? mod.default ?? [];
}

/** React.lazy's object: `_init(_payload)` returns the component once loaded, else throws its promise. */
interface LazyComponent {
  $$typeof: symbol;
  _payload: unknown;
  _init(payload: unknown): unknown;
}

const LAZY = Symbol.for('react.lazy');

function isLazy(c: unknown): c is LazyComponent {
  return typeof c === 'object' && c !== null && (c as { $$typeof?: unknown }).$$typeof === LAZY;
}

/** Starts a lazy component's import and resolves once it can render without suspending. */
export async function preloadComponent(c: ComponentType | LazyComponent): Promise<void> {
  // A lazy component may itself resolve to a lazy one: follow a few levels at most.
  let current: unknown = c;
  for (let depth = 0; depth < 3 && isLazy(current); depth++) {
    try {
      current = current._init(current._payload);
    } catch (thrown) {
      // A failed import is left to the page's error boundary, which reports it when it renders.
      if (thrown === null || typeof (thrown as PromiseLike<unknown>).then !== 'function') return;
      try {
        await (thrown as PromiseLike<unknown>);
      } catch {
        return;
      }
    }
  }
}

/** Longest the page's first queries are waited for; a slower API gets the page's skeleton first. */
export const FIRST_DATA_WAIT_MS = 400;

/**
 * The remote's routes module and the page for `path` (a route pattern), ready to render; given the
 * app's query client, also the page's first queries (its route's `prefetch` with the URL's
 * `params`), started in parallel with its chunk and waited for at most FIRST_DATA_WAIT_MS.
 */
export async function whenPageReady(
  loader: RemoteLoader,
  remote: string,
  path: string,
  client?: QueryClient,
  params: Readonly<Record<string, string | undefined>> = {},
): Promise<void> {
  const mod = await loader.load<RemoteRoutesModule>(remote, './routes');
  const route = routesOf(mod).find((r) => r.path === path);
  if (!route) return;
  await Promise.all([
    preloadComponent(route.Component),
    client && route.prefetch && within(route.prefetch(client, params), FIRST_DATA_WAIT_MS),
  ]);
}

/** `p`, or nothing after `ms`: a slow remote never holds the app back for longer. */
export function within(p: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    p.then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      () => {
        clearTimeout(timer);
        resolve();
      },
    );
  });
}
