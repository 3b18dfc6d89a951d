/**
 * Where the site and its pictures live, when the caller knows. JSON-LD is read apart from the page by some
 * consumers, so its URLs are made absolute when it is given; the render server only absolutises the tags.
 */
export interface SiteUrls {
  /** The shop's public origin, e.g. https://www.anglingprizes.co.uk */
  origin: string;
  /** Where relative picture URLs are served (the runtime config's apiHost). */
  apiHost: string;
}

function trimSlashes(base: string): string {
  return base.replace(/\/+$/, '');
}

/** A page path as a JSON-LD URL: on the origin when known, else the path as it is. */
export function pageUrl(path: string, site?: SiteUrls): string {
  return site ? `${trimSlashes(site.origin)}${path}` : path;
}

/** A picture URL as a JSON-LD URL: a relative one is read against the API host when known. */
export function pictureUrl(url: string, site?: SiteUrls): string {
  if (!site) return url;
  try {
    return new URL(url, `${trimSlashes(site.apiHost)}/`).href;
  } catch {
    return url;
  }
}
