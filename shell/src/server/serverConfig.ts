import { readRuntimeConfig, type RuntimeConfig, type ShopApi } from '@shop/shared-contracts';
import { serverApiClient } from './serverApi';

/** config.json as the render server uses it: as read (the page state hands it to the browser), checked, and its API client. */
export interface ServerConfig {
  raw: unknown;
  config: RuntimeConfig;
  api: ShopApi;
}

/**
 * The render server's config.json: checked once, with its API client made once, for as long as the host
 * hands the same value, which in production is the whole process. A host that hands another value (the e2e
 * tests point the API host at a fault proxy for a while) has that one checked, once.
 */
export function serverConfigSource(rawConfig: () => unknown, fetchImpl: typeof fetch): () => ServerConfig {
  let current: ServerConfig | null = null;
  return () => {
    const raw = rawConfig();
    if (!current || current.raw !== raw) {
      const config = readRuntimeConfig(raw).config;
      current = { raw, config, api: serverApiClient(config, fetchImpl) };
    }
    return current;
  };
}
