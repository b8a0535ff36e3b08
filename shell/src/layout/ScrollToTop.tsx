import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollToTop } from './NavTo';

/** Scrolls to the top whenever the path changes. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    scrollToTop();
  }, [pathname]);
  return null;
}
