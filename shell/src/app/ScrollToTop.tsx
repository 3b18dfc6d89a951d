import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** A layout effect (before the new page is painted) in the browser; on the render server, where effects never run, a plain one (React warns about a layout effect there). */
const useLayoutEffectInBrowser = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Every navigation in the app scrolls the window instantly to the top. The page's first location is left
 * where the browser put it: a customer who scrolled a server-rendered page before it hydrated stays there
 * (and a tap on its way is not moved under them), as does a reload's restored position.
 */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  const navigated = useRef(false);
  useLayoutEffectInBrowser(() => {
    if (navigated.current) window.scrollTo(0, 0);
    navigated.current = true;
  }, [pathname, search]);
  return null;
}
