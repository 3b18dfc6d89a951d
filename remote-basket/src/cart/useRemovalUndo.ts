import { useCallback, useEffect, useRef, useState } from 'react';
import type { CartItem } from '@shop/shared-contracts';

/** How long a removed line can be put back. */
export const UNDO_WINDOW_MS = 5000;

/** Lines removed in the last 5 seconds, each offered back until its time runs out or it is undone. */
export function useRemovalUndo(windowMs = UNDO_WINDOW_MS) {
  const [removed, setRemoved] = useState<CartItem[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const forget = useCallback((key: string) => {
    clearTimeout(timers.current.get(key));
    timers.current.delete(key);
    setRemoved((current) => current.filter((item) => item.key !== key));
  }, []);

  const offer = useCallback(
    (item: CartItem) => {
      setRemoved((current) => [...current.filter((entry) => entry.key !== item.key), item]);
      clearTimeout(timers.current.get(item.key));
      timers.current.set(
        item.key,
        setTimeout(() => forget(item.key), windowMs),
      );
    },
    [forget, windowMs],
  );

  useEffect(() => {
    const running = timers.current;
    return () => running.forEach((timer) => clearTimeout(timer));
  }, []);

  return { removed, offer, forget };
}
