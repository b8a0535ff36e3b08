// The server's first paint is plain HTML that React replaces when the app mounts (up to a second
// later, while the route's page downloads). A visitor who pressed Tab meanwhile has focus on an
// element of that paint, and replacing it would drop focus back to the start of the document. The
// app renders the same frame from the same components, so the element has a twin in the new DOM:
// the same tag, text and link target, at the same rank among those alike. Focus moves to it.

/** What the app's DOM is searched for: the focused element of the first paint, described. */
export interface FocusMark {
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

/** The focused element inside `root`, described; null when focus is elsewhere (usually the body). */
export function markFocus(root: HTMLElement): FocusMark | null {
  const el = root.ownerDocument.activeElement as HTMLElement | null;
  if (!el || el === root || !root.contains(el)) return null;
  const tag = el.tagName;
  const text = (el.textContent ?? '').trim();
  const href = el.getAttribute('href');
  const rank = alike(root, tag, text, href).indexOf(el);
  return rank < 0 ? null : { tag, text, href, rank };
}

/**
 * Focuses the twin of the marked element inside `root` (after the app replaced the first paint),
 * unless focus has moved on by then. True when it did.
 */
export function restoreFocus(root: HTMLElement, mark: FocusMark): boolean {
  const active = root.ownerDocument.activeElement;
  if (active && active !== root.ownerDocument.body && active.isConnected) return false;
  const twin = alike(root, mark.tag, mark.text, mark.href)[mark.rank];
  if (!twin) return false;
  twin.focus({ preventScroll: true });
  return root.ownerDocument.activeElement === twin;
}
