import { APP_ROUTES, type AppRoute } from '@shop/shared-contracts';

const split = (path: string) => path.split('/').filter((segment) => segment !== '');

/** A URL path's segments, decoded; null for a malformed escape (not a path the shell routes). */
export function pathSegments(pathname: string): string[] | null {
  try {
    return split(pathname).map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

/**
 * Whether a path's segments match a route table pattern, the way react-router matches them: `:name` is one
 * non-empty segment, a trailing `*` is any rest (also none), a trailing slash does not count, and case
 * does not matter (react-router's default). The values of the `:name` segments when they match, else null.
 */
export function matchSegments(pattern: string, segments: readonly string[]): Record<string, string> | null {
  const wanted = split(pattern);
  const params: Record<string, string> = {};
  for (const [index, part] of wanted.entries()) {
    if (part === '*' && index === wanted.length - 1) return params;
    const segment = segments[index];
    if (segment === undefined) return null;
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    else if (part.toLowerCase() !== segment.toLowerCase()) return null;
  }
  return segments.length === wanted.length ? params : null;
}

/** Whether a URL path matches a route table pattern (matchSegments). */
export function routePathMatches(pattern: string, pathname: string): boolean {
  const segments = pathSegments(pathname);
  return segments !== null && matchSegments(pattern, segments) !== null;
}

/** The route that shows `pathname` (the table lists fixed paths before patterns that would also match them). */
export function routeForPath(pathname: string): AppRoute | undefined {
  return APP_ROUTES.find((route) => routePathMatches(route.path, pathname));
}
