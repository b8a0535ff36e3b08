import { markFocus, restoreFocus } from './focusCarry';

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
