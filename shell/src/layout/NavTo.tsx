import { forwardRef, type ComponentProps, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { remoteLoader } from '../remotes/loader';
import { routeFor } from '../routes/routeTable';

/** Delay before scrolling when the link points at the page already shown. */
export const SAME_PATH_SCROLL_DELAY_MS = 100;

export function scrollToTop(): void {
  // Smoothly, unless the visitor asked for less motion (a script's smooth scroll ignores the CSS rule).
  const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: still ? 'auto' : 'smooth' });
}

/**
 * A router link that scrolls to the top when clicked (smoothly; after a short delay when the path
 * is unchanged) and prefetches the owning remote on hover or focus.
 */
export const NavTo = forwardRef<HTMLAnchorElement, ComponentProps<typeof Link> & { to: string }>(
  function NavTo({ to, onClick, onMouseEnter, onFocus, ...rest }, ref) {
    const location = useLocation();
    const prefetch = () => {
      const remote = routeFor(to.split(/[?#]/)[0])?.remote;
      if (remote) remoteLoader.prefetch(remote);
    };
    return (
      <Link
        ref={ref}
        to={to}
        {...rest}
        onMouseEnter={(e) => {
          prefetch();
          onMouseEnter?.(e);
        }}
        onFocus={(e) => {
          prefetch();
          onFocus?.(e);
        }}
        onClick={(e: MouseEvent<HTMLAnchorElement>) => {
          onClick?.(e);
          if (to.split('?')[0] === location.pathname) setTimeout(scrollToTop, SAME_PATH_SCROLL_DELAY_MS);
        }}
      />
    );
  },
);
