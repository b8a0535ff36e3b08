import { lazy, Suspense, useState } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import type { PageEntity } from 'shared-api/pages';
import { useEntityPath, useHiddenOnMainnet } from 'shared-ui';
import { ErrorBox } from '../remotes/RemoteBoundary';
import { RemoteRoute } from '../remotes/RemoteRoute';
import { remoteLoader } from '../remotes/loader';
import { NotFound } from './NotFound';
import { usePageTable, type RouteEntry } from './routeTable';

/**
 * Another explorer's path of an entity: the page declaring the entity, with the path's one value
 * (only ever a path of this site, from the declarations); the 404 page when none declares it.
 */
export function EntityRedirect({ entity }: { entity: PageEntity }) {
  const value = Object.values(useParams())[0];
  const to = useEntityPath(entity, value);
  // Its query and fragment are the other explorer's (a cluster, a tab): not carried over.
  return to ? <Navigate replace to={to} /> : <NotFound />;
}

// Screens few visitors meet, loaded when one shows rather than with every first page.
const screens = () => import(/* webpackChunkName: "screens" */ 'shared-ui/screens');
const ComingSoon = lazy(() => screens().then((m) => ({ default: m.ComingSoon })));
const MainnetUnderConstruction = lazy(() => screens().then((m) => ({ default: m.MainnetUnderConstruction })));

// The document title of every route is set by RouteFocus (shell/src/layout) from the page table.
// A page declared testnet-only is enforced here, for every owner, and nowhere else.
function RouteBody({ entry }: { entry: RouteEntry }) {
  const hidden = useHiddenOnMainnet(entry.testnetOnly);
  if (entry.redirectTo) return <EntityRedirect entity={entry.redirectTo} />;
  if (entry.remote && !hidden) return <RemoteRoute remote={entry.remote} path={entry.path} />;
  return (
    <Suspense fallback={null}>
      {hidden ? <MainnetUnderConstruction /> : <ComingSoon title={entry.title} />}
    </Suspense>
  );
}

/** Without the registry the remotes' pages are unknown: a path is not called missing, it is retried. */
function PagesUnavailable() {
  const [trying, setTrying] = useState(false);
  const retry = () => {
    setTrying(true);
    remoteLoader.chooseAll().then(
      () => setTrying(false),
      () => setTrying(false),
    );
  };
  return (
    <ErrorBox role="alert" data-remote-error="registry">
      <h2>This part of the explorer could not be loaded</h2>
      <p>The list of the explorer&apos;s pages did not arrive.</p>
      <button type="button" onClick={retry} disabled={trying}>
        Retry
      </button>
    </ErrorBox>
  );
}

/** The page table and, for anything else, the 404 page. */
export function AppRoutes() {
  const table = usePageTable();
  return (
    <Routes>
      {table.map((entry) => (
        <Route key={entry.path} path={entry.path} element={<RouteBody entry={entry} />} />
      ))}
      <Route path="*" element={remoteLoader.knowsPages() ? <NotFound /> : <PagesUnavailable />} />
    </Routes>
  );
}
