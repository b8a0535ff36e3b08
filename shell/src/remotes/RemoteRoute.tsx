import { Suspense, use, useSyncExternalStore, type ComponentType } from 'react';
import { Page, Skeleton, SkeletonRows, type RemoteRoutesModule } from 'shared-ui';
import { RemoteBoundary } from './RemoteBoundary';
import { remoteLoader, type RemoteLoader } from './loader';
import { routesOf } from './pageReady';
import { prerenderedMain } from './prerender';

/** The page frame shown while a remote or its page chunk downloads: the server's prerendered
 *  content when it sent one for this route (the home page's hero stays where it first painted),
 *  inert until the page replaces it. */
export function PageSkeleton({ route }: { route?: string }) {
  const prerendered = route === undefined ? null : prerenderedMain(route);
  if (prerendered !== null)
    return (
      <div
        aria-busy="true"
        data-testid="page-loading"
        data-prerender=""
        // A copy without handlers: what is typed or pressed there would be lost when the page renders.
        inert
        dangerouslySetInnerHTML={{ __html: prerendered }}
      />
    );
  return (
    <Page aria-busy="true" data-testid="page-loading">
      <Skeleton $w="240px" $h="30px" />
      <SkeletonRows rows={6} height="22px" />
    </Page>
  );
}

function RemotePage({ remote, path, loader }: { remote: string; path: string; loader: RemoteLoader }) {
  // Re-read when the loader switches this remote to another version (fallback, retry).
  useSyncExternalStore(loader.subscribe, () => loader.genOf(remote));
  const mod = use(loader.load<RemoteRoutesModule>(remote, './routes'));
  const route = routesOf(mod).find((r) => r.path === path);
  if (!route) throw new Error(`${remote} has no page for ${path}`);
  const Page: ComponentType = route.Component;
  return <Page />;
}

/** One route of the shell's table, rendered by the remote that owns it. */
export function RemoteRoute({
  remote,
  path,
  loader = remoteLoader,
}: {
  remote: string;
  path: string;
  loader?: RemoteLoader;
}) {
  const gen = useSyncExternalStore(loader.subscribe, () => loader.genOf(remote));
  // The document title is the route default set by RouteFocus until the page names its entity
  // (useDocumentTitle); setting it here would overwrite the page's (a parent's effect runs last).
  return (
    <RemoteBoundary key={`${remote}:${gen}`} remote={remote} loader={loader}>
      <Suspense fallback={<PageSkeleton route={path} />}>
        <RemotePage remote={remote} path={path} loader={loader} />
      </Suspense>
    </RemoteBoundary>
  );
}

function Widget({ remote, expose, loader }: { remote: string; expose: string; loader: RemoteLoader }) {
  useSyncExternalStore(loader.subscribe, () => loader.genOf(remote));
  const mod = use(loader.load<{ default: ComponentType }>(remote, expose));
  const W = mod.default;
  return <W />;
}

/** A component exposed by a remote (e.g. mfe_games/Trollbox), in its own boundary. */
export function RemoteWidget({
  remote,
  expose,
  loader = remoteLoader,
}: {
  remote: string;
  expose: string;
  loader?: RemoteLoader;
}) {
  const gen = useSyncExternalStore(loader.subscribe, () => loader.genOf(remote));
  return (
    <RemoteBoundary key={`${remote}:${gen}`} remote={remote} loader={loader} compact>
      <Suspense fallback={<Skeleton $w="300px" $h="200px" />}>
        <Widget remote={remote} expose={expose} loader={loader} />
      </Suspense>
    </RemoteBoundary>
  );
}
