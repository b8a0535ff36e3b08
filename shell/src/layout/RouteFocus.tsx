// Keyboard and screen-reader navigation between pages: the skip link (the first Tab stop) and, on
// every route change, focus on the new page's main heading so it is announced once and Tab continues
// from the page rather than from the link that was followed. Also sets the route's default document
// title (a page replaces it with its entity through shared-ui's useDocumentTitle).
import { useEffect, useRef, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useRouteDocumentTitle } from 'shared-ui';
import { NOT_FOUND_TITLE, routeFor, usePageTable } from '../routes/routeTable';

export const MAIN_ID = 'main';
/** How long a route change waits for the new page's h1 (a remote may still be downloading). */
export const HEADING_WAIT_MS = 5000;

/** Focuses an element that is not a control (tabindex -1 makes it focusable by script only). */
export function focusQuietly(el: HTMLElement): void {
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus({ preventScroll: true });
}

/** Where a visitor lands in the page: its main heading, else the main landmark itself. */
export function pageStart(main: HTMLElement): HTMLElement {
  return main.querySelector<HTMLElement>('h1') ?? main;
}

const Skip = styled.a`
  position: absolute;
  left: 8px;
  top: -200px;
  z-index: 1000;
  padding: 8px 14px;
  border-radius: ${(p) => p.theme.radius.sm};
  background: ${(p) => p.theme.colors.primary};
  color: ${(p) => p.theme.colors.primaryText};
  font-weight: 600;
  &:focus {
    top: 8px;
  }
`;

/** 'Skip to content': hidden until focused; moves focus into main (Tab then reaches the page). */
export function SkipLink() {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    e.preventDefault();
    focusQuietly(main);
    main.scrollIntoView();
  };
  return (
    <Skip href={`#${MAIN_ID}`} onClick={onClick}>
      Skip to content
    </Skip>
  );
}

/** Moves focus to the new page's h1 (or main) after each path change; the first load is left to
 *  the browser. Leaves focus alone when the visitor has already moved it into the new page. */
export function RouteFocus() {
  const { pathname } = useLocation();
  useRouteDocumentTitle(routeFor(pathname, usePageTable())?.title ?? NOT_FOUND_TITLE);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    const before = document.activeElement;
    // The heading focused so far: while the new page settles its h1 can be replaced (a loading state
    // giving way to the loaded page), and focus then falls to <body>; it is placed again until then.
    let placed: HTMLElement | null = null;
    const visitorMovedOn = () => {
      const now = document.activeElement;
      // Anywhere else than where it was, the heading placed or nowhere: the visitor moved it.
      return now !== before && now !== placed && now !== document.body && now !== null;
    };
    const place = () => {
      if (visitorMovedOn()) return stop();
      if (placed?.isConnected && document.activeElement === placed) return;
      const h1 = main.querySelector<HTMLElement>('h1');
      if (!h1) return;
      placed = h1;
      focusQuietly(h1);
    };
    const observer = new MutationObserver(place);
    const timer = setTimeout(() => {
      stop();
      if (!visitorMovedOn() && document.activeElement !== placed) focusQuietly(pageStart(main));
    }, HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    observer.observe(main, { childList: true, subtree: true });
    place();
    return stop;
  }, [pathname]);
  return null;
}
