import { APP_ROUTES, competitionDetailsPath, type ShopApi } from '@shop/shared-contracts';
import { LOGO_PATH, LOGO_SVG } from './head/logo';
import { publicSitemapPaths, robotsTxt, sitemapXml } from './head/sitemap';
import { PUBLIC_HTML_CACHE, type PageAnswer } from './pageAnswer';
import { isPrivateRoute } from './pagePath';

/** The files the render server makes itself: the logo, robots.txt and the sitemap. */
export function createSiteFiles(options: { origin: string; log: (line: string) => void }) {
  async function sitemap(api: ShopApi): Promise<PageAnswer> {
    const entries = publicSitemapPaths().map((path) => ({ path }));
    try {
      // featured_competition is the call for all competitions.
      const first = await api.listFeatured({ page: 1, limit: 100 });
      for (const competition of first.data) if (competition.status === 'open') entries.push({ path: competitionDetailsPath(competition) });
    } catch (error) {
      options.log(`[render-server] the sitemap lists no competitions: ${error instanceof Error ? error.message : String(error)}`);
    }
    return {
      status: 200,
      headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': PUBLIC_HTML_CACHE },
      body: sitemapXml(options.origin, entries),
    };
  }

  /** The file at `pathname`, or null when it is none of these. */
  return async function siteFile(pathname: string, api: ShopApi): Promise<PageAnswer | null> {
    if (pathname === LOGO_PATH) return { status: 200, headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' }, body: LOGO_SVG };
    if (pathname === '/robots.txt') {
      const privatePaths = APP_ROUTES.filter(isPrivateRoute).map((route) => route.path);
      return {
        status: 200,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': PUBLIC_HTML_CACHE },
        body: robotsTxt(options.origin, privatePaths),
      };
    }
    if (pathname === '/sitemap.xml') return sitemap(api);
    return null;
  };
}
