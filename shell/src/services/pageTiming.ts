import { useEffect, useState } from 'react';
import { getBus } from '@shop/shared-contracts';

/**
 * When the shell starts work that the first paint must not wait for. `performance` marks let the size
 * benchmark split first-load JavaScript from what was fetched later.
 */
export const ROUTE_CONTENT_READY_MARK = 'shell:route-content-ready';
export const DEFERRED_START_MARK = 'shell:deferred-start';
/** A page whose remote never arrives (down, not-found page) still gets its deferred work after this. */
export const ROUTE_CONTENT_MAX_WAIT_MS = 4000;

function mark(name: string): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(name);
}

let routeContentMarked = false;
let markRouteReady: () => void = () => undefined;
const routeContentReady = new Promise<void>((resolve) => {
  markRouteReady = resolve;
});

/**
 * The first route's content is in: its remote screen has mounted and its data calls have settled (the
 * remote kit's `page:content-ready`), or its slot shows the remote's fallback. Only the first call matters.
 */
export function markRouteContentReady(): void {
  if (!routeContentMarked) mark(ROUTE_CONTENT_READY_MARK);
  routeContentMarked = true;
  markRouteReady();
}

getBus().on('page:content-ready', markRouteContentReady);

/** Runs `task` once the browser has painted: two animation frames, then a macrotask. */
export function afterFirstPaint(task: () => void): void {
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(task, 0)));
}

function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => task(), { timeout: 2000 });
  else setTimeout(task, 200);
}

/**
 * Runs `task` after the first paint, once the first route's own content is in (or after 4 s), when the
 * browser is idle: optional SDKs then never compete with the page the customer asked for.
 */
export function afterPageContent(task: () => void): void {
  const maxWait = new Promise<void>((resolve) => setTimeout(resolve, ROUTE_CONTENT_MAX_WAIT_MS));
  afterFirstPaint(() => {
    void Promise.race([routeContentReady, maxWait]).then(() =>
      whenIdle(() => {
        mark(DEFERRED_START_MARK);
        task();
      }),
    );
  });
}

/**
 * False until `afterPageContent`'s moment: for the parts of a page that are not what the customer asked
 * for (the cookie notice, the footer below a screen-tall main), so their code is not in the first load.
 */
export function useAfterPageContent(): boolean {
  const [contentIn, setContentIn] = useState(false);
  useEffect(() => {
    let mounted = true;
    afterPageContent(() => {
      if (mounted) setContentIn(true);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return contentIn;
}
