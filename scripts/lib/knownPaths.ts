import { APP_ROUTES } from '@shop/shared-contracts';
import { APP_REDIRECTS, routePathMatches } from '@shop/shell/ops';

const KNOWN_PATTERNS: readonly string[] = [...APP_ROUTES.map((route) => route.path), ...APP_REDIRECTS.map((redirect) => redirect.from)];

/**
 * Whether a URL path is one the shell routes (a screen or a redirect) rather than its not-found page, so
 * the shell's server can answer 404 for the rest.
 */
export function isKnownShellPath(pathname: string): boolean {
  return KNOWN_PATTERNS.some((pattern) => routePathMatches(pattern, pathname));
}
