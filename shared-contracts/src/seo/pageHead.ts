/**
 * What a server-rendered public page says about itself in its `<head>`: built by the remote that owns the
 * page from the data its screen shows, turned into escaped tags by the shell's render server. Plain data,
 * so a remote of another minor version can hand it over.
 */
export interface PageHeadImage {
  /** Absolute, or a path on the API host; the render server makes it absolute. */
  url: string;
  alt: string;
  width?: number;
  height?: number;
  /** false when the page does not show the picture (a link preview's only): the render server does not preload it. */
  shownOnPage?: false;
}

/** A schema.org object for the page's JSON-LD block (`@context` is added by the render server). */
export type JsonLdObject = { readonly '@type': string } & { readonly [key: string]: unknown };

export interface PageHead {
  /** The whole `<title>` (and og:title); the site name is not appended. */
  title: string;
  /** Meta description and og:description: one line. */
  description: string;
  /** `<meta name="title">`, on the pages that have one (home: the SEO copy's meta_title, which the browser sets too). */
  metaTitle?: string;
  /** Path (and query, where it picks the content) of the page's one canonical URL, e.g. `/competition/details/Reel-Trio-102`. */
  canonicalPath: string;
  /** og:type */
  type: 'website' | 'product';
  image?: PageHeadImage;
  jsonLd: readonly JsonLdObject[];
  /** 404 for a competition or page the backend does not know: the render server answers with that status. */
  status: 200 | 404;
}
