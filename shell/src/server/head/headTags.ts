import type { JsonLdObject, PageHead, PageHeadImage } from '@shop/shared-contracts';
import { escapeAttribute, escapeHtml, jsonForScript } from './escape';
import { absoluteHttpUrl, siteUrl, trimOrigin } from './urls';

/** What the render server knows about the site it renders for. */
export interface HeadSite {
  /** The shop's public origin, e.g. https://www.anglingprizes.co.uk */
  origin: string;
  /** Where relative picture URLs live (the runtime config's apiHost). */
  apiHost: string;
  siteName: string;
  /** The logo's path on the origin (or an absolute URL). */
  logoPath: string;
}

const SCHEMA_ORG = 'https://schema.org';

function metaName(name: string, content: string): string {
  return `<meta name="${name}" content="${escapeAttribute(content)}">`;
}

function metaProperty(property: string, content: string): string {
  return `<meta property="${property}" content="${escapeAttribute(content)}">`;
}

function withContext(object: JsonLdObject): Record<string, unknown> {
  // The render server owns `@context`: one a remote sent is replaced, and it is written first.
  const { '@context': _ignored, ...rest } = object;
  return { '@context': SCHEMA_ORG, ...rest };
}

function organization(site: HeadSite): Record<string, unknown> {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'Organization',
    name: site.siteName,
    url: trimOrigin(site.origin),
    logo: absoluteHttpUrl(site.logoPath, site.origin) ?? siteUrl(site.origin, site.logoPath),
  };
}

/** The page's picture with an absolute URL and only the sizes that are real numbers; null when it has none. */
function resolvedImage(head: PageHead, site: HeadSite): PageHeadImage | null {
  const url = head.image ? absoluteHttpUrl(head.image.url, site.apiHost) : null;
  if (!head.image || !url) return null;
  const size = (value: number | undefined) => (value !== undefined && Number.isInteger(value) && value > 0 ? value : undefined);
  return { url, alt: head.image.alt, width: size(head.image.width), height: size(head.image.height) };
}

function openGraphImage(image: PageHeadImage): string[] {
  return [
    metaProperty('og:image', image.url),
    metaProperty('og:image:alt', image.alt),
    ...(image.width !== undefined ? [metaProperty('og:image:width', String(image.width))] : []),
    ...(image.height !== undefined ? [metaProperty('og:image:height', String(image.height))] : []),
  ];
}

/**
 * The `<head>` tags of a server-rendered public page, one a line: title, description, canonical link,
 * Open Graph and Twitter card for link previews, and one JSON-LD block (the page's objects and the
 * Organization). Every value is escaped for the place it lands.
 */
export function headTags(head: PageHead, site: HeadSite): string {
  const url = siteUrl(site.origin, head.canonicalPath);
  const image = resolvedImage(head, site);
  const jsonLd = [...head.jsonLd.map(withContext), organization(site)];
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    metaName('description', head.description),
    ...(head.metaTitle !== undefined ? [metaName('title', head.metaTitle)] : []),
    // A 404 answer still carries its head (the page says what went wrong), but must not be indexed.
    ...(head.status === 404 ? [metaName('robots', 'noindex')] : []),
    `<link rel="canonical" href="${escapeAttribute(url)}">`,
    metaProperty('og:title', head.title),
    metaProperty('og:description', head.description),
    metaProperty('og:url', url),
    metaProperty('og:type', head.type),
    metaProperty('og:site_name', site.siteName),
    metaProperty('og:locale', 'en_GB'),
    ...(image ? openGraphImage(image) : []),
    // A large-image card with no image previews as an empty frame; the small card is the honest one.
    metaName('twitter:card', image ? 'summary_large_image' : 'summary'),
    metaName('twitter:title', head.title),
    metaName('twitter:description', head.description),
    ...(image ? [metaName('twitter:image', image.url), metaName('twitter:image:alt', image.alt)] : []),
    `<script type="application/ld+json">${jsonForScript(jsonLd)}</script>`,
  ].join('\n');
}

/** The head of a client-rendered private page (basket, checkout, account): a title and nothing to index. */
export function privateHeadTags(title: string): string {
  return [`<title>${escapeHtml(title)}</title>`, metaName('robots', 'noindex, nofollow')].join('\n');
}
