/** Absolute URLs for what the render server writes: canonical links, sitemap entries, images. */

/** The site origin without a trailing slash, so `origin + path` never doubles it. */
export function trimOrigin(origin: string): string {
  return origin.replace(/\/+$/, '');
}

/**
 * `origin` + `path`, percent-encoded where a URL must be. Concatenated before parsing so a path such as
 * `//other.example` stays a path on this site instead of naming another host.
 */
export function siteUrl(origin: string, path: string): string {
  const joined = `${trimOrigin(origin)}${path.startsWith('/') ? '' : '/'}${path}`;
  try {
    return new URL(joined).href;
  } catch {
    return joined;
  }
}

/**
 * An image URL made absolute: relative ones are read against `base` (the API host serves the pictures).
 * Null for anything that is not http(s) once resolved, or does not parse.
 */
export function absoluteHttpUrl(url: string, base: string): string | null {
  if (!url.trim()) return null;
  try {
    const resolved = new URL(url.trim(), `${trimOrigin(base)}/`);
    return resolved.protocol === 'https:' || resolved.protocol === 'http:' ? resolved.href : null;
  } catch {
    return null;
  }
}

/** The origin of an http(s) URL (`https://host:port`), or null for anything else or what does not parse. */
export function httpOrigin(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}
