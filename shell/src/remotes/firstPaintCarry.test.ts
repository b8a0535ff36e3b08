import { carryFirstPaint } from './firstPaintCarry';

// The server's first paint and the app's render of it: the same frame, new elements.
const FRAME = `
  <a href="#main">Skip to content</a>
  <nav><a href="/">Home</a><a href="/tokens">Tokens</a><a href="/">Home</a></nav>
  <button type="button">Theme</button><button type="button">Mainnet</button>
  <main id="main"><form role="search"><input type="search" aria-label="Search"><button type="submit">Search</button></form></main>`;

/** The first paint, in the #root React is about to take over. */
function firstPaint(): HTMLElement {
  document.body.innerHTML = `<div id="root">${FRAME}</div>`;
  return document.getElementById('root')!;
}

/**
 * React's first commit: the paint's nodes removed (returned, as the shell keeps them) for the app's
 * render, whose every press and submit is written down (with the search box's value at the time).
 */
function app(html = FRAME): { root: HTMLElement; log: string[]; paint: ChildNode[] } {
  const root = document.getElementById('root')!;
  const paint = Array.from(root.childNodes);
  root.replaceChildren();
  root.innerHTML = html;
  const log: string[] = [];
  const input = () => root.querySelector('input');
  root.addEventListener('click', (e) => {
    e.preventDefault();
    log.push(`press ${(e.target as Element).textContent}`);
  });
  root.addEventListener('input', () => log.push(`type ${input()?.value}`));
  root.addEventListener('submit', (e) => {
    e.preventDefault();
    log.push(`search ${input()?.value}`);
  });
  return { root, log, paint };
}

/** Steps run one a task. */
const settled = () => new Promise((r) => setTimeout(r, 30));

test('focus on the first paint’s skip link lands on the app’s skip link', () => {
  const skip = firstPaint().querySelector<HTMLElement>('a[href="#main"]')!;
  skip.focus();
  const { root, paint } = app();
  expect(document.activeElement).toBe(document.body);
  carryFirstPaint(paint, root, skip, []);
  expect(document.activeElement).toBe(root.querySelector('a[href="#main"]'));
});

test('of two alike links, the one that had focus gets it back', () => {
  const second = firstPaint().querySelectorAll<HTMLElement>('nav a[href="/"]')[1];
  const { root, paint } = app();
  carryFirstPaint(paint, root, second, []);
  expect(document.activeElement).toBe(root.querySelectorAll('nav a[href="/"]')[1]);
});

test('focus the visitor has moved on is left alone, and a twin that is gone is not invented', () => {
  const theme = firstPaint().querySelector('button')!;
  const { root, paint } = app();
  const tokens = root.querySelector<HTMLElement>('a[href="/tokens"]')!;
  tokens.focus();
  carryFirstPaint(paint, root, theme, []);
  expect(document.activeElement).toBe(tokens);

  const again = firstPaint().querySelector('button')!;
  const gone = app('<main><h1>Explore Gorbagana</h1></main>');
  carryFirstPaint(gone.paint, gone.root, again, []);
  expect(document.activeElement).toBe(document.body);
});

test('presses on the first paint are done again on their twins, in order, after the text typed', async () => {
  const paint = firstPaint();
  const [theme, mainnet] = Array.from(paint.querySelectorAll('button'));
  paint.querySelector('input')!.value = 'USDC';
  const { root, log, paint: removed } = app();
  carryFirstPaint(removed, root, null, [
    { el: mainnet, submit: false },
    { el: theme, submit: false },
    { el: document.createElement('button'), submit: false }, // not of the first paint: dropped
  ]);
  await settled();
  expect(log).toEqual(['type USDC', 'press Mainnet', 'press Theme']);
});

test('a search submitted on the first paint is submitted by the app’s form, with the text typed', async () => {
  const paint = firstPaint();
  paint.querySelector('input')!.value = 'Raydium';
  const [submitter, form] = [paint.querySelector('button[type=submit]')!, paint.querySelector('form')!];
  const { root, log, paint: removed } = app();
  // Enter in the box (the submitter: its Search button), and a form submitted without a submitter.
  carryFirstPaint(removed, root, null, [
    { el: submitter, submit: true },
    { el: form, submit: true },
  ]);
  await settled();
  expect(log).toEqual(['type Raydium', 'search Raydium', 'search Raydium']);
});

test('a twin that is still the loading page’s placeholder holds the steps until the page has rendered', async () => {
  const paint = firstPaint();
  paint.querySelector('input')!.value = 'USDC';
  const mainnet = paint.querySelectorAll('button')[1];
  const header = FRAME.slice(0, FRAME.indexOf('<main'));
  const main = FRAME.slice(FRAME.indexOf('<main'));
  const { root, log, paint: removed } = app(`${header}<div data-prerender="">${main}</div>`);
  carryFirstPaint(removed, root, null, [{ el: mainnet, submit: false }]);
  await settled();
  expect(log).toEqual([]); // nothing sent to markup without handlers, nor out of order
  root.querySelector('[data-prerender]')!.outerHTML = main;
  await settled();
  expect(log).toEqual(['type USDC', 'press Mainnet']);
});

test('nothing typed or pressed: nothing is done', async () => {
  firstPaint();
  const { root, log, paint } = app();
  carryFirstPaint(paint, root, null, []);
  await settled();
  expect(log).toEqual([]);
});
