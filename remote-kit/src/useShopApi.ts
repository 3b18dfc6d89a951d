import { createApiClient, DEFAULT_RUNTIME_CONFIG, type RuntimeConfig, type ShopApi } from '@shop/shared-contracts';
import { useBusState } from './useBusState';

const clients = new Map<string, ShopApi>();

/** One client per API host and service bearer, shared by every screen of the remote. */
export function shopApiFor(config: Pick<RuntimeConfig, 'apiHost' | 'serviceToken'>): ShopApi {
  const key = `${config.apiHost}\n${config.serviceToken}`;
  let client = clients.get(key);
  if (!client) {
    client = createApiClient({ host: config.apiHost, serviceToken: config.serviceToken });
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
