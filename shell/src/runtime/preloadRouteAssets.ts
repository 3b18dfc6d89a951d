import { FIRST_CALLS, readAuthToken, routeForPath, SETTINGS_FIRST_CALL, startFirstCall, STORAGE_KEYS, type KeyValueStorage } from '@shop/shared-contracts';

type EarlyJson = Record<string, Promise<unknown> | undefined>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const stringAt = (record: Record<string, unknown>, key: string): string | undefined => (typeof record[key] === 'string' ? record[key] : undefined);

/**
 * The files of the page's screen: its remote's entry and the files the release listed for the screen
 * (remotes.json `preload`), resolved against the remote's origin. Anything unexpected gives none: this
 * is a hint, and the shell reads both files properly (with their schemas) a moment later.
 */
export function routeAssetUrls(pathname: string, config: unknown, manifest: unknown): string[] {
  const route = routeForPath(pathname);
  if (!route || !isRecord(config) || !isRecord(manifest) || !isRecord(config.remoteOrigins)) return [];
  const origin = stringAt(config.remoteOrigins, route.owner);
  const entry = manifest[route.owner];
  if (!origin || !isRecord(entry)) return [];
  const entryFile = stringAt(entry, 'entry');
  if (!entryFile) return [];
  const screenFiles = isRecord(entry.preload) && Array.isArray(entry.preload[route.screen]) ? entry.preload[route.screen] : [];
  const files = [entryFile, ...(screenFiles as unknown[]).filter((file): file is string => typeof file === 'string')];
  try {
    const base = origin.replace(/\/?$/, '/');
    return files.map((file) => new URL(file, base).href);
  } catch {
    return []; // not a URL: the shell reports a bad config itself
  }
}

/**
 * Starts the page's first calls once config.json is in, so their answers are there when the shell's and
 * the screen's code ask for them: the site's settings when this browser has none cached (the shell's
 * `settings_cache`, services/siteData.ts; they hold home's main competition, the carousel's first picture),
 * and the screen's own (shared-contracts' `FIRST_CALLS`: home's featured list, a competition's details).
 */
export function startPageFirstCalls(pathname: string, config: unknown, storage: () => KeyValueStorage, fetchImpl: typeof fetch): void {
  if (!isRecord(config)) return;
  const host = stringAt(config, 'apiHost');
  const serviceToken = stringAt(config, 'serviceToken');
  if (!host || !serviceToken) return;
  let store: KeyValueStorage;
  try {
    store = storage();
  } catch {
    return; // storage blocked by the browser: each call is made by its own code
  }
  const route = routeForPath(pathname);
  const calls = [store.getItem(STORAGE_KEYS.settingsCache) === null ? SETTINGS_FIRST_CALL : null, route ? FIRST_CALLS[route.screen]?.(pathname) : null];
  for (const call of calls) if (call) startFirstCall(host, serviceToken, call, readAuthToken(store), fetchImpl, Date.now());
}

/**
 * Runs in the shell's first file, before its own code has downloaded: once index.html's start-up reads
 * of config.json and remotes.json are in (build-config/earlyStartup.cjs), it fetches the page's remote
 * code into the HTTP cache (release files are immutable), so the remote's files arrive together while the
 * shell's still load, instead of one after another once the shell has started; the script tags the
 * federation runtime adds later take them from there, or join a download still under way. Not
 * `<link rel="preload">`: Chromium keeps a failed preload for the page, so a remote that was down would
 * fail again on "Try again" after it came back. It only reads the early answers (the shell still takes
 * them once itself) and does nothing without them. It also starts the page's first calls.
 */
export async function preloadRouteAssets(
  pathname: string,
  early: EarlyJson | undefined,
  fetchImpl: typeof fetch,
  storage: () => KeyValueStorage,
): Promise<void> {
  const configAnswer = early?.['/config.json'];
  if (!configAnswer) return;
  try {
    const config = await configAnswer;
    startPageFirstCalls(pathname, config, storage, fetchImpl);
    // Each fetch costs the main thread a few milliseconds on a phone: the files' in a task of their own.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const manifestUrl = isRecord(config) ? stringAt(config, 'remotesManifestUrl') : undefined;
    const manifestAnswer = manifestUrl ? early[manifestUrl] : undefined;
    if (!manifestAnswer) return;
    for (const url of routeAssetUrls(pathname, config, await manifestAnswer)) {
      // An opaque answer is enough to fill the cache; a failure is the remote slot's to report.
      fetchImpl(url, { mode: 'no-cors' }).catch(() => undefined);
    }
  } catch {
    // A failed start-up read is reported by the shell when it takes that answer.
  }
}
