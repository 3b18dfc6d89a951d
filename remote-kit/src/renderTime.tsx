import { createContext, startTransition, useContext, useEffect, useState } from 'react';

/**
 * The time a server-rendered page was rendered at. Screens that show time (countdowns, "new", a sale)
 * render their first frame with it, on the server and again while the browser hydrates, so both agree;
 * the live clock takes over once mounted. The shell sets `current` to null once the page has hydrated, so
 * screens mounted later start from the live clock (a ref, not state: clearing it renders nothing again).
 */
export interface RenderClock {
  current: number | null;
}

const RenderClockContext = createContext<RenderClock>({ current: null });
export const RenderClockProvider = RenderClockContext.Provider;

/** The current time, ticking every `intervalMs` while mounted (one timer per caller). */
export function useNow(intervalMs = 1000): number {
  const clock = useContext(RenderClockContext);
  const [start] = useState(() => clock.current);
  const [now, setNow] = useState(() => start ?? Date.now());
  useEffect(() => {
    // After hydration, the live clock in a transition: what it changes renders in slices that yield to the
    // browser, so the first picture's paint and a first tap do not wait behind the whole screen's render.
    if (start !== null) startTransition(() => setNow(Date.now()));
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, start]);
  return now;
}
