// The server's first paint is plain HTML that React replaces when the app mounts (up to a second
// later, while the route's page downloads). Meanwhile a visitor can act on it, and replacing it would
// lose what they did: focus would drop back to the start of the document, text typed in a search box
// would vanish, and a button pressed (the network switch, the theme, the menu) would have done
// nothing, since the paint's buttons have no handlers. The app renders the same frame from the same
// components, so each element has a twin in the new DOM: the same tag, text and link target, at the
// same rank among those alike. Focus, typed text and presses are carried over to the twins.

/** An element of the first paint, described so that its twin can be found in the app's DOM. */
export interface ElementMark {
  tag: string;
  text: string;
  href: string | null;
  /** its rank among the first paint's elements of the same tag, text and link target */
  rank: number;
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

/** The app's element for a first paint's one. */
function twinOf(root: HTMLElement, mark: ElementMark): HTMLElement | undefined {
  return alike(root, mark.tag, mark.text, mark.href)[mark.rank];
}

/** The focused element inside `root`, described; null when focus is elsewhere (usually the body). */
export function markFocus(root: HTMLElement): ElementMark | null {
  const el = root.ownerDocument.activeElement;
  return el && el !== root && root.contains(el) ? describe(root, el) : null;
}

/**
 * Focuses the twin of the marked element inside `root` (after the app replaced the first paint),
 * unless focus has moved on by then. True when it did.
 */
export function restoreFocus(root: HTMLElement, mark: ElementMark): boolean {
  const active = root.ownerDocument.activeElement;
  if (active && active !== root.ownerDocument.body && active.isConnected) return false;
  const twin = twinOf(root, mark);
  if (!twin) return false;
  twin.focus({ preventScroll: true });
  return root.ownerDocument.activeElement === twin;
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

/** The visitor's actions on the first paint, held until the app can take them. */
export interface EarlyActions {
  /** Stops holding, then types the text and presses the buttons again on their twins in `root`. */
  replay(root: HTMLElement): void;
}

/**
 * What the server's inline script held before any of the shell's scripts ran: the buttons pressed
 * and the forms submitted (or their submitter) in the first paint, in order.
 */
export interface FirstPaintPresses {
  presses: Array<{ el: Element; submit: boolean }>;
  stop(): void;
}

declare global {
  interface Window {
    firstPaintPresses?: FirstPaintPresses;
  }
}

/**
 * Holds what the visitor does on the first paint in `root` from now on, after what the server's
 * script held before (`earlier`, which stops): presses of its buttons, in order, and its forms'
 * submissions, which are stopped (the paint's search form would reload the page). The fields' text
 * is read when replayed: the paint's fields keep it after React removed them.
 */
export function holdEarlyActions(
  root: HTMLElement,
  earlier: FirstPaintPresses | undefined = window.firstPaintPresses,
): EarlyActions {
  const fields = Array.from(root.querySelectorAll<Field>('input, textarea')).map((el) => ({
    el,
    mark: describe(root, el),
  }));
  const presses: Array<{ mark: ElementMark; submit: boolean }> = [];
  const hold = (el: Element | null | undefined, submit: boolean) => {
    const pressed = el instanceof HTMLFormElement ? el.querySelector(FOCUSABLE) : el;
    const mark = pressed && root.contains(pressed) ? describe(root, pressed) : null;
    if (mark) presses.push({ mark, submit });
  };
  earlier?.stop();
  for (const { el, submit } of earlier?.presses ?? []) hold(el, submit);
  const onClick = (e: MouseEvent) => {
    const button = (e.target as Element).closest?.('button');
    if (button?.type !== 'submit') hold(button, false);
  };
  const onSubmit = (e: SubmitEvent) => {
    e.preventDefault();
    hold(e.submitter ?? (e.target as HTMLFormElement), true);
  };
  root.addEventListener('click', onClick, true);
  root.addEventListener('submit', onSubmit, true);
  let replayed = false;
  return {
    replay(into) {
      root.removeEventListener('click', onClick, true);
      root.removeEventListener('submit', onSubmit, true);
      if (replayed) return;
      replayed = true;
      // Each step is done on its twin, in order, once the app has committed; a twin that is still the
      // loading page's placeholder (its part of the first paint, without handlers) holds that step and
      // the rest until the page has rendered.
      const steps: Array<{ mark: ElementMark; act: (twin: HTMLElement) => void }> = [];
      for (const { el, mark } of fields)
        if (mark && el.value !== el.defaultValue)
          steps.push({ mark, act: (twin) => isField(twin) && typeInto(twin, el.value) });
      for (const { mark, submit } of presses)
        steps.push({ mark, act: (twin) => (submit ? formOf(twin)?.requestSubmit() : twin.click()) });
      let waiting = false;
      const observer = new MutationObserver(() => {
        if (waiting && !into.querySelector('[data-prerender]')) next();
      });
      // One step a task: the app renders what a step changed (the text typed) before the next reads it.
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
      setTimeout(next, 0);
    },
  };
}
