// A remote's routes (declaredRoutes) get their prefetch from its page declarations: each first GET a page declares is
// started through the remote's FirstQueries table, hint-only ones are left to the browser's cache.
import { QueryClient } from '@tanstack/react-query';
import type { PageDeclaration } from 'shared-api/pages';
import { routeList } from './mf';
import { declaredRoutes, HINT_ONLY, type FirstQueries } from './routes';

const Page = () => null;
const pages = [
  {
    path: '/a/:id',
    title: 'A',
    preload: { api: [{ route: 'GET /api/a/:id' }, { route: 'GET /api/stats' }] },
  },
  { path: '/b', title: 'B', preload: { api: [{ route: 'GET /api/stats' }] } },
  { path: '/c', title: 'C' },
] as const satisfies readonly PageDeclaration[];

test('a page prefetches the first queries it declares, with its params and the URL query; hint-only ones are not started', async () => {
  const started: string[] = [];
  const first: FirstQueries<typeof pages> = {
    'GET /api/a/:id': async (_client, { params, search }) => {
      started.push(`a ${params.id} ${search.toString()}`);
    },
    'GET /api/stats': HINT_ONLY,
  };
  const routes = declaredRoutes(
    pages,
    { '/a/:id': { Component: Page }, '/b': { Component: Page }, '/c': { Component: Page } },
    first,
  );
  window.history.pushState({}, '', '/a/7?tab=x');
  await routes.find((r) => r.path === '/a/:id')?.prefetch?.(new QueryClient(), { id: '7' });
  expect(started).toEqual(['a 7 tab=x']);
  // Only hint-only GETs, or none: nothing to wait for.
  expect(routes.filter((r) => r.prefetch).map((r) => r.path)).toEqual(['/a/:id']);
});

test('the shared routeList of versions already published: components alone, no prefetch', () => {
  expect(routeList({ '/x': { Component: Page } })).toEqual([{ path: '/x', Component: Page }]);
});
