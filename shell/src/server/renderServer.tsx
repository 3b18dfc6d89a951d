import { pageTitle } from '@shop/shared-contracts';
import { forThisBrowser } from './delivery/forThisBrowser';
import { ReleaseDelivery, type BrowserRequest } from './delivery/releaseDelivery';
import { releaseEvents, type RemoteEvent } from './delivery/releaseEvents';
import { privateHeadTags } from './head/headTags';
import { liveManifestSource } from './liveManifest';
import { acceptCspReport, acceptProblemReport } from './opsReports';
import { browserRenderedPage } from './page/browserPage';
import { createServerPages } from './page/serverPage';
import { PRIVATE_HTML_CACHE, PUBLIC_HTML_CACHE, type PageAnswer } from './pageAnswer';
import { createPublicPages } from './pageCache';
import { isPrivateRoute, matchPagePath } from './pagePath';
import { createPublicReads } from './publicReads/publicReads';
import { ServerRemotes } from './remotes/serverRemotes';
import { createPageSecurity } from './security/pageSecurity';
import { serverConfigSource, type ServerConfig } from './serverConfig';
import { sharedModules } from './sharedModules';
import { siteDataSource } from './siteData';
import { createSiteFiles } from './siteFiles';

/**
 * Each step of a server render (the shop's settings, the remote's server build, the page's data, the
 * render itself) gets this long; past it the page goes to the browser to render.
 */
export const SERVER_RENDER_BUDGET_MS = 300;

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
  reportRemoteEvent?: (event: RemoteEvent) => void;
  /**
   * Origins the admin's front-end scripts load more scripts, pixels or frames from (a tag manager's), added
   * to the page policy beside the scripts' own `src` origins.
   */
  frontendScriptOrigins?: readonly string[];
  /** Origins competition pictures come from besides the API host (a CDN in front of the WordPress media). */
  imageOrigins?: readonly string[];
}

/**
 * The shop's address: public pages rendered on the server by the owning remote's own screen code (its
 * live release's server build), with their data for hydration and a head built from data; private pages,
 * and any public page whose remote cannot render it in time, sent for the browser to render as before.
 * Stateless: any number of copies can run behind a CDN.
 */
export function createRenderServer(options: RenderServerOptions) {
  const log = options.log ?? ((line: string) => console.error(line));
  const fetchImpl = options.fetchImpl ?? fetch;
  const budgetMs = options.budgetMs ?? SERVER_RENDER_BUDGET_MS;
  const report = options.reportRemoteEvent ?? (() => undefined);
  const reportFor = releaseEvents(report);
  // The public reads (the catalogue, settings, draw results) of the render server and of every browser share one cache.
  const publicReads = createPublicReads({ fetchImpl, log });
  const serverConfig = serverConfigSource(options.rawConfig, publicReads.fetch);
  const siteData = siteDataSource(() => serverConfig().api);
  const liveManifest = liveManifestSource(options.readManifest, options.manifestMaxAgeMs ?? 1000, log);
  const delivery = new ReleaseDelivery({
    previewSecret: options.previewSecret,
    remoteOrigin: (remote) => serverConfig().config.remoteOrigins[remote],
    fetchImpl,
    log,
  });
  const siteFile = createSiteFiles({ origin: options.origin, log });
  const security = createPageSecurity({
    template: options.template,
    siteData,
    budgetMs,
    frontendScriptOrigins: options.frontendScriptOrigins,
    imageOrigins: options.imageOrigins,
  });
  const serverRendered = createServerPages({
    template: options.template,
    origin: options.origin,
    budgetMs,
    remotes: new ServerRemotes(sharedModules(), options.fetchImpl),
    siteData,
  });
  const publicPage = createPublicPages({ template: options.template, origin: options.origin, serverRendered, reportFor, log });

  /** The answer for a page path with its security headers, or null for what is not a page (the static files' to answer). */
  async function answer(url: string, browser: BrowserRequest = {}): Promise<PageAnswer | null> {
    const server = serverConfig();
    return security.secured(await unsecuredAnswer(url, browser, server), server.config);
  }

  async function unsecuredAnswer(url: string, browser: BrowserRequest, server: ServerConfig): Promise<PageAnswer | null> {
    const { pathname, search } = new URL(url, 'http://localhost');
    const file = await siteFile(pathname, server.api);
    if (file) return file;
    const path = matchPagePath(pathname);
    if (path.kind === 'file') return null;
    if (path.kind === 'redirect') return { status: 301, headers: { Location: path.to, 'Cache-Control': PUBLIC_HTML_CACHE }, body: '' };
    const preview = delivery.previewRedirect(pathname, search);
    if (preview && 'location' in preview) {
      return { status: 302, headers: { Location: preview.location, 'Set-Cookie': preview.setCookie, 'Cache-Control': PRIVATE_HTML_CACHE }, body: '' };
    }
    const delivered = await delivery.deliver(await liveManifest(), browser, preview?.refused);
    const { route, params } = path;
    if (route) reportFor(delivered, route.owner, 'view');
    const page =
      route && isPrivateRoute(route)
        ? browserRenderedPage(options.template, {
            pathname,
            status: 200,
            cacheControl: PRIVATE_HTML_CACHE,
            headTags: privateHeadTags(pageTitle(route.title)),
            manifest: delivered.manifest,
            server,
          })
        : await publicPage({ pathname, search, route, params, server }, delivered);
    return forThisBrowser(page, delivered);
  }

  return {
    answer,
    /** A browser's call to the storefront's `/competition/index.php/wp-json/`: a public read's shared answer, or a refusal. */
    answerPublicRead: (method: string, url: string, body: string) => publicReads.answer(method, url, body, serverConfig().config),
    /** How many backend requests each public read has cost since the start, keyed by backend, method, route and parameters. */
    publicReadStats: () => publicReads.backendRequests(),
    acceptProblemReport: (body: string) => acceptProblemReport(body, report),
    acceptCspReport: (body: string) => acceptCspReport(body, log),
    pageSecurityHeaders: () => security.pageSecurityHeaders(serverConfig().config),
  };
}
