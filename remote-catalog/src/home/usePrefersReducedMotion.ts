import { useEffect, useState } from 'react';

/** Whether the visitor asks for reduced motion, kept up to date. */
export function usePrefersReducedMotion(): boolean {
  // Read once mounted: the server cannot know, and the first render must be the one the server sent.
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}
