import { APP_REDIRECTS, APP_ROUTES } from '@shop/shared-contracts';

/**
 * Whether a URL path is one the shell routes (a screen or a redirect) rather than its not-found page, so
 * the shell's server can answer 404 for the rest. Patterns are the route table's own, matched the way
 * react-router matches them: `:name` is one non-empty segment, a trailing `*` is any rest (also none),
 * a trailing slash does not count, and case does not matter (react-router's default).
 */
export function pathMatches(pattern: string, pathname: string): boolean {
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

const KNOWN_PATTERNS: readonly string[] = [...APP_ROUTES.map((route) => route.path), ...APP_REDIRECTS.map((redirect) => redirect.from)];

export function isKnownShellPath(pathname: string): boolean {
  return KNOWN_PATTERNS.some((pattern) => pathMatches(pattern, pathname));
}
