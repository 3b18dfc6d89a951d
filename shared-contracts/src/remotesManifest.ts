import * as v from 'valibot';
import registry from '../remotes.json';
import type { RemoteName } from './routes';

/** The remotes, in the order the shop lists them (remotes.json, the ops figures). */
export const REMOTE_NAMES: readonly RemoteName[] = ['catalog', 'basket', 'account'];

/**
 * The container names of the remote registry, as the browser build states them (build-config's webpack.cjs
 * reads the registry): the page carries three strings, not the registry's JSON. Undefined elsewhere.
 */
declare const __REMOTE_CONTAINERS__: Readonly<Record<RemoteName, string>> | undefined;

/** The Module Federation container name of each remote, from the remote registry (shared-contracts/remotes.json). */
export const REMOTE_CONTAINER_NAMES: Readonly<Record<RemoteName, string>> =
  typeof __REMOTE_CONTAINERS__ === 'object'
    ? __REMOTE_CONTAINERS__
    : { catalog: registry.remotes.catalog.container, basket: registry.remotes.basket.container, account: registry.remotes.account.container };

/*
 * `remotes.json`: which released version of each remote is live. Ops switch a version by repointing one
 * entry; nothing is rebuilt. The release scripts write it; the shell (browser and render server) reads it.
 */
export const RemoteManifestEntrySchema = v.object({
  version: v.pipe(v.string(), v.minLength(1)),
  /** URL of that version's remoteEntry.js. */
  entry: v.pipe(v.string(), v.minLength(1)),
  /** The shared-contracts version the remote was built against. */
  contract: v.pipe(v.string(), v.regex(/^\d+\.\d+\.\d+/)),
  /**
   * Screen id → the files that screen needs besides the entry (the exposed modules' and its own), relative
   * to the remote's origin like `entry`. Written by the release step; the shell asks for them while its
   * own code is still downloading. A hint only: without it the remote loads the same files one by one.
   */
  preload: v.optional(v.record(v.string(), v.array(v.string()))),
  /**
   * That version's server build (`<version>/server/remote.cjs`), relative to the remote's origin like
   * `entry`: the render server renders the remote's public pages with it. Without it they render in the browser.
   */
  server: v.optional(v.pipe(v.string(), v.minLength(1))),
  /**
   * Subresource integrity of `entry` (`sha384-<base64>`), written when the release is built: the browser
   * refuses an entry file that does not match it. `unchecked` only in the dev servers' manifest, whose
   * entries webpack-dev-server rewrites on every change.
   */
  integrity: v.pipe(v.string(), v.regex(/^(sha384-[\w+/]{64}|unchecked)$/)),
  /** The same for `server`: the render server refuses a server build that does not match it. */
  serverIntegrity: v.optional(v.string()),
});
export type RemoteManifestEntry = v.InferOutput<typeof RemoteManifestEntrySchema>;
export type RemotesManifest = Partial<Record<RemoteName, RemoteManifestEntry>>;

export interface ManifestReading {
  remotes: RemotesManifest;
  /** Problems by remote name (a name no remote has too): why that entry cannot be used. */
  problems: Partial<Record<string, string>>;
}

const fieldOf = (issue: v.BaseIssue<unknown>) => (issue.path ?? []).map((item) => String(item.key)).join('.') || 'entry';

/** Reads each remote's entry on its own: a malformed entry loses that remote only. */
export function readRemotesManifest(raw: unknown): ManifestReading {
  const remotes: RemotesManifest = {};
  const problems: ManifestReading['problems'] = {};
  const source = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  for (const name of Object.keys(source)) {
    if (!REMOTE_NAMES.includes(name as RemoteName)) problems[name] = `remotes.json names no known remote: "${name}" is ignored`;
  }
  for (const name of REMOTE_NAMES) {
    if (!(name in source)) {
      problems[name] = `remotes.json has no entry for "${name}"`;
      continue;
    }
    const result = v.safeParse(RemoteManifestEntrySchema, source[name]);
    if (result.success) remotes[name] = result.output;
    else problems[name] = `remotes.json entry "${name}" is malformed: ${result.issues.map((issue) => `${fieldOf(issue)}: ${issue.message}`).join('; ')}`;
  }
  return { remotes, problems };
}
