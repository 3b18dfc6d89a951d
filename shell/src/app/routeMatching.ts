import { APP_ROUTES, type AppRoute } from '@shop/shared-contracts';

/**
 * Whether a URL path matches a route table pattern, the way react-router matches them: `:name` is one
 * non-empty segment, a trailing `*` is any rest (also none), a trailing slash does not count, and case
 * does not matter (react-router's default).
 */
export function routePathMatches(pattern: string, pathname: string): boolean {
  const segments = (path: string) => path.split('/').filter((segment) => segment !== '');
  const wanted = segments(pattern);
  let actual: string[];
  try {
    actual = segments(pathname).map((segment) => decodeURIComponent(segment));
  } catch {
    return false; // a malformed escape is not a path the shell routes
  }
  for (const [index, part] of wanted.entries()) {
    if (part === '*' && index === wanted.length - 1) return true;
    const segment = actual[index];
    if (segment === undefined) return false;
    if (part.startsWith(':')) continue;
    if (part.toLowerCase() !== segment.toLowerCase()) return false;
  }
  return actual.length === wanted.length;
}

/** The route that shows `pathname` (the table lists fixed paths before patterns that would also match them). */
export function routeForPath(pathname: string): AppRoute | undefined {
  return APP_ROUTES.find((route) => routePathMatches(route.path, pathname));
}
