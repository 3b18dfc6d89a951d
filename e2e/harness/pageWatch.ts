import type { BrowserContext, ConsoleMessage, Page } from 'playwright-core';

/** What a page said while a test watched it: console lines sorted by whether the test expects them, and uncaught errors. */
export interface PageProblems {
  /** Console errors and warnings that are neither an expected log line nor Chromium's own line for a failed call to an API. */
  unexpected: string[];
  /** The expected log lines (first line of each). */
  logged: string[];
  uncaught: string[];
}

/**
 * Watches a page's console and uncaught errors. `expectedLogs` are the lines the app is meant to log;
 * Chromium's "Failed to load resource" for a call to one of `apiUrls` (the API host, and the storefront's own
 * `/competition/` where its public reads go) is the browser reporting the fault itself.
 */
export function watchProblems(page: Page, expectedLogs: readonly RegExp[], apiUrls: readonly string[]): PageProblems {
  const problems: PageProblems = { unexpected: [], logged: [], uncaught: [] };
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const text = message.text();
    if (expectedLogs.some((pattern) => pattern.test(text))) problems.logged.push(text.split('\n')[0]!);
    else if (!(text.startsWith('Failed to load resource') && apiUrls.some((url) => message.location().url.startsWith(url))))
      problems.unexpected.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.uncaught.push(error.message));
  return problems;
}

/**
 * Keeps every toast the context's pages show, in order (a success toast is gone in 2 s, before a test may
 * look): on the page (`toastsSeen`), and across the documents a tab loads, with each one's path, in the tab's
 * sessionStorage (`toastsSeenInTab`).
 */
export async function recordToasts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __toastsSeen: seen });
    const shown = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const toast of Array.from(document.querySelectorAll('.Toastify__toast'))) {
        if (shown.has(toast)) continue;
        shown.add(toast);
        // The message alone: not the icon or the Dismiss button.
        const message = toast.cloneNode(true) as Element;
        for (const part of Array.from(message.querySelectorAll('button, .Toastify__toast-icon'))) part.remove();
        seen.push(message.textContent ?? '');
        const inTab = JSON.parse(sessionStorage.getItem('e2e:toastsInThisTab') ?? '[]') as string[];
        sessionStorage.setItem('e2e:toastsInThisTab', JSON.stringify([...inTab, `${location.pathname}: ${message.textContent ?? ''}`]));
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Every toast this tab showed, on whichever of its documents, as `path: message`. */
export function toastsSeenInTab(page: Page): Promise<string[]> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e:toastsInThisTab') ?? '[]') as string[]);
}

/** The toasts `recordToasts` kept on this page. */
export function toastsSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __toastsSeen: string[] }).__toastsSeen);
}
