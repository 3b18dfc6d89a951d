import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { pageTitle, type RemoteName, readRemotesManifest } from '@shop/shared-contracts';
import { SERVER_HTML_FRESH_MS } from '../shellConstants';
import type { RemoteEventKind } from '../remotes/remoteProblems';
import type { Delivery } from './delivery/releaseDelivery';
import { headTags } from './head/headTags';
import { HtmlCache } from './htmlCache';
import type { PageAnswer } from './pageAnswer';
import { browserRenderedPage } from './page/browserPage';
import { headSite } from './page/pageSite';
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
 * holds, with its brotli copy. A page the server could not render goes to the browser to render, and is not
 * kept, so the next request tries the server render again.
 */
export function createPublicPages(options: PublicPagesOptions) {
  const cache = new HtmlCache<PageAnswer & { rendered: boolean }>(SERVER_HTML_FRESH_MS);

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
    const { rendered: _rendered, ...answer } = await cache.get(
      `${request.pathname}${request.search}\n${versions}`,
      () => render(request, live, delivered),
      (page) => page.rendered,
    );
    return answer;
  };
}
