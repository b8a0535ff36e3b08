// Minimal host used by `npm run dev -w <remote>`: the providers the shell normally gives a remote
// (router, query client, theme, network, toasts) around the remote's own route list, so a team can
// work on its remote without the shell.
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  NetworkProvider,
  SkeletonRows,
  ThemeModeProvider,
  ToastProvider,
  Toaster,
  setPopoverLoader,
  type RemoteRouteObject,
} from 'shared-ui';

setPopoverLoader(() => import('shared-ui/src/primitives/PopoverImpl'));

export function mountDevHost(name: string, routes: RemoteRouteObject[]) {
  const client = new QueryClient({
    defaultOptions: { queries: { refetchOnWindowFocus: false, staleTime: Infinity, retry: false } },
  });
  const el = document.getElementById('root');
  if (!el) throw new Error('#root missing');
  createRoot(el).render(
    <StrictMode>
      <ThemeModeProvider>
        <QueryClientProvider client={client}>
          <NetworkProvider>
            <ToastProvider>
              <BrowserRouter>
                <nav style={{ padding: 8, display: 'flex', gap: 12, flexWrap: 'wrap', fontSize: 13 }}>
                  <strong>{name} (dev host)</strong>
                  {routes.map((r) => (
                    <Link key={r.path} to={r.path.replace(/:([a-z]+)/gi, 'example-$1')}>
                      {r.title}
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
                <Toaster />
              </BrowserRouter>
            </ToastProvider>
          </NetworkProvider>
        </QueryClientProvider>
      </ThemeModeProvider>
    </StrictMode>,
  );
}
