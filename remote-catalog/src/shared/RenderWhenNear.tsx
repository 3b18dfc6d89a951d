import { useRef, type ReactNode } from 'react';
import { useNearViewport } from './useNearViewport';

/**
 * Renders its children once the customer scrolls near them, holding `minHeight` until then: for blocks
 * far below the fold (recommended competitions) whose rendering would otherwise delay the first paint.
 */
export function RenderWhenNear({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  return (
    <div ref={ref} style={near ? undefined : { minHeight }}>
      {near ? children : null}
    </div>
  );
}
