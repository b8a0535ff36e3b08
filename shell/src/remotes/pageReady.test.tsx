/**
 * @jest-environment node
 */
import { Suspense, lazy } from 'react';
import { renderToString } from 'react-dom/server';
import { preloadComponent, within } from './pageReady';

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
