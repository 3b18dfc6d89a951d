import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { dehydrate } from '@tanstack/react-query';
import {
  APP_ROUTES,
  competitionDetailsPath,
  createApiClient,
  DEFAULT_SETTINGS,
  pageTitle,
  readRuntimeConfig,
  SERVER_HTML_FRESH_MS,
  SITE_NAME,
  type AppRoute,
  type PageHead,
  type RemoteName,
  type RuntimeConfig,
  type ScreenId,
  type ShopApi,
} from '@shop/shared-contracts';
import { APP_REDIRECTS } from '../app/redirects';
import { isContractCompatible } from '../remotes/contractVersion';
import type { RemoteEventKind } from '../remotes/remoteProblems';
import { readRemoteProblemReport } from './remoteProblemReport';
import { readRemotesManifest, type RemotesManifest } from '../remotes/remotesManifest';
import { routePathMatches, routeForPath } from '../app/routeMatching';
import type { RenderedBus } from '@shop/remote-kit';
import { requestQueryClient } from './requestQueryClient';
import { ReleaseDelivery, type BrowserRequest, type Delivery } from './delivery/releaseDelivery';
import { FreshValue } from './freshValue';
import { headTags, privateHeadTags } from './head/headTags';
import { LOGO_SVG } from './head/logo';
import { resourceHints } from './head/resourceHints';
import { publicSitemapPaths, robotsTxt, sitemapXml } from './head/sitemap';
import { HtmlCache } from './htmlCache';
import { pageDocument, withBanner } from './pageDocument';
import { ServerRemotes } from './remotes/serverRemotes';
import { renderToHtml } from './renderToHtml';
import {
  BASE_SECURITY_HEADERS,
  describeCspReport,
  FILE_CONTENT_SECURITY_POLICY,
  frontendScriptAllowance,
  inlineScriptHashes,
  NO_FRONTEND_SCRIPTS,
  pageContentSecurityPolicy,
  type FrontendScriptAllowance,
} from './security/securityHeaders';
import { ServerApp } from './ServerApp';
import { sharedModules } from './sharedModules';
import { withTimeout } from '../remotes/withTimeout';
import type { PageState } from '../ssr/pageState';
import type { ScreenModule } from '../remotes/serverScreens';

/**
 * Each step of a server render (the shop's settings, the remote's server build, the page's data, the
 * render itself) gets this long; past it the page goes to the browser to render.
 */
export const SERVER_RENDER_BUDGET_MS = 300;
/**
 * A call from the render server that has no answer after this long is aborted. The render stops waiting
 * after its budget anyway, but a call left open would hold a socket, and a settings read stuck on a hung API
 * would stop the next one from starting.
 */
const SERVER_API_TIMEOUT_MS = 5000;
const tooSlow = (what: string, ms: number) => () => new Error(`${what} took longer than ${ms} ms`);
const LOGO_PATH = '/logo.svg';

export interface RenderServerOptions {
  /** The shell's built index.html. */
  template: string;
  /** The shop's public origin (canonical URLs, the sitemap). */
  origin: string;
  /** config.json as served to browsers (the render server reads it the same way). */
  rawConfig: () => unknown;
  /** The live remotes.json (raw). */
  readManifest: () => Promise<unknown>;
  /**
   * How long a manifest read is used before it is read again: a second by default (a release reaches the
   * HTML within it); 0 where reading it costs nothing, such as a local file.
   */
  manifestMaxAgeMs?: number;
  fetchImpl?: typeof fetch;
  budgetMs?: number;
  log?: (line: string) => void;
  /** The secret `pnpm preview` signs preview links with; without it no browser can preview a release. */
  previewSecret?: string;
  /**
   * Where page views and problems per remote release go (the ops collector, batched by the host): a view
   * for the page's own remote, a server render that failed, and what browsers report.
   */
  reportRemoteEvent?: (event: { remote: RemoteName; version: string; kind: RemoteEventKind }) => void;
  /**
   * Origins the admin's front-end scripts load more scripts, pixels or frames from (a tag manager's), added
   * to the page policy beside the scripts' own `src` origins.
   */
  frontendScriptOrigins?: readonly string[];
  /** Origins competition pictures come from besides the API host (a CDN in front of the WordPress media). */
  imageOrigins?: readonly string[];
}

