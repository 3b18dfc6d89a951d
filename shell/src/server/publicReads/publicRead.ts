import { buildApiUrl, ENDPOINTS, WP_JSON_PATH, type EndpointName } from '@shop/shared-contracts';

/** The public reads (endpoints marked `publicRead`) by `rest_route`: each one's method and endpoint name. */
export const PUBLIC_READ_ROUTES: ReadonlyMap<string, { method: 'GET' | 'POST'; name: EndpointName }> = new Map(
  (Object.entries(ENDPOINTS) as [EndpointName, (typeof ENDPOINTS)[EndpointName]][])
    .filter(([, definition]) => 'publicRead' in definition)
    .map(([name, definition]) => [definition.route, { method: definition.method, name }]),
);

/**
 * The public reads of the operator's site content, which change only when the operator saves them (never with
 * a sale, a close or a draw): kept longer than the catalogue's (PUBLIC_CONTENT_FRESH_MS).
 */
export const SITE_CONTENT_READS: ReadonlySet<EndpointName> = new Set<EndpointName>(['settings', 'seoSettings', 'howItWorks', 'faqs', 'legalTerms']);

/** Whether a `rest_route` is a public read, which the storefront answers from its cache. */
export const isPublicReadRoute = (route: string): boolean => PUBLIC_READ_ROUTES.has(route);

/** Whether a `rest_route` is a public read of the operator's site content (kept longer: SITE_CONTENT_READS). */
export const isSiteContentRoute = (route: string): boolean => {
  const read = PUBLIC_READ_ROUTES.get(route);
  return read !== undefined && SITE_CONTENT_READS.has(read.name);
};

/** One public read, as the storefront asks the backend for it and keys its answer. */
export interface PublicRead {
  method: 'GET' | 'POST';
  route: string;
  /** Its endpoint in the endpoint table (whose response schema checks the backend's answer). */
  endpoint: EndpointName;
  /**
   * The query (GET) or JSON body (POST) the backend is sent: the caller's, keys sorted, without `token`.
   * A public read's answer is the same for every customer, so a customer's token is neither forwarded nor
   * part of the key.
   */
  params: Record<string, unknown>;
}

export type PublicReadOrRefusal = { read: PublicRead } | { refused: { status: number; code: string; message: string } };

const sorted = (params: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(params)
      .filter(([name]) => name !== 'token')
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );

/**
 * The public read a request to `{host}/competition/index.php/wp-json/?rest_route=...` asks for, or why the
 * storefront does not answer it (anything private or that sells goes to the API host, never through here).
 */
export function publicReadOf(method: string, url: URL, body: string): PublicReadOrRefusal {
  const route = url.searchParams.getAll('rest_route');
  const endpoint = route.length === 1 ? PUBLIC_READ_ROUTES.get(route[0]!) : undefined;
  const expected = endpoint?.method;
  if (url.pathname !== WP_JSON_PATH || !endpoint || (method !== expected && !(method === 'HEAD' && expected === 'GET'))) {
    return {
      refused: { status: 404, code: 'rest_no_route', message: "The storefront answers only the shop's public reads; other calls go to the API host." },
    };
  }
  if (expected === 'GET') {
    const query = Object.fromEntries([...url.searchParams].filter(([name]) => name !== 'rest_route'));
    return { read: { method: 'GET', route: route[0]!, endpoint: endpoint.name, params: sorted(query) } };
  }
  let parsed: unknown = {};
  try {
    parsed = body.trim() === '' ? {} : JSON.parse(body);
  } catch {
    parsed = null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { refused: { status: 400, code: 'rest_invalid_json', message: 'Invalid JSON body passed.' } };
  }
  return { read: { method: 'POST', route: route[0]!, endpoint: endpoint.name, params: sorted(parsed as Record<string, unknown>) } };
}

/** The cache key of a read from one backend. */
export const publicReadKey = (apiHost: string, read: PublicRead): string => `${buildApiUrl(apiHost, read.route)} ${read.method} ${JSON.stringify(read.params)}`;
