import { ENDPOINTS, loadEndpointSchemas, type EndpointName } from '@shop/shared-contracts';
import { parseBody, type EndpointHandlers, type Handler } from './context';
import { parsePluginArgs } from './pluginArgs';
import { checkStoreApiArgs, STORE_API_ROUTES } from './storeApiArgs';
import { WpError } from './wpError';

/** `METHOD /route` → handler, the way WordPress's REST server matches rest_route. */
export type RouteTable = ReadonlyMap<string, Handler>;

/** The WooCommerce Store API's routes (WooCommerce's own rules); every other route is the companion plugin's. */
export function isStoreApiRoute(route: string): boolean {
  return route.startsWith('/wc/store/');
}

/** An operator's call made without the operator's bearer: WordPress's refusal of a user without the capability. */
const notAnOperator = () => new WpError(403, 'rest_forbidden', 'Sorry, you are not allowed to do that.');

/**
 * Registers every handler under its endpoint's method and rest_route from the shared endpoint table,
 * parsing the body and query with the endpoint's request schema first (a 400 in WordPress's shape: the
 * companion plugin's routes as WordPress checks their registered args, http/pluginArgs.ts). A Store
 * API route's params are first checked against the arguments WooCommerce registers for it, as WordPress
 * checks them (http/storeApiArgs.ts); a cart write then gets them as they are, the others parsed as well.
 * An operator's call (the table's `operator` bearer) needs the operator's own bearer (STORE_API_OPERATOR_TOKEN),
 * never the service bearer, which every storefront's public config.json carries: anything else is refused
 * before the body is looked at.
 */
export async function buildRouteTable(handlers: EndpointHandlers): Promise<RouteTable> {
  const table = new Map<string, Handler>();
  for (const name of Object.keys(ENDPOINTS) as EndpointName[]) {
    const { method, route } = ENDPOINTS[name];
    const { request } = await loadEndpointSchemas(name);
    const storeApi = isStoreApiRoute(route) ? STORE_API_ROUTES[name] : undefined;
    const operatorOnly = ENDPOINTS[name].bearer === 'operator';
    const handler = handlers[name] as (context: Parameters<Handler>[0], input: unknown) => ReturnType<Handler>;
    table.set(routeKey(method, route), (context) => {
      if (operatorOnly && !context.operatorBearer) throw notAnOperator();
      if (!storeApi) return handler(context, parsePluginArgs({ ...context.query, ...context.body }, request));
      storeApi.beforeArgs?.(context);
      const params = checkStoreApiArgs(storeApi.args, { ...context.query, ...context.body });
      return handler(context, storeApi.input ? storeApi.input(params) : parseBody(context, request));
    });
  }
  return table;
}

/** `METHOD /route` as a request is matched: HEAD as GET, trailing slashes dropped. */
export function routeKey(method: string, route: string): string {
  const normalised = route.replace(/\/+$/, '') || '/';
  return `${method === 'HEAD' ? 'GET' : method} ${normalised}`;
}

export function findHandler(table: RouteTable, method: string, route: string): Handler | undefined {
  return table.get(routeKey(method, route));
}

/** rest_route from the query string wins, as in WP::parse_request; else the path after /wp-json/. */
export function restRouteOf(url: URL): string | null {
  const fromQuery = url.searchParams.get('rest_route');
  if (fromQuery) return fromQuery;
  const match = /\/wp-json(\/.*)$/.exec(url.pathname);
  return match && match[1] !== '/' ? match[1]! : null;
}
