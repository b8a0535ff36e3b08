import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { darkTheme } from 'shared-ui';
import { PageSkeleton } from './RemoteRoute';
import { capturePrerender, hasPrerender, prerenderedMain, whenFirstPaintShown } from './prerender';

// What the server sends for '/' (server/src/static/prerender.ts: the shell's frame around mfe-chain's
// home part), reduced to its structure.
const hero = (tag: string) =>
  `<div class="pr-page"><header class="pr-hero"><${tag} class="pr-h1">Explore <span>Gorbagana</span></${tag}></header></div>`;
const HERO = hero('h1');
const SERVED =
  '<div class="pr-header"><span>Gorbagana Explorer</span></div>' +
  `<main id="main" class="pr-main"><div data-prerender-main="/">${HERO}</div></main>`;

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  document.body.innerHTML = `<div id="root">${SERVED}</div>`;
  capturePrerender();
});

test('the prerendered main content is kept for its route and URL only', () => {
  // The same markup, its heading as plain text (the page's own h1 is the page's).
  expect(prerenderedMain('/')).toBe(hero('div'));
  expect(prerenderedMain('/tokens')).toBeNull();
  window.history.pushState(null, '', '/tokens');
  expect(prerenderedMain('/')).toBeNull(); // navigated away: no longer this page's first paint
});

test('no prerender: nothing is kept', () => {
  expect(hasPrerender()).toBe(true);
  document.body.innerHTML = '<div id="root"></div>';
  capturePrerender();
  expect(hasPrerender()).toBe(false);
  expect(prerenderedMain('/')).toBeNull();
});

test('the first commit waits for the first paint to be shown, at most the given time', async () => {
  const painted = { getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? [{}] : []) };
  const notYet = { getEntriesByName: () => [] };
  let shown = false;
  await whenFirstPaintShown(60_000, painted as unknown as Performance).then(() => (shown = true));
  expect(shown).toBe(true);
  const start = Date.now();
  await whenFirstPaintShown(30, notYet as unknown as Performance);
  expect(Date.now() - start).toBeGreaterThanOrEqual(25);
});

test("React's first commit replaces the prerender: the loading fallback shows the same hero, no h1", async () => {
  const el = document.getElementById('root');
  if (!el) throw new Error('no #root');
  const root = createRoot(el);
  await act(async () =>
    root.render(
      <ThemeProvider theme={darkTheme}>
        <header>
          <span>Gorbagana Explorer</span>
        </header>
        <main>
          <PageSkeleton route="/" />
        </main>
      </ThemeProvider>,
    ),
  );
  expect(document.querySelectorAll('h1')).toHaveLength(0);
  expect(document.querySelectorAll('main')).toHaveLength(1);
  expect(document.querySelector('main .pr-h1')?.textContent).toBe('Explore Gorbagana');
  expect(document.querySelector('.pr-header')).toBeNull();
  expect(document.querySelector('[data-testid="page-loading"]')?.getAttribute('aria-busy')).toBe('true');
  // Another route's fallback is the plain skeleton.
  await act(async () =>
    root.render(
      <ThemeProvider theme={darkTheme}>
        <main>
          <PageSkeleton route="/tokens" />
        </main>
      </ThemeProvider>,
    ),
  );
  expect(document.querySelector('.pr-h1')).toBeNull();
  act(() => root.unmount());
});
