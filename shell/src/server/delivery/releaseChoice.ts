import { REMOTE_NAMES, type RemoteName, readRemotesManifest, type RemoteManifestEntry } from '@shop/shared-contracts';
import { canaryOf } from './remotesCanary';
import type { PreviewRequest } from './previewToken';

export type ServedAs = 'live' | 'canary' | 'preview';

/** The releases one browser is served: its side of each canary, and its preview if it has one. */
export interface ReleaseChoice {
  /** remotes.json as this browser gets it: no canary fields, each remote's entry the one it is served. */
  manifest: Record<string, unknown>;
  served: Partial<Record<RemoteName, { version: string; as: ServedAs }>>;
  /** A canary is running or a preview is on: the page must not be shared by a CDN between browsers. */
  dependsOnBrowser: boolean;
}

export type PreviewState = { request: PreviewRequest; entry: RemoteManifestEntry } | { ignored: string } | null;

export function chooseReleases(rawManifest: unknown, cohort: number, preview: PreviewState): ReleaseChoice {
  const source = typeof rawManifest === 'object' && rawManifest !== null && !Array.isArray(rawManifest) ? (rawManifest as Record<string, unknown>) : {};
  const manifest: Record<string, unknown> = {};
  const served: ReleaseChoice['served'] = {};
  const live = readRemotesManifest(source).remotes;
  let dependsOnBrowser = preview !== null;
  // A previewed remote with no live entry at all is previewed too.
  const names = preview && 'entry' in preview ? [...new Set([...Object.keys(source), preview.request.remote])] : Object.keys(source);
  for (const name of names) {
    const raw = source[name];
    const remote = REMOTE_NAMES.find((known) => known === name);
    const canary = remote ? canaryOf(source, remote) : null;
    dependsOnBrowser ||= canary !== null;
    if (remote && preview && 'entry' in preview && preview.request.remote === remote) {
      manifest[name] = preview.entry;
      served[remote] = { version: preview.entry.version, as: 'preview' };
    } else if (remote && canary && cohort < canary.percent) {
      const { percent: _percent, since: _since, ...entry } = canary;
      manifest[name] = entry;
      served[remote] = { version: entry.version, as: 'canary' };
    } else {
      // A malformed entry goes as it is: the browser names its problem and loses only that remote.
      manifest[name] = typeof raw === 'object' && raw !== null ? withoutCanary(raw as Record<string, unknown>) : raw;
      const entry = remote ? live[remote] : undefined;
      if (remote && entry) served[remote] = { version: entry.version, as: 'live' };
    }
  }
  return { manifest, served, dependsOnBrowser };
}

function withoutCanary(entry: Record<string, unknown>): Record<string, unknown> {
  const { canary: _canary, ...rest } = entry;
  return rest;
}
