// Minimal host used by `npm run dev -w <remote>`: the providers the shell normally gives a remote
// (router, query client, theme, network, toasts) around the remote's own route list, so a team can
// work on its remote without the shell. Entity links resolve from the remote's own declarations
// only: a link to another remote's page shows as text, as on a site without that remote.
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Link, Route, Routes } from 'react-router-dom';
import { entityPath, type PageDeclaration } from 'shared-api/pages';
import { ExplorerProviders, SkeletonRows, setPopoverLoader, type RemoteRouteObject } from 'shared-ui';

setPopoverLoader(() => import('shared-ui/popover-impl'));

export function mountDevHost(name: string, routes: RemoteRouteObject[], pages: readonly PageDeclaration[]) {
  const el = document.getElementById('root');
  if (!el) throw new Error('#root missing');
  createRoot(el).render(
    <StrictMode>
      <ExplorerProviders entityPaths={(entity, value) => entityPath(pages, entity, value)}>
        <nav style={{ padding: 8, display: 'flex', gap: 12, flexWrap: 'wrap', fontSize: 13 }}>
          <strong>{name} (dev host)</strong>
          {routes.map((r) => (
            <Link key={r.path} to={r.path.replace(/:([a-z]+)/gi, 'example-$1')}>
              {pages.find((p) => p.path === r.path)?.title ?? r.path}
            </Link>
          ))}
        </nav>
        <Suspense fallback={<SkeletonRows rows={6} />}>
          <Routes>
            {routes.map((r) => (
              <Route key={r.path} path={r.path} element={<r.Component />} />
            ))}
            <Route path="*" element={<p style={{ padding: 16 }}>Not a route of {name}.</p>} />
          </Routes>
        </Suspense>
      </ExplorerProviders>
    </StrictMode>,
  );
}
