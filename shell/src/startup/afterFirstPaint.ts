import { SERVER_RENDERED_ATTRIBUTE } from '../ssr/pageState';

/** How long the shell waits for the browser to report its first paint before it starts anyway. */
export const FIRST_PAINT_WAIT_MS = 2_000;

type Browser = Pick<Window, 'document' | 'requestAnimationFrame' | 'setTimeout'> & { PerformanceObserver: typeof PerformanceObserver };

/**
 * Runs `start` once the browser has shown the server's HTML: after the first contentful paint is reported
 * (paint timing reports it once the frame is on screen) and one more frame, in which a picture that loaded
 * just too late for the first one is painted. Until then the shell requests no file of its own, so the first
 * picture shares neither the network nor the main thread with the shell's downloads and their evaluation.
 * A tab that paints nothing (opened in the background) or a browser without paint timing starts after
 * FIRST_PAINT_WAIT_MS. A page the browser renders starts at once: it shows only the boot spinner, which is
 * no contentful paint (a customer who has accepted cookies sees nothing else), and it has nothing to show
 * before the shell.
 */
export function afterFirstPaint(start: () => void, browser: Browser = window): void {
  if (!browser.document.getElementById('root')?.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) {
    browser.setTimeout(start, 0);
    return;
  }
  let started = false;
  const startOnce = () => {
    if (!started) start();
    started = true;
  };
  browser.setTimeout(startOnce, FIRST_PAINT_WAIT_MS);
  try {
    new browser.PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      browser.requestAnimationFrame(() => browser.setTimeout(startOnce, 0));
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // No PerformanceObserver: the timer starts the shell.
  }
}