export interface PageAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  body: string;
  /** The body in brotli, made once for a page the render server keeps, as a CDN keeps it compressed. */
  brotli?: Buffer;
}

/** Says who renders the page, `server` or `browser`, for ops, logs and a CDN's reports. */
export const RENDERED_BY = 'X-Page-Rendered';
const PUBLIC_HTML_CACHE = `public, max-age=0, s-maxage=${SERVER_HTML_FRESH_MS / 1000}, stale-while-revalidate=30`;
const PRIVATE_HTML_CACHE = 'private, no-store';
/** A public page while a canary runs or in a preview: which releases it holds depends on the browser's cookies. */
const PER_BROWSER_HTML_CACHE = 'private, no-cache';
const html = (status: number, cacheControl: string, body: string, extra: Record<string, string> = {}): PageAnswer => ({
  status,
  headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': cacheControl, ...extra },
  body,
});

const compress = promisify(zlib.brotliCompress);
/** Quality 5: a tenth of the HTML's size in a few milliseconds (11 would take ten times longer for a few percent). */
const brotliOf = (body: string) => compress(Buffer.from(body), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });

/** Basket, checkout, confirmation, sign-in and account: rendered in the browser only, never indexed or cached. */
export function isPrivateRoute(route: AppRoute): boolean {
  return route.owner !== 'catalog';
}

/** The params of a route's `:name` segments in `pathname`. */
function routeParams(route: AppRoute, pathname: string): Record<string, string> {
  const names = route.path.split('/').filter(Boolean);
  const values = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  names.forEach((name, index) => {
    const value = values[index];
    if (name.startsWith(':') && value !== undefined) params[name.slice(1)] = decodeURIComponent(value);
  });
  return params;
}

/**
 * The shop's address: public pages rendered on the server by the owning remote's own screen code (its
 * live release's server build), with their data for hydration and a head built from data; private pages,
 * and any public page whose remote cannot render it in time, sent for the browser to render as before.
 * Stateless: any number of copies can run behind a CDN.
 */
