import type { Handler } from './context';

/** `METHOD /route` → handler, the way WordPress's REST server matches rest_route. */
export type RouteTable = Record<string, Handler>;

export function findHandler(table: RouteTable, method: string, route: string): Handler | undefined {
  const normalised = route.replace(/\/+$/, '') || '/';
  return table[`${method === 'HEAD' ? 'GET' : method} ${normalised}`];
}

/** rest_route from the query string wins, as in WP::parse_request; else the path after /wp-json/. */
export function restRouteOf(url: URL): string | null {
  const fromQuery = url.searchParams.get('rest_route');
  if (fromQuery) return fromQuery;
  const match = /\/wp-json(\/.*)$/.exec(url.pathname);
  return match && match[1] !== '/' ? match[1]! : null;
}
