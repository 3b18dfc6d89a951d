import { APP_ROUTES } from '@shop/shared-contracts';
import { siteUrl } from './urls';

export interface SitemapEntry {
  /** Path on the site, e.g. `/competition/details/Reel-Trio-102`. */
  path: string;
  /** W3C datetime (`2026-11-26` or `2026-11-26T20:00:00Z`); any other shape is left out. */
  lastModified?: string;
}

const XML_ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char]!);
}

const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

/**
 * sitemaps.org XML for the given paths: absolute URLs on `origin`, each once (a repeated URL keeps its
 * first place and the latest date given), with `<lastmod>` where a valid date is known.
 */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const byUrl = new Map<string, string | undefined>();
  for (const entry of entries) {
    const url = siteUrl(origin, entry.path);
    const date = entry.lastModified && W3C_DATETIME.test(entry.lastModified) ? entry.lastModified : undefined;
    const known = byUrl.get(url);
    // Same-shaped W3C dates order as strings; a mix of shapes is rare enough to take either.
    byUrl.set(url, known === undefined || (date !== undefined && date > known) ? (date ?? known) : known);
  }
  const urls = [...byUrl].map(([url, date]) => `<url><loc>${escapeXml(url)}</loc>${date ? `<lastmod>${escapeXml(date)}</lastmod>` : ''}</url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

/**
 * A route pattern or path as a robots.txt prefix: cut before its first `:param` or `*` (the fixed part
 * covers every value), with anything that could start a new line or directive taken out.
 */
function robotsPrefix(path: string): string {
  const fixed = path.replace(/[\s\u0000-\u001f\u007f]+/g, '').split(/[:*]/)[0] ?? '';
  return fixed && !fixed.startsWith('/') ? `/${fixed}` : fixed;
}

/** robots.txt: everything may be crawled but the private path prefixes; the sitemap's address. */
export function robotsTxt(origin: string, privatePaths: readonly string[]): string {
  // `Disallow: /` would be void next to `Allow: /` (the less strict of two equal rules wins), so it is not written.
  const prefixes = [...new Set(privatePaths.map(robotsPrefix))].filter((prefix) => prefix !== '' && prefix !== '/');
  return ['User-agent: *', 'Allow: /', ...prefixes.map((prefix) => `Disallow: ${prefix}`), '', `Sitemap: ${siteUrl(origin, '/sitemap.xml')}`, ''].join('\n');
}

/** A form for winners to send their details: nothing a search result should lead to. */
const NOT_FOR_SEARCH = new Set<string>(['/claim/prize']);

/**
 * The catalogue's fixed public pages for the sitemap, from the route table: no `:param` routes (the
 * caller adds each competition), no claim form, and one path per screen, since a later path showing the
 * same screen is an alias (`/results` of `/draw/results`, `/competitions/instant/wins` of
 * `/competitions/instant_win_comps`) and a sitemap lists canonical URLs only.
 */
export function publicSitemapPaths(): string[] {
  const seenScreens = new Set<string>();
  const paths: string[] = [];
  for (const route of APP_ROUTES) {
    if (route.owner !== 'catalog' || route.path.includes(':') || NOT_FOR_SEARCH.has(route.path) || seenScreens.has(route.screen)) continue;
    seenScreens.add(route.screen);
    paths.push(route.path);
  }
  return paths;
}
