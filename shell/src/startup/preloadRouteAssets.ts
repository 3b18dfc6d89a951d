import { routeForPath } from '../app/routeMatching';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const stringAt = (record: Record<string, unknown>, key: string): string | undefined => (typeof record[key] === 'string' ? record[key] : undefined);

/**
 * The files of the page's screen: its remote's entry and the files the release listed for the screen
 * (remotes.json `preload`), resolved against the remote's origin. Anything unexpected gives none: this
 * is a hint, and the shell reads both properly (with their schemas) a moment later.
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
 * Runs in the shell's first file, before its own code has downloaded: with the config and the manifest
 * the render server sent in the page, it fetches the page's remote code into the HTTP cache (release
 * files are immutable), so the remote's files arrive while the shell's still load, instead of one after
 * another once the shell has started; the script tags the federation runtime adds later take them from
 * there, or join a download still under way. Not `<link rel="preload">`: Chromium keeps a failed preload
 * for the page, so a remote that was down would fail again on "Try again" after it came back.
 */
export function preloadRouteAssets(pathname: string, page: { config: unknown; manifest: unknown } | null, fetchImpl: typeof fetch): void {
  if (!page) return;
  // An opaque answer is enough to fill the cache; a failure is the remote slot's to report.
  for (const url of routeAssetUrls(pathname, page.config, page.manifest)) fetchImpl(url, { mode: 'no-cors' }).catch(() => undefined);
}
