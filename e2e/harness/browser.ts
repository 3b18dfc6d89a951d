import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../../scripts/lib/chromium';

/** Debian's Chromium as a headless shell, with the flags this machine's closed network needs (the same as `pnpm bench`'s). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** Collects uncaught page errors so a test can assert the page never blew up. */
export function trackPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Waits until the page's screen is in and working: the shell marks `shell:route-content-ready` once the
 * route's screen has mounted (a server-rendered page: hydrated) and its calls have settled. A server-rendered
 * page shows its content before that, but a tap or a typed value before hydration is not seen by React.
 */
export async function waitForPageReady(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('shell:route-content-ready').length > 0, undefined, { timeout: 20_000 });
}
