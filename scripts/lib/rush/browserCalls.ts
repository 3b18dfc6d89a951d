import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';

/** One API call a browser made while a page loaded, as it made it. */
export interface RecordedCall {
  method: string;
  url: string;
  body: string | null;
  headers: Record<string, string>;
}

/** A page a browsing customer opens: its HTML, then the API calls Chromium made for it. */
export interface BrowsedPage {
  name: string;
  path: string;
  calls: RecordedCall[];
}

/** Headers worth replaying: what the shop's client sends (not the browser's own). */
const REPLAYED_HEADERS = ['authorization', 'content-type', 'accept'];

/**
 * Opens each page once in Chromium as a guest who accepted cookies, and records every call to the shop's API
 * (any URL with `rest_route=`), on the storefront's origin or the API host, until the network is quiet: what
 * the rush's browsing customers then send for that page, so the load is what real browsers of this tree
 * send (a tree whose browsers ask the API host for everything is measured as it is).
 */
export async function recordBrowserCalls(shopUrl: string, pages: readonly { name: string; path: string }[]): Promise<BrowsedPage[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const recorded: BrowsedPage[] = [];
    for (const page of pages) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      await context.addCookies([{ name: 'cookie_consent', value: 'true', domain: new URL(shopUrl).hostname, path: '/' }]);
      const tab = await context.newPage();
      const calls: RecordedCall[] = [];
      tab.on('request', (request) => {
        if (!request.url().includes('rest_route=') || request.method() === 'OPTIONS') return;
        const headers = Object.fromEntries(Object.entries(request.headers()).filter(([name]) => REPLAYED_HEADERS.includes(name.toLowerCase())));
        calls.push({ method: request.method(), url: request.url(), body: request.postData(), headers });
      });
      await tab.goto(`${shopUrl}${page.path}`, { waitUntil: 'networkidle', timeout: 60_000 });
      recorded.push({ ...page, calls });
      await context.close();
    }
    return recorded;
  } finally {
    await browser.close();
  }
}
