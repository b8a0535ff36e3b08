import { holdEarlyActions, markFocus, restoreFocus } from './firstPaintCarry';

/** The replay runs a step a task, after the app's commit. */
const replayed = () => new Promise((r) => setTimeout(r, 20));

// The server's first paint and the app's render of it: the same frame, new elements.
const FRAME = `
  <a href="#main">Skip to content</a>
  <nav><a href="/">Home</a><a href="/tokens">Tokens</a><a href="/">Home</a></nav>
  <button type="button">Theme</button>
  <main id="main"><h1>Explore Gorbagana</h1></main>`;

function paint(): HTMLElement {
  document.body.innerHTML = `<div id="root">${FRAME}</div>`;
  return document.getElementById('root') as HTMLElement;
}

/** What React's first commit does to the root: everything in it replaced by its own render. */
function replaceWithApp(root: HTMLElement): void {
  root.innerHTML = FRAME;
}

test('focus on the first paint’s skip link lands on the app’s skip link', () => {
  const root = paint();
  (root.querySelector('a[href="#main"]') as HTMLElement).focus();
  const mark = markFocus(root);
  expect(mark).toEqual({ tag: 'A', text: 'Skip to content', href: '#main', rank: 0 });
  replaceWithApp(root);
  expect(document.activeElement).toBe(document.body);
  expect(restoreFocus(root, mark!)).toBe(true);
  expect(document.activeElement?.textContent).toBe('Skip to content');
  expect(root.contains(document.activeElement)).toBe(true);
});

test('of two alike links, the one that had focus gets it back', () => {
  const root = paint();
  const homes = root.querySelectorAll<HTMLElement>('nav a[href="/"]');
  homes[1].focus();
  const mark = markFocus(root)!;
  expect(mark.rank).toBe(1);
  replaceWithApp(root);
  restoreFocus(root, mark);
  expect(document.activeElement).toBe(root.querySelectorAll('nav a[href="/"]')[1]);
});

test('nothing is marked when focus is outside the first paint', () => {
  const root = paint();
  expect(markFocus(root)).toBeNull();
  const outside = document.createElement('button');
  document.body.append(outside);
  outside.focus();
  expect(markFocus(root)).toBeNull();
});

test('focus the visitor has moved on is left alone, and a twin that is gone is not invented', () => {
  const root = paint();
  (root.querySelector('button') as HTMLElement).focus();
  const mark = markFocus(root)!;
  replaceWithApp(root);
  const tokens = root.querySelector<HTMLElement>('a[href="/tokens"]')!;
  tokens.focus();
  expect(restoreFocus(root, mark)).toBe(false);
  expect(document.activeElement).toBe(tokens);

  tokens.blur();
  root.innerHTML = '<main><h1>Explore Gorbagana</h1></main>';
  expect(restoreFocus(root, mark)).toBe(false);
  expect(document.activeElement).toBe(document.body);
});

test('a button pressed on the first paint is pressed again on its twin once the app has mounted', async () => {
  const root = paint();
  const early = holdEarlyActions(root);
  (root.querySelector('button') as HTMLElement).click();
  replaceWithApp(root);
  const pressed: string[] = [];
  root
    .querySelector('button')!
    .addEventListener('click', (e) => pressed.push((e.target as Element).textContent!));
  early.replay(root);
  await replayed();
  expect(pressed).toEqual(['Theme']);
  // Once replayed, presses are the app's own business: none is held or pressed again.
  root.querySelector('button')!.click();
  early.replay(root);
  await replayed();
  expect(pressed).toEqual(['Theme', 'Theme']);
});

test('text typed and a search submitted on the first paint reach the app’s form, and the paint does not reload', async () => {
  document.body.innerHTML = `<div id="root"><form role="search"><input type="search" aria-label="Search"><button type="submit">Search</button></form></div>`;
  const root = document.getElementById('root')!;
  const early = holdEarlyActions(root);
  const input = root.querySelector('input')!;
  input.value = 'USDC';
  const nativeSubmit = new Event('submit', { bubbles: true, cancelable: true });
  root.querySelector('form')!.dispatchEvent(nativeSubmit);
  expect(nativeSubmit.defaultPrevented).toBe(true);

  root.innerHTML = `<form role="search"><input type="search" aria-label="Search"><button type="submit">Search</button></form>`;
  const typed: string[] = [];
  const submitted: string[] = [];
  const appInput = root.querySelector('input')!;
  appInput.addEventListener('input', () => typed.push(appInput.value));
  root.querySelector('form')!.addEventListener('submit', (e) => {
    e.preventDefault();
    submitted.push(appInput.value);
  });
  early.replay(root);
  await replayed();
  expect(typed).toEqual(['USDC']);
  expect(submitted).toEqual(['USDC']);
});

test('a press whose twin is still the loading page’s placeholder waits for the page, then is done', async () => {
  const root = paint();
  const early = holdEarlyActions(root);
  (root.querySelector('button') as HTMLElement).click();
  root.innerHTML = `<div data-prerender="">${FRAME}</div>`;
  const pressed: string[] = [];
  const listen = () => root.querySelector('button')!.addEventListener('click', () => pressed.push('pressed'));
  listen();
  early.replay(root);
  await replayed();
  expect(pressed).toEqual([]); // not sent to markup without handlers
  replaceWithApp(root);
  listen();
  await replayed();
  expect(pressed).toEqual(['pressed']);
});

test('presses the server’s script held before the shell ran are pressed again too, first and once', async () => {
  const root = paint();
  const [skip, theme] = [root.querySelector('a')!, root.querySelector('button')!];
  let stopped = 0;
  const early = holdEarlyActions(root, {
    presses: [
      { el: theme, submit: false },
      { el: skip, submit: false },
      { el: document.createElement('button'), submit: false }, // not in the first paint: dropped
    ],
    stop: () => stopped++,
  });
  expect(stopped).toBe(1);
  theme.click();
  replaceWithApp(root);
  const pressed: string[] = [];
  root.addEventListener('click', (e) => {
    e.preventDefault();
    pressed.push((e.target as Element).textContent!);
  });
  early.replay(root);
  await replayed();
  expect(pressed).toEqual(['Theme', 'Skip to content', 'Theme']);
});
