import { PER_BROWSER_HTML_CACHE, PUBLIC_HTML_CACHE, type PageAnswer } from '../pageAnswer';
import { withBanner } from '../pageDocument';
import type { Delivery } from './releaseDelivery';

/** A page as this browser gets it: its cookies, its preview banner, and no sharing when its releases are its own. */
export function forThisBrowser(page: PageAnswer, delivered: Delivery): PageAnswer {
  const headers = { ...page.headers, ...(delivered.setCookies.length ? { 'Set-Cookie': delivered.setCookies } : {}) };
  if (delivered.dependsOnBrowser && page.headers['Cache-Control'] === PUBLIC_HTML_CACHE) {
    Object.assign(headers, { 'Cache-Control': PER_BROWSER_HTML_CACHE, Vary: 'Cookie' });
  }
  if (!delivered.banner) return { ...page, headers };
  return { status: page.status, headers, body: withBanner(page.body, delivered.banner) };
}
