import type { FastifyInstance, FastifyRequest } from 'fastify';
import cors from '@fastify/cors';
import { registerStoreApiCors, type StoreApiHeadersMode } from './storeApiCors';

const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;

export interface CorsOptions {
  /** Extra allowed browser origins; localhost and 127.0.0.1 on any port are always allowed. */
  allowedOrigins: readonly string[];
  storeApiHeaders: StoreApiHeadersMode;
  isStoreApiRequest(request: FastifyRequest): boolean;
  cartTokenKnown(token: string): boolean;
}

/**
 * CORS per route family: the Store API's as WooCommerce sends it (storeApiCors.ts); the companion plugin's
 * routes and the ops calls as before, for allowed origins only, with what the storefront reads from them
 * exposed (Retry-After on a rate limit).
 */
export async function registerCors(app: FastifyInstance, options: CorsOptions): Promise<void> {
  const originAllowed = (origin: string) => LOCAL_ORIGIN.test(origin) || options.allowedOrigins.includes(origin);
  registerStoreApiCors(app, {
    mode: options.storeApiHeaders,
    isStoreApiRequest: options.isStoreApiRequest,
    originAllowed,
    cartTokenKnown: options.cartTokenKnown,
  });
  const pluginCors = {
    origin: (origin: string | undefined, callback: (error: Error | null, allow: boolean) => void) => callback(null, !origin || originAllowed(origin)),
    allowedHeaders: ['Authorization', 'Content-Type', 'Nonce', 'X-WC-Store-API-Nonce', 'Cart-Token'],
    exposedHeaders: ['Nonce', 'X-WC-Store-API-Nonce', 'Nonce-Timestamp', 'User-ID', 'Cart-Token', 'Cart-Hash', 'Retry-After'],
  };
  await app.register(cors, {
    delegator: (request, callback) => callback(null, options.isStoreApiRequest(request) ? { origin: false } : pluginCors),
  });
}
