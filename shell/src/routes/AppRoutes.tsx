import { Route, Routes } from 'react-router-dom';
import { ComingSoon, MainnetUnderConstruction, useNetwork } from 'shared-ui';
import { RemoteRoute } from '../remotes/RemoteRoute';
import { NotFound } from '../pages/NotFound';
import { ROUTE_TABLE, type RouteEntry } from './routeTable';

// The document title of every route is set by RouteFocus (shell/src/layout) from the route table.
function ShellComingSoon({ title }: { title: string }) {
  return <ComingSoon title={title} />;
}

function RouteBody({ entry }: { entry: RouteEntry }) {
  const { isMainnet } = useNetwork();
  if (isMainnet && entry.testnetOnly) return <MainnetUnderConstruction />;
  if (!entry.remote) return <ShellComingSoon title={entry.title} />;
  return <RemoteRoute remote={entry.remote} path={entry.path} />;
}

/** The route table, in order, and the 404 page for anything else. */
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
