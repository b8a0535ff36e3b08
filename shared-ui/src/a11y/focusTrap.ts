// Keeps Tab and Shift+Tab inside a modal (WAI-ARIA APG dialog pattern): from the last focusable
// element Tab wraps to the first, from the first (or the dialog itself) Shift+Tab wraps to the last.

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** The elements Tab can reach inside `root`, in document order (hidden ones left out). */
export function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest('[hidden], [inert]') && el.getAttribute('aria-hidden') !== 'true',
  );
}

/** Call from the modal's keydown handler; wraps Tab at either end and returns true when it did. */
export function trapTab(
  e: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>,
  root: HTMLElement,
): boolean {
  if (e.key !== 'Tab') return false;
  const items = tabbables(root);
  const active = document.activeElement;
  if (items.length === 0) {
    e.preventDefault();
    root.focus();
    return true;
  }
  const first = items[0];
  const last = items[items.length - 1];
  const outside = !root.contains(active);
  if (e.shiftKey && (active === first || active === root || outside)) {
    e.preventDefault();
    last.focus();
    return true;
  }
  if (!e.shiftKey && (active === last || outside)) {
    e.preventDefault();
    first.focus();
    return true;
  }
  return false;
}
