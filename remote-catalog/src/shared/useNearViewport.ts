import { useEffect, useState, type RefObject } from 'react';

/** How far below the visible area a section starts rendering, so it is usually in before it is seen. */
const LOOK_AHEAD = '600px 0px';

/**
 * True once the element is within LOOK_AHEAD of the viewport, and from then on. Below-the-fold home rows
 * wait for it before calling the server and rendering their cards, so the first paint and the carousel's
 * picture do not queue behind thirty cards nobody has scrolled to. Without IntersectionObserver
 * (old browsers, jsdom) everything renders once mounted. False on the server and in the first render,
 * so a server-rendered page hydrates with what the server sent.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: LOOK_AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}
