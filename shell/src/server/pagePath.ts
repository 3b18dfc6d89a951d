import { APP_ROUTES, type AppRoute } from '@shop/shared-contracts';
import { APP_REDIRECTS } from '../app/redirects';
import { matchSegments, pathSegments } from '../app/routeMatching';

/** What a request path is to the render server, found once per request. */
export type PagePath =
  /** A file (a name with an extension): the static files answer it. */
  | { kind: 'file' }
  | { kind: 'redirect'; to: string }
  /** A page: the route that shows it and its `:name` params, or no route (the not-found page). */
  | { kind: 'page'; route: AppRoute | undefined; params: Record<string, string> };

/** Basket, checkout, confirmation, sign-in and account: rendered in the browser only, never indexed or cached. */
export function isPrivateRoute(route: AppRoute): boolean {
  return route.owner !== 'catalog';
}

export function matchPagePath(pathname: string): PagePath {
  if (/\.[a-z0-9]+$/i.test(pathname)) return { kind: 'file' };
  const segments = pathSegments(pathname);
  if (segments === null) return { kind: 'page', route: undefined, params: {} };
  const redirect = APP_REDIRECTS.find((candidate) => matchSegments(candidate.from, segments) !== null);
  if (redirect) return { kind: 'redirect', to: redirect.to };
  for (const route of APP_ROUTES) {
    const params = matchSegments(route.path, segments);
    if (params) return { kind: 'page', route, params };
  }
  return { kind: 'page', route: undefined, params: {} };
}