export function createRenderServer(options: RenderServerOptions) {
  const log = options.log ?? ((line: string) => console.error(line));
  const config = (): RuntimeConfig => readRuntimeConfig(options.rawConfig()).config;
  const budgetMs = options.budgetMs ?? SERVER_RENDER_BUDGET_MS;
  const remotes = new ServerRemotes(sharedModules(), options.fetchImpl);
  const manifest = new FreshValue(async () => options.readManifest(), options.manifestMaxAgeMs ?? 1000);
  // No customer on the server: nothing is kept between calls.
  const noStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
  const baseFetch = options.fetchImpl ?? fetch;
  const fetchWithTimeout: typeof fetch = (input, init) => {
    const timeout = AbortSignal.timeout(SERVER_API_TIMEOUT_MS);
    return baseFetch(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout });
  };
  const api = (): ShopApi => createApiClient({ host: config().apiHost, serviceToken: config().serviceToken, storage: noStorage, fetch: fetchWithTimeout });
  const siteData = new FreshValue(async () => {
    const client = api();
    const [settings, winnerStats] = await Promise.all([client.getSettings().catch(() => null), client.getWinnerStats().catch(() => null)]);
    return { settings, winnerStats };
  }, SERVER_HTML_FRESH_MS);
  const cache = new HtmlCache<PageAnswer & { rendered: boolean }>(SERVER_HTML_FRESH_MS);
  const site = () => ({ origin: options.origin, apiHost: config().apiHost, siteName: SITE_NAME, logoPath: LOGO_PATH });
  const delivery = new ReleaseDelivery({
    previewSecret: options.previewSecret,
    remoteOrigin: (remote) => config().remoteOrigins[remote],
    fetchImpl: options.fetchImpl ?? fetch,
    log,
  });
  const report = options.reportRemoteEvent ?? (() => undefined);
  const shellScriptHashes = inlineScriptHashes(options.template);
  /** The admin scripts' allowance as last read; null until the settings were read once. */
  let frontendScripts: FrontendScriptAllowance | null = null;
  /** Counts for the release ops compare, never for a preview. */
  const reportFor = (delivered: Delivery, remote: RemoteName, kind: RemoteEventKind) => {
    const served = delivered.served[remote];
    if (served && served.as !== 'preview') report({ remote, version: served.version, kind });
  };

  async function liveManifest(): Promise<unknown> {
    try {
      return await manifest.get();
    } catch (error) {
      log(`[render-server] remotes.json could not be read: ${error instanceof Error ? error.message : String(error)}`);
      return {};
    }
  }

  const hints = (head: PageHead | null) => resourceHints(head, { apiHost: config().apiHost, remoteOrigins: Object.values(config().remoteOrigins) });

  function browserRendered(status: number, cacheControl: string, headTagsHtml: string, live: { raw: unknown }): PageAnswer {
    const state: PageState = { config: options.rawConfig(), manifest: live.raw, rendered: null };
    return html(status, cacheControl, pageDocument(options.template, { headTags: `${headTagsHtml}\n${hints(null)}`, state }), {
      [RENDERED_BY]: 'browser',
    });
  }

  async function serverRendered(pathname: string, search: string, route: AppRoute | undefined, live: { raw: unknown; remotes: RemotesManifest }) {
    const now = Date.now();
    const queryClient = requestQueryClient();
    try {
      const { settings, winnerStats } = await withTimeout(siteData.get(), budgetMs, tooSlow("the shop's settings", budgetMs));
      const pageConfig = config();
      // What the page renders with; the browser's first render reads the same (the page state).
      const renderedBus: RenderedBus = {
        'shell:config': { type: 'shell:config', config: pageConfig },
        ...(settings ? { 'shell:settings': { type: 'shell:settings', settings } } : {}),
        ...(winnerStats ? { 'shell:winner-stats': { type: 'shell:winner-stats', stats: winnerStats } } : {}),
      };
      let head: PageHead | null;
      const screens: Partial<Record<RemoteName, ScreenModule>> = {};
      if (route) {
        const entry = live.remotes[route.owner];
        if (!entry?.server) return null;
        if (!isContractCompatible(entry.contract)) throw new Error(`remotes.json declares contract ${entry.contract}, which this render server does not speak`);
        const url = new URL(entry.server, pageConfig.remoteOrigins[route.owner].replace(/\/?$/, '/')).href;
        const remote = await withTimeout(
          remotes.load(route.owner, url, entry.serverIntegrity),
          budgetMs,
          tooSlow(`remote-${route.owner} ${entry.version}'s server build`, budgetMs),
        );
        head = await withTimeout(
          remote.loadPage({
            screen: route.screen as ScreenId,
            pathname,
            params: routeParams(route, pathname),
            search: new URLSearchParams(search),
            api: api(),
            queryClient,
            settings: settings ?? DEFAULT_SETTINGS,
            now,
            site: { origin: options.origin, apiHost: pageConfig.apiHost },
          }),
          budgetMs,
          tooSlow(`remote-${route.owner} ${entry.version}'s data for ${pathname}`, budgetMs),
        );
        if (!head) return null;
        // A call the screen needs failed (loaders prefetch, which does not throw): the browser shows its own error states.
        const failed = queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' });
        if (failed.length) throw new Error(`${failed.map((query) => JSON.stringify(query.queryKey)).join(', ')} could not be loaded`);
        // The route table gives this remote's screen id, so the slot's `{ screen: string }` is the screen's own prop.
        screens[route.owner] = { default: remote.Screen as ScreenModule['default'] };
      } else {
        head = {
          title: pageTitle('Page not found'),
          description: 'That page could not be found.',
          canonicalPath: pathname,
          type: 'website',
          jsonLd: [],
          status: 404,
        };
      }
      const clock = { current: now };
      const rendered = await renderToHtml(
        <ServerApp location={pathname + search} queryClient={queryClient} clock={clock} renderedBus={renderedBus} screens={screens} />,
        budgetMs,
      );
      const state: PageState = {
        config: options.rawConfig(),
        manifest: live.raw,
        rendered: { queries: dehydrate(queryClient), settings, winnerStats, renderTime: now },
      };
      const body = pageDocument(options.template, {
        headTags: `${headTags(head, site())}\n${hints(head)}`,
        styleTags: rendered.styleTags,
        html: rendered.html,
        state,
      });
      return html(head.status, PUBLIC_HTML_CACHE, body, { [RENDERED_BY]: 'server' });
    } finally {
      queryClient.clear();
    }
  }

  async function publicPage(pathname: string, search: string, route: AppRoute | undefined, delivered: Delivery) {
    const live = { raw: delivered.manifest, remotes: readRemotesManifest(delivered.manifest).remotes };
    const versions = Object.values(live.remotes)
      .map((entry) => entry?.version)
      .join(',');
    return cache.get(
      `${pathname}${search}\n${versions}`,
      async () => {
        try {
          const answer = await serverRendered(pathname, search, route, live);
          if (answer) return { ...answer, brotli: await brotliOf(answer.body), rendered: true };
        } catch (error) {
          const entry = route ? live.remotes[route.owner] : undefined;
          if (route) reportFor(delivered, route.owner, 'server-error');
          log(
            `[render-server] ${pathname} goes to the browser to render: remote-${route?.owner ?? 'shell'} ${entry?.version ?? ''}: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
        // Not cached by a CDN: the next request tries the server render again.
        const fallbackHead = headTags(
          {
            title: pageTitle(route?.title ?? 'Page not found'),
            description: '',
            canonicalPath: pathname,
            type: 'website',
            jsonLd: [],
            status: route ? 200 : 404,
          },
          site(),
        );
        return { ...browserRendered(route ? 200 : 404, 'no-cache', fallbackHead, live), rendered: false };
      },
      (answer) => answer.rendered,
    );
  }

  async function sitemap(): Promise<PageAnswer> {
    const entries = publicSitemapPaths().map((path) => ({ path }));
    try {
      // featured_competition is the call for all competitions.
      const first = await api().listFeatured({ page: 1, limit: 100 });
      for (const competition of first.data) if (competition.status === 'open') entries.push({ path: competitionDetailsPath(competition) });
    } catch (error) {
      log(`[render-server] the sitemap lists no competitions: ${error instanceof Error ? error.message : String(error)}`);
    }
    return {
      status: 200,
      headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': PUBLIC_HTML_CACHE },
      body: sitemapXml(options.origin, entries),
    };
  }

  /** The security headers of a page: the base ones and the page policy, with the admin scripts' allowance as last read. */
  function pageSecurityHeaders(): Record<string, string> {
    const pageConfig = config();
    return {
      ...BASE_SECURITY_HEADERS,
      'Content-Security-Policy': pageContentSecurityPolicy({
        apiHost: pageConfig.apiHost,
        realtimeDatabase: pageConfig.realtimeDatabase,
        remoteOrigins: Object.values(pageConfig.remoteOrigins),
        imageOrigins: options.imageOrigins,
        shellScriptHashes,
        frontendScripts: frontendScripts ?? NO_FRONTEND_SCRIPTS,
      }),
    };
  }

  /**
   * Reads the admin's front-end scripts (the settings every page uses) so the page policy allows exactly
   * them. Only the first page waits for it; later pages use the allowance as last read while it refreshes.
   */
  async function refreshFrontendScripts(): Promise<void> {
    const refresh = withTimeout(siteData.get(), budgetMs, tooSlow("the shop's settings", budgetMs)).then(
      ({ settings }) => {
        if (settings) frontendScripts = frontendScriptAllowance(settings.frontend_scripts, options.frontendScriptOrigins);
      },
      () => undefined, // the allowance last read stands; the page itself says why the settings are missing
    );
    if (frontendScripts === null) await refresh;
  }

  async function secured(page: PageAnswer | null): Promise<PageAnswer | null> {
    if (!page) return null;
    const isPage = String(page.headers['Content-Type'] ?? '').startsWith('text/html');
    if (isPage) await refreshFrontendScripts();
    const security = isPage ? pageSecurityHeaders() : { ...BASE_SECURITY_HEADERS, 'Content-Security-Policy': FILE_CONTENT_SECURITY_POLICY };
    return { ...page, headers: { ...page.headers, ...security } };
  }

  /** The answer for a page path with its security headers, or null for what is not a page (the static files' to answer). */
  async function answer(url: string, browser: BrowserRequest = {}): Promise<PageAnswer | null> {
    return secured(await unsecuredAnswer(url, browser));
  }

  async function unsecuredAnswer(url: string, browser: BrowserRequest): Promise<PageAnswer | null> {
    const { pathname, search } = new URL(url, 'http://localhost');
    if (pathname === LOGO_PATH) return { status: 200, headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' }, body: LOGO_SVG };
    if (pathname === '/robots.txt') {
      const privatePaths = APP_ROUTES.filter(isPrivateRoute).map((route) => route.path);
      return {
        status: 200,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': PUBLIC_HTML_CACHE },
        body: robotsTxt(options.origin, privatePaths),
      };
    }
    if (pathname === '/sitemap.xml') return sitemap();
    if (/\.[a-z0-9]+$/i.test(pathname)) return null;
    const redirect = APP_REDIRECTS.find((candidate) => routePathMatches(candidate.from, pathname));
    if (redirect) return { status: 301, headers: { Location: redirect.to, 'Cache-Control': PUBLIC_HTML_CACHE }, body: '' };
    const preview = delivery.previewRedirect(pathname, search);
    if (preview && 'location' in preview) {
      return { status: 302, headers: { Location: preview.location, 'Set-Cookie': preview.setCookie, 'Cache-Control': PRIVATE_HTML_CACHE }, body: '' };
    }
    const delivered = await delivery.deliver(await liveManifest(), browser, preview?.refused);
    const route = routeForPath(pathname);
    if (route) reportFor(delivered, route.owner, 'view');
    const page =
      route && isPrivateRoute(route)
        ? browserRendered(200, PRIVATE_HTML_CACHE, privateHeadTags(pageTitle(route.title)), { raw: delivered.manifest })
        : (({ rendered: _rendered, ...answer }) => answer)(await publicPage(pathname, search, route, delivered));
    return forThisBrowser(page, delivered);
  }

  /** A page as this browser gets it: its cookies, its preview banner, and no sharing when its releases are its own. */
  function forThisBrowser(page: PageAnswer, delivered: Delivery): PageAnswer {
    const headers = { ...page.headers, ...(delivered.setCookies.length ? { 'Set-Cookie': delivered.setCookies } : {}) };
    if (delivered.dependsOnBrowser && page.headers['Cache-Control'] === PUBLIC_HTML_CACHE) {
      Object.assign(headers, { 'Cache-Control': PER_BROWSER_HTML_CACHE, Vary: 'Cookie' });
    }
    if (!delivered.banner) return { ...page, headers };
    return { status: page.status, headers, body: withBanner(page.body, delivered.banner) };
  }

  /**
   * A problem a browser reports with a remote release (`POST /ops/remote-events` on the shop's origin):
   * checked, then counted. Returns the HTTP status to answer with.
   */
  function acceptProblemReport(body: string): number {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return 400;
    }
    const problem = readRemoteProblemReport(parsed);
    if (!problem) return 400;
    report({ remote: problem.remote, version: problem.version, kind: problem.kind });
    return 204;
  }

  /** A violation of the page policy a browser reports: logged for ops. Returns the HTTP status to answer with. */
  function acceptCspReport(body: string): number {
    const violation = describeCspReport(body);
    if (!violation) return 400;
    log(`[render-server] Content-Security-Policy: ${violation}`);
    return 204;
  }

  return { answer, acceptProblemReport, acceptCspReport, pageSecurityHeaders };
}
