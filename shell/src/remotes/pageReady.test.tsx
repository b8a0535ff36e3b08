/**
 * @jest-environment node
 */
import { Suspense, lazy } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClient } from '@tanstack/react-query';
import type { RemoteRouteObject } from 'shared-ui';
import type { RemoteLoader } from './loader';
import { preloadComponent, whenPageReady, within } from './pageReady';

const page = (P: React.ComponentType) =>
  renderToString(
    <Suspense fallback={<i>waiting</i>}>
      <P />
    </Suspense>,
  );

test('a lazy page not yet loaded renders its fallback; once preloaded it renders at once', async () => {
  const Cold = lazy(async () => ({ default: () => <b>rows</b> }));
  expect(page(Cold)).toContain('waiting');

  const Warm = lazy(async () => ({ default: () => <b>rows</b> }));
  await preloadComponent(Warm);
  const html = page(Warm);
  expect(html).toContain('<b>rows</b>');
  expect(html).not.toContain('waiting');
});

test('a page whose import fails is left to its error boundary', async () => {
  const Broken = lazy(async (): Promise<{ default: React.ComponentType }> => {
    throw new Error('chunk refused');
  });
  await expect(preloadComponent(Broken)).resolves.toBeUndefined();
});

test('within gives up waiting after its time, and never rejects', async () => {
  const t0 = Date.now();
  await within(new Promise(() => undefined), 30);
  expect(Date.now() - t0).toBeGreaterThanOrEqual(25);
  await within(Promise.reject(new Error('no')), 1000);
});

const loaderOf = (routes: RemoteRouteObject[]) =>
  ({ load: async () => ({ routes }) }) as unknown as RemoteLoader;

test("the page is ready once its chunk has run and its route's first queries have answered", async () => {
  const client = new QueryClient();
  const seen: unknown[] = [];
  let answer: (rows: string[]) => void = () => undefined;
  const Page = lazy(async () => ({ default: () => <b>rows</b> }));
  const ready = whenPageReady(
    loaderOf([
      {
        path: '/token/:address',
        Component: Page,
        prefetch: (c, params) => {
          seen.push(c, params);
          return c.prefetchQuery({
            queryKey: ['token', params.address],
            queryFn: () => new Promise<string[]>((r) => (answer = r)),
          });
        },
      },
    ]),
    'mfe_tokens',
    '/token/:address',
    client,
    { address: 'Mint1' },
  );
  let done = false;
  void ready.then(() => (done = true));
  await new Promise((r) => setTimeout(r, 20));
  expect(seen).toEqual([client, { address: 'Mint1' }]);
  expect(done).toBe(false); // still waiting for the data
  answer(['row']);
  await ready;
  expect(client.getQueryData(['token', 'Mint1'])).toEqual(['row']);
  expect(page(Page)).toContain('<b>rows</b>');
});

test('a page whose first queries never answer is ready anyway, and without a client none are started', async () => {
  const prefetch = jest.fn(() => new Promise(() => undefined));
  const routes = [{ path: '/', Component: () => <b>home</b>, prefetch }];
  await whenPageReady(loaderOf(routes), 'mfe_chain', '/', new QueryClient());
  expect(prefetch).toHaveBeenCalledTimes(1);
  await whenPageReady(loaderOf(routes), 'mfe_chain', '/');
  expect(prefetch).toHaveBeenCalledTimes(1);
});
