import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { pageTitle, type RemoteName, readRemotesManifest } from '@shop/shared-contracts';
import { SERVER_HTML_FRESH_MS, SERVER_HTML_MAX_AGE_MS } from '../shellConstants';
import type { RemoteEventKind } from '../remotes/remoteProblems';
import type { Delivery } from './delivery/releaseDelivery';
import { headTags } from './head/headTags';
import type { PageAnswer } from './pageAnswer';
import { browserRenderedPage } from './page/browserPage';
import { headSite } from './page/pageSite';
import { SharedAnswers } from './sharedAnswers';
import type { LiveRemotes, PageRequest } from './page/serverPage';

const compress = promisify(zlib.brotliCompress);
/** Quality 5: a tenth of the HTML's size in a few milliseconds (11 would take ten times longer for a few percent). */
const brotliOf = (body: string) => compress(Buffer.from(body), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });

export interface PublicPagesOptions {
  /** The shell's built index.html. */
  template: string;
  origin: string;
  /** The server render of a page (page/serverPage.tsx): null or an error sends it to the browser to render. */
  serverRendered: (request: PageRequest, live: LiveRemotes) => Promise<PageAnswer | null>;
  reportFor: (delivered: Delivery, remote: RemoteName, kind: RemoteEventKind) => void;
  log: (line: string) => void;
}

/**
 * The public pages, each rendered at most once per SERVER_HTML_FRESH_MS for its URL and the releases it
 * holds, with its brotli copy; an older page is still sent while it is rendered again (so a busy machine
 * seldom makes a customer wait for a render, and never falls back to the browser once a page was rendered),
 * up to SERVER_HTML_MAX_AGE_MS: an older one (after a quiet spell) is rendered again before it is sent. A page
 * the server could not render goes to the browser to render and is not kept: with no page kept, the next
 * request tries the server render again; with one, that page goes on being sent, and the render is tried
 * again a window later.
 */
export function createPublicPages(options: PublicPagesOptions) {
  const cache = new SharedAnswers<PageAnswer & { rendered: boolean }>({
    freshMs: SERVER_HTML_FRESH_MS,
    maxAgeMs: SERVER_HTML_MAX_AGE_MS,
    maxEntries: 500,
    usable: (page) => page.rendered,
    problemOf: () => 'the server could not render it again',
    onRefreshFailed: (key, problem, ageMs) =>
      options.log(`[render-server] ${key.split('\n')[0]}: ${problem}; sending the page rendered ${Math.round(ageMs / 1000)} s ago`),
  });

  async function render(request: PageRequest, live: LiveRemotes, delivered: Delivery): Promise<PageAnswer & { rendered: boolean }> {
    const { pathname, route, server } = request;
    try {
      const answer = await options.serverRendered(request, live);
      if (answer) return { ...answer, brotli: await brotliOf(answer.body), rendered: true };
    } catch (error) {
      const entry = route ? live.remotes[route.owner] : undefined;
      if (route) options.reportFor(delivered, route.owner, 'server-error');
      options.log(
        `[render-server] ${pathname} goes to the browser to render: remote-${route?.owner ?? 'shell'} ${entry?.version ?? ''}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    // Not cached by a CDN: the next request tries the server render again.
    const fallbackHead = headTags(
      { title: pageTitle(route?.title ?? 'Page not found'), description: '', canonicalPath: pathname, type: 'website', jsonLd: [], status: route ? 200 : 404 },
      headSite(options.origin, server.config),
    );
    const page = browserRenderedPage(options.template, {
      pathname,
      status: route ? 200 : 404,
      cacheControl: 'no-cache',
      headTags: fallbackHead,
      manifest: live.raw,
      server,
    });
    return { ...page, rendered: false };
  }

  return async function publicPage(request: PageRequest, delivered: Delivery): Promise<PageAnswer> {
    const live: LiveRemotes = { raw: delivered.manifest, remotes: readRemotesManifest(delivered.manifest).remotes };
    const versions = Object.values(live.remotes)
      .map((entry) => entry?.version)
      .join(',');
    const { value } = await cache.get(`${request.pathname}${request.search}\n${versions}`, () => render(request, live, delivered));
    const { rendered: _rendered, ...answer } = value;
    return answer;
  };
}
