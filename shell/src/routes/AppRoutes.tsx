import { useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ComingSoon, MainnetUnderConstruction, useNetwork } from 'shared-ui';
import { RemoteRoute } from '../remotes/RemoteRoute';
import { NotFound } from '../pages/NotFound';
import { ROUTE_TABLE, type RouteEntry } from './routeTable';

function ShellComingSoon({ title }: { title: string }) {
  useEffect(() => {
    document.title = `${title} | Gorbagana Explorer`;
  }, [title]);
  return <ComingSoon title={title} />;
}

function RouteBody({ entry }: { entry: RouteEntry }) {
  const { isMainnet } = useNetwork();
  if (isMainnet && entry.testnetOnly) return <MainnetUnderConstruction />;
  if (!entry.remote) return <ShellComingSoon title={entry.title} />;
  return <RemoteRoute remote={entry.remote} path={entry.path} title={entry.title} />;
}

/** The spec's route table, in order, and the 404 page for anything else. */
export function AppRoutes() {
  return (
    <Routes>
      {ROUTE_TABLE.map((entry) => (
        <Route key={entry.path} path={entry.path} element={<RouteBody entry={entry} />} />
      ))}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
