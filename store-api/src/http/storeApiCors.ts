import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Which response headers a storefront on another origin may read from the Store API: 'stock' as WooCommerce
 * 9.3+ exposes them (Cart-Token, not Nonce), 'nonce-exposed' as a site whose plugin also exposes `Nonce`.
 */
export type StoreApiHeadersMode = 'stock' | 'nonce-exposed';

export const STORE_API_HEADERS_MODES: readonly StoreApiHeadersMode[] = ['stock', 'nonce-exposed'];

/** WordPress's exposed headers (rest_exposed_cors_headers) plus WooCommerce's Cart-Token. */
const EXPOSED: Record<StoreApiHeadersMode, string> = {
  stock: 'X-WP-Total, X-WP-TotalPages, Link, Cart-Token',
  'nonce-exposed': 'X-WP-Total, X-WP-TotalPages, Link, Cart-Token, Nonce',
};
/** WordPress's allowed request headers (rest_allowed_cors_headers) plus WooCommerce's Cart-Token and Nonce. */
const ALLOWED_HEADERS = 'Authorization, X-WP-Nonce, Content-Disposition, Content-MD5, Content-Type, Cart-Token, Nonce';
const ALLOWED_METHODS = 'OPTIONS, GET, POST, PUT, PATCH, DELETE';

export interface StoreApiCorsRequest {
  origin: string | undefined;
  preflight: boolean;
  /** The request carries a Cart-Token store-api knows (looked up only when it decides the answer). */
  hasValidCartToken(): boolean;
}

/**
 * The CORS headers of a Store API answer, as WordPress's REST server and WooCommerce's
 * Authentication::send_cors_headers send them on every answer: the exposed and allowed headers, the
 * methods, credentials and `Vary: Origin`; the Origin is echoed back for a preflight, an allowed origin, or
 * any origin when the request carries a valid Cart-Token (a preflight cannot carry one).
 */
export function storeApiCorsHeaders(request: StoreApiCorsRequest, mode: StoreApiHeadersMode, originAllowed: (origin: string) => boolean) {
  const headers: Record<string, string> = {
    'Access-Control-Expose-Headers': EXPOSED[mode],
    'Access-Control-Allow-Headers': ALLOWED_HEADERS,
    'Access-Control-Allow-Methods': ALLOWED_METHODS,
    'Access-Control-Allow-Credentials': 'true',
    Vary: 'Origin',
  };
  const { origin } = request;
  if (origin && (request.preflight || originAllowed(origin) || request.hasValidCartToken())) headers['Access-Control-Allow-Origin'] = origin;
  return headers;
}

export interface StoreApiCorsOptions {
  mode: StoreApiHeadersMode;
  isStoreApiRequest(request: FastifyRequest): boolean;
  originAllowed(origin: string): boolean;
  cartTokenKnown(token: string): boolean;
}

/**
 * Sends the Store API's CORS headers on its answers (errors included) and answers its preflights (200, no
 * body, as WooCommerce exits after the headers). Registered before the plugin routes' own CORS, which
 * leaves Store API requests alone.
 */
export function registerStoreApiCors(app: FastifyInstance, options: StoreApiCorsOptions): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!options.isStoreApiRequest(request)) return;
    const origin = request.headers.origin;
    // Authentication::is_preflight: OPTIONS with an Origin, Access-Control-Request-Method and -Headers.
    const { headers } = request;
    const preflight =
      request.method === 'OPTIONS' && [origin, headers['access-control-request-method'], headers['access-control-request-headers']].every(Boolean);
    const cartToken = String(headers['cart-token'] ?? '');
    const cors = storeApiCorsHeaders(
      { origin, preflight, hasValidCartToken: () => cartToken !== '' && options.cartTokenKnown(cartToken) },
      options.mode,
      options.originAllowed,
    );
    reply.headers(cors);
    if (preflight) return reply.status(200).send();
  });
}
