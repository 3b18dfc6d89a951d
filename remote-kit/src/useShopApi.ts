import { createApiClient, DEFAULT_RUNTIME_CONFIG, type RuntimeConfig, type ShopApi } from '@shop/shared-contracts';
import { useBusState } from './useBusState';

const clients = new Map<string, ShopApi>();

/**
 * A call with no answer after this long fails as a lost connection does, so the screen shows its failure
 * state instead of a spinner for ever (checkout then tells the customer to check their orders).
 */
export const API_TIMEOUT_MS = 15_000;

const fetchWithTimeout: typeof fetch = (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(API_TIMEOUT_MS) });

/** The page's own origin, where the render server answers the public reads; none outside a browser. */
const pageOrigin = () => (typeof location === 'undefined' ? undefined : location.origin);

/** One client per API host, service bearer and public-read host, shared by every screen of the remote. */
export function shopApiFor(config: Pick<RuntimeConfig, 'apiHost' | 'serviceToken' | 'publicReadsFromStorefront'>): ShopApi {
  const publicHost = config.publicReadsFromStorefront ? pageOrigin() : undefined;
  const key = `${config.apiHost}\n${config.serviceToken}\n${publicHost ?? ''}`;
  let client = clients.get(key);
  if (!client) {
    client = createApiClient({ host: config.apiHost, serviceToken: config.serviceToken, publicHost, fetch: fetchWithTimeout });
    clients.set(key, client);
  }
  return client;
}

/**
 * The API client, configured from the runtime config the shell publishes (`shell:config`). The local
 * defaults stand in until then, which only a standalone remote without a config ever sees.
 */
export function useShopApi(): ShopApi {
  const config = useBusState('shell:config')?.config ?? DEFAULT_RUNTIME_CONFIG;
  return shopApiFor(config);
}
