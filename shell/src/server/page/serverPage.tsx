import type { QueryClient } from '@tanstack/react-query';
import { DEFAULT_SETTINGS, pageTitle, type AppRoute, type PageHead, type RemoteName, type ScreenId, type RemotesManifest } from '@shop/shared-contracts';
import type { RenderedBus } from '@shop/remote-kit';
import { isContractCompatible } from '../../remotes/contractVersion';
import type { ScreenModule } from '../../remotes/serverScreens';
import { withTimeout } from '../../remotes/withTimeout';
import type { PageState } from '../../ssr/pageState';
import type { FreshValue } from '../freshValue';
import { headTags } from '../head/headTags';
import { htmlAnswer, PUBLIC_HTML_CACHE, RENDERED_BY, type PageAnswer } from '../pageAnswer';
import { pageDocument } from '../pageDocument';
import type { ServerRemotes } from '../remotes/serverRemotes';
import { renderToHtml } from '../renderToHtml';
import { requestQueryClient } from '../requestQueryClient';
import { MAX_PAGE_STATE_CHARS, pageStateQueries } from '../pageStateQueries';
import { ServerApp } from '../ServerApp';
import type { ServerConfig } from '../serverConfig';
import { siteDataWithin, tooSlow, type SiteData } from '../siteData';
import { headSite, pageHints } from './pageSite';

/** A page request as the render server has taken it apart: its path, matched once, and the config it is answered with. */
export interface PageRequest {
  pathname: string;
  search: string;
  /** The route that shows the path; none for the not-found page. */
  route: AppRoute | undefined;
  params: Record<string, string>;
  server: ServerConfig;
}

/** The remotes manifest the browser is delivered: as read (for the page state) and checked. */
export interface LiveRemotes {
  raw: unknown;
  remotes: RemotesManifest;
}

export interface ServerPageOptions {
  /** The shell's built index.html. */
  template: string;
  origin: string;
  budgetMs: number;
  remotes: ServerRemotes;
  siteData: FreshValue<SiteData>;
}

const notFoundHead = (pathname: string): PageHead => ({
  title: pageTitle('Page not found'),
  description: 'That page could not be found.',
  canonicalPath: pathname,
  type: 'website',
  jsonLd: [],
  status: 404,
});

/**
 * A public page rendered on the server by the owning remote's own screen code (its live release's server
 * build), with its data for hydration and a head built from data. Null when the remote has no server
 * build or no page for the path; an error when a step fails or passes its budget.
 */
export function createServerPages(options: ServerPageOptions) {
  const { budgetMs } = options;

  /** The route's screen and the page's head, its data in `queryClient`; null when the remote renders no page here. */
  async function loadScreen(request: PageRequest & { route: AppRoute }, live: LiveRemotes, queryClient: QueryClient, site: SiteData, now: number) {
    const { route, pathname, server } = request;
    const entry = live.remotes[route.owner];
    if (!entry?.server) return null;
    if (!isContractCompatible(entry.contract)) throw new Error(`remotes.json declares contract ${entry.contract}, which this render server does not speak`);
    const url = new URL(entry.server, server.config.remoteOrigins[route.owner].replace(/\/?$/, '/')).href;
    const remote = await withTimeout(
      options.remotes.load(route.owner, url, entry.serverIntegrity),
      budgetMs,
      tooSlow(`remote-${route.owner} ${entry.version}'s server build`, budgetMs),
    );
    const head = await withTimeout(
      remote.loadPage({
        screen: route.screen as ScreenId,
        pathname,
        params: request.params,
        search: new URLSearchParams(request.search),
        api: server.api,
        queryClient,
        settings: site.settings ?? DEFAULT_SETTINGS,
        now,
        site: { origin: options.origin, apiHost: server.config.apiHost },
      }),
      budgetMs,
      tooSlow(`remote-${route.owner} ${entry.version}'s data for ${pathname}`, budgetMs),
    );
    if (!head) return null;
    // A call the screen needs failed (loaders prefetch, which does not throw): the browser shows its own error states.
    const failed = queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' });
    if (failed.length) throw new Error(`${failed.map((query) => JSON.stringify(query.queryKey)).join(', ')} could not be loaded`);
    // The route table gives this remote's screen id, so the slot's `{ screen: string }` is the screen's own prop.
    return { head, screen: { default: remote.Screen as ScreenModule['default'] } };
  }

  return async function serverRenderedPage(request: PageRequest, live: LiveRemotes): Promise<PageAnswer | null> {
    const { pathname, search, route, server } = request;
    const now = Date.now();
    const queryClient = requestQueryClient();
    try {
      const site = await siteDataWithin(options.siteData, budgetMs);
      const { settings, winnerStats } = site;
      // What the page renders with; the browser's first render reads the same (the page state).
      const renderedBus: RenderedBus = {
        'shell:config': { type: 'shell:config', config: server.config },
        ...(settings ? { 'shell:settings': { type: 'shell:settings', settings } } : {}),
        ...(winnerStats ? { 'shell:winner-stats': { type: 'shell:winner-stats', stats: winnerStats } } : {}),
      };
      let head: PageHead;
      const screens: Partial<Record<RemoteName, ScreenModule>> = {};
      if (route) {
        const loaded = await loadScreen({ ...request, route }, live, queryClient, site, now);
        if (!loaded) return null;
        head = loaded.head;
        screens[route.owner] = loaded.screen;
      } else {
        head = notFoundHead(pathname);
      }
      const clock = { current: now };
      const rendered = await renderToHtml(
        <ServerApp location={pathname + search} queryClient={queryClient} clock={clock} renderedBus={renderedBus} screens={screens} />,
        budgetMs,
      );
      const state: PageState = {
        config: server.raw,
        manifest: live.raw,
        rendered: { queries: pageStateQueries(queryClient), settings, winnerStats, renderTime: now },
      };
      // A state this large is not sent: the page goes to the browser to render, as when a step fails.
      const size = JSON.stringify(state).length;
      if (size > MAX_PAGE_STATE_CHARS) throw new Error(`the page state is ${size} characters, over ${MAX_PAGE_STATE_CHARS}`);
      const body = pageDocument(options.template, {
        pathname,
        headTags: `${headTags(head, headSite(options.origin, server.config))}\n${pageHints(head, server.config)}`,
        styleTags: rendered.styleTags,
        html: rendered.html,
        state,
      });
      return htmlAnswer(head.status, PUBLIC_HTML_CACHE, body, { [RENDERED_BY]: 'server' });
    } finally {
      queryClient.clear();
    }
  };
}
