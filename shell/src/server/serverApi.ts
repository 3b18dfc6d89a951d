import { createApiClient, type RuntimeConfig, type ShopApi } from '@shop/shared-contracts';

/**
 * A call from the render server that has no answer after this long is aborted. The render stops waiting
 * after its budget anyway, but a call left open would hold a socket, and a settings read stuck on a hung API
 * would stop the next one from starting.
 */
export const SERVER_API_TIMEOUT_MS = 5000;

// No customer on the server: nothing is kept between calls.
const NO_STORAGE = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

/** The render server's API client for a config: the service token, no customer, every call with a timeout. */
export function serverApiClient(config: RuntimeConfig, fetchImpl: typeof fetch): ShopApi {
  const fetchWithTimeout: typeof fetch = (input, init) => {
    const timeout = AbortSignal.timeout(SERVER_API_TIMEOUT_MS);
    return fetchImpl(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout });
  };
  return createApiClient({ host: config.apiHost, serviceToken: config.serviceToken, storage: NO_STORAGE, fetch: fetchWithTimeout });
}
