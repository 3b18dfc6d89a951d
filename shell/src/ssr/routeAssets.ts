import { routeForPath } from '../app/routeMatching';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const stringAt = (record: Record<string, unknown>, key: string): string | undefined => (typeof record[key] === 'string' ? record[key] : undefined);

/**
 * The files of the page's screen: its remote's entry and the files the release listed for the screen
 * (remotes.json `preload`), resolved against the remote's origin. The render server lists them in the page
 * (`ROUTE_ASSETS_ELEMENT_ID`) for the shell's first file to fetch (startup/preloadRouteAssets.ts). Anything
 * unexpected gives none: this is a hint, and the shell reads both properly (with their schemas) later.
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
