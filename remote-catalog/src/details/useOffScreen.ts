import { useEffect, useState } from 'react';

/** Whether `target` is out of the viewport (the phone's sticky bar shows while the panel's Enter button is). */
export function useOffScreen(target: HTMLElement | null): boolean {
  const [off, setOff] = useState(false);
  useEffect(() => {
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setOff(!entry!.isIntersecting));
    observer.observe(target);
    return () => observer.disconnect();
  }, [target]);
  return off;
}
