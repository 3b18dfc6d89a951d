import { createApiClient, DEFAULT_RUNTIME_CONFIG, type RuntimeConfig, type ShopApi } from '@shop/shared-contracts';
import { useBusState } from './useBusState';

const clients = new Map<string, ShopApi>();

/**
 * A call with no answer after this long fails as a lost connection does, so the screen shows its failure
 * state instead of a spinner for ever (checkout then tells the customer to check their orders).
 */
export const API_TIMEOUT_MS = 15_000;

const fetchWithTimeout: typeof fetch = (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(API_TIMEOUT_MS) });

/** One client per API host and service bearer, shared by every screen of the remote. */
export function shopApiFor(config: Pick<RuntimeConfig, 'apiHost' | 'serviceToken'>): ShopApi {
  const key = `${config.apiHost}\n${config.serviceToken}`;
  let client = clients.get(key);
  if (!client) {
    client = createApiClient({ host: config.apiHost, serviceToken: config.serviceToken, fetch: fetchWithTimeout });
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
