import { ROUTE_ASSETS_ELEMENT_ID } from '../ssr/pageState';

/**
 * Runs in the shell's first file, before its own code has downloaded: it fetches the page's remote files
 * that the render server listed in the page into the HTTP cache (release files are immutable), so they
 * arrive while the shell's own files still load, instead of one after another once the shell has started;
 * the script tags the federation runtime adds later take them from there, or join a download still under
 * way. Not `<link rel="preload">`: Chromium keeps a failed preload for the page, so a remote that was down
 * would fail again on "Try again" after it came back. A page without the list (the dev server's), or with
 * one that is not a list of strings, fetches nothing: this is only a head start.
 */
export function preloadRouteAssets(doc: Document, fetchImpl: typeof fetch): void {
  let urls: unknown;
  try {
    urls = JSON.parse(doc.getElementById(ROUTE_ASSETS_ELEMENT_ID)?.textContent ?? '[]');
  } catch {
    return;
  }
  if (!Array.isArray(urls)) return;
  // An opaque answer is enough to fill the cache; a failure is the remote slot's to report.
  for (const url of urls) if (typeof url === 'string') fetchImpl(url, { mode: 'no-cors' }).catch(() => undefined);
}
