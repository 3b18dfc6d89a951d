/** Where a customer goes after signing in when nothing says otherwise. */
export const DEFAULT_AFTER_SIGN_IN = '/account';

/**
 * A same-site path only: it must start with a single '/' (not '//host' or '/\\host', which browsers
 * read as another site) and carry no scheme. Anything else is ignored.
 */
export function isSameSitePath(value: unknown): value is string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) && !/[\r\n\t]/.test(value);
}

/** Where to go after signing in: the `redirect` query parameter, else router state `from`, else /account. */
export function afterSignInPath(search: string, state: unknown): string {
  const fromQuery = new URLSearchParams(search).get('redirect');
  if (isSameSitePath(fromQuery) && !fromQuery.startsWith('/auth/')) return fromQuery;
  const fromState = typeof state === 'object' && state !== null && 'from' in state ? (state as { from: unknown }).from : null;
  if (isSameSitePath(fromState) && !fromState.startsWith('/auth/')) return fromState;
  return DEFAULT_AFTER_SIGN_IN;
}

/** The sign-in page that brings the visitor back to `path` afterwards. */
export function signInPathFor(path: string): string {
  return `/auth/login?redirect=${encodeURIComponent(path)}`;
}
