import { DEFAULT_RUNTIME_CONFIG, readRuntimeConfig, type ConfigReading } from '@shop/shared-contracts';
import { fetchFreshJson } from './fetchJson';

/**
 * Reads /config.json at start. A missing file or a missing field never stops the shop: each problem is
 * logged by name and the local default stands in.
 */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch, embedded?: unknown): Promise<ConfigReading> {
  let reading: ConfigReading;
  try {
    // The render server sends the config with the page; without it (the dev server) it is read from /config.json.
    reading = readRuntimeConfig(embedded ?? (await fetchFreshJson('/config.json', fetchImpl)));
  } catch (error) {
    reading = {
      config: DEFAULT_RUNTIME_CONFIG,
      problems: [`config.json could not be read (${error instanceof Error ? error.message : String(error)}); using local defaults`],
    };
  }
  for (const problem of reading.problems) console.error(`[shell] ${problem}`);
  return reading;
}
