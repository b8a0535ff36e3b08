// The server's first paint is plain HTML that React replaces when the app mounts (up to a second
// later, while the route's page downloads). Meanwhile a visitor can act on it, and replacing it would
// lose what they did: focus would drop back to the start of the document, text typed in a search box
// would vanish, and a button pressed (the network switch, the theme, the menu) would have done
// nothing, since the paint's buttons have no handlers. The app renders the same frame from the same
// components, so each element has a twin in the new DOM: the same tag, text and link target, at the
// same rank among those alike. Focus, typed text and presses are carried over to the twins. Few
// visitors act that early: the shell loads this module only for those who did.

/** An element of the first paint, described so that its twin can be found in the app's DOM. */
interface ElementMark {
  tag: string;
  text: string;
  href: string | null;
  /** its rank among the first paint's elements of the same tag, text and link target */
  rank: number;
}

/**
 * What the server's inline script holds from before any of the shell's scripts ran until the app
 * mounts: the buttons pressed and the forms submitted (or their submitter) in the first paint, in
 * order (the paint's buttons have no handlers and its search form would reload the page), and
 * whether text was typed.
 */
export interface FirstPaintActions {
  presses: Array<{ el: Element; submit: boolean }>;
  typed: boolean;
  stop(): void;
}

declare global {
  interface Window {
    firstPaintActions?: FirstPaintActions;
  }
}

const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]';

function alike(root: HTMLElement, tag: string, text: string, href: string | null): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (e) => e.tagName === tag && (e.textContent ?? '').trim() === text && e.getAttribute('href') === href,
  );
}

function describe(root: HTMLElement, el: Element): ElementMark | null {
  const tag = el.tagName;
  const text = (el.textContent ?? '').trim();
  const href = el.getAttribute('href');
  const rank = alike(root, tag, text, href).indexOf(el as HTMLElement);
  return rank < 0 ? null : { tag, text, href, rank };
}

const twinOf = (root: HTMLElement, mark: ElementMark): HTMLElement | undefined =>
  alike(root, mark.tag, mark.text, mark.href)[mark.rank];

/** Focuses the twin of the marked element inside `root`, unless focus has moved on by then. */
function restoreFocus(root: HTMLElement, mark: ElementMark): void {
  const active = root.ownerDocument.activeElement;
  if (active && active !== root.ownerDocument.body && active.isConnected) return;
  twinOf(root, mark)?.focus({ preventScroll: true });
}

type Field = HTMLInputElement | HTMLTextAreaElement;

const isField = (el: Element): el is Field =>
  el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement;

const formOf = (el: Element): HTMLFormElement | null =>
  isField(el) || el instanceof HTMLButtonElement ? el.form : null;

/** How long presses wait for a page still loading before they are dropped. */
const PAGE_WAIT_MS = 15_000;

/** Types `value` into an app's field as a keyboard would: React hears it as a change. */
function typeInto(field: Field, value: string): void {
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  setValue?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

interface Step {
  mark: ElementMark;
  act(twin: HTMLElement): void;
}

/** What to do again, in order: the text typed in the paint's fields, then its presses. */
function stepsOf(paint: HTMLElement, presses: FirstPaintActions['presses']): Step[] {
  const steps: Step[] = [];
  for (const el of Array.from(paint.querySelectorAll<Field>('input, textarea'))) {
    const mark = el.value !== el.defaultValue ? describe(paint, el) : null;
    if (mark) steps.push({ mark, act: (twin) => isField(twin) && typeInto(twin, el.value) });
  }
  for (const { el, submit } of presses) {
    const pressed = el instanceof HTMLFormElement ? el.elements[0] : el;
    const mark = pressed && paint.contains(pressed) ? describe(paint, pressed) : null;
    if (mark) steps.push({ mark, act: (twin) => (submit ? formOf(twin)?.requestSubmit() : twin.click()) });
  }
  return steps;
}

/**
 * Carries what the visitor did on the first paint (`paint`: its nodes, which React has removed;
 * `focused`: its element that had focus) over to the twins in `into`, the app's render: focus first,
 * then the text typed and the presses, in order, one a task (the app renders what a step changed,
 * the text typed, before the next reads it). A twin that is still the loading page's placeholder
 * (its part of the first paint, without handlers) holds that step and the rest until the page has
 * rendered.
 */
export function carryFirstPaint(
  paint: ChildNode[],
  into: HTMLElement,
  focused: Element | null,
  presses: FirstPaintActions['presses'],
): void {
  // Gathered again, the paint's nodes keep their order and text: its elements can be ranked.
  const old = into.ownerDocument.createElement('div');
  old.append(...paint);
  const focus = focused && old.contains(focused) ? describe(old, focused) : null;
  if (focus) restoreFocus(into, focus);
  const steps = stepsOf(old, presses);
  let waiting = false;
  const observer = new MutationObserver(() => {
    if (waiting && !into.querySelector('[data-prerender]')) next();
  });
  function next(): void {
    waiting = false;
    const step = steps[0];
    if (!step) return observer.disconnect();
    const twin = twinOf(into, step.mark);
    if (twin?.closest('[data-prerender]')) {
      waiting = true;
      return;
    }
    steps.shift();
    if (twin) step.act(twin);
    setTimeout(next, 0);
  }
  observer.observe(into, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), PAGE_WAIT_MS);
  next();
}
