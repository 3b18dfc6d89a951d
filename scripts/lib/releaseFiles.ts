import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { APP_ROUTES, type RemoteName, readRemotesManifest, type RemoteManifestEntry } from '@shop/shared-contracts';

/**
 * What a built release folder holds about itself, written when it is built and checked when it is published:
 * `release.json` (its version, contract and every file with its hash) and `entry.json` (its `remotes.json`
 * entry: entry file, integrity, screen files, server build), which publishing copies into the manifest and
 * the render server reads for a preview.
 */
export interface ReleaseInfo {
  remote: RemoteName;
  version: string;
  contract: string;
  builtAt: string;
  /** Every file of the folder but release.json itself, relative to it, with its sha384 (SRI format). */
  files: Record<string, string>;
}

export const RELEASE_INFO = 'release.json';
export const RELEASE_ENTRY = 'entry.json';
/** A release's server build, where it has one (a remote with public pages). */
export const SERVER_BUILD = 'server/remote.cjs';
const SCREEN_ASSETS = 'screen-assets.json';

export function integrityOf(file: string): string {
  return `sha384-${crypto.createHash('sha384').update(fs.readFileSync(file)).digest('base64')}`;
}

function filesUnder(folder: string, prefix = ''): string[] {
  return fs.readdirSync(path.join(folder, prefix), { withFileTypes: true }).flatMap((item) => {
    const relative = path.posix.join(prefix, item.name);
    return item.isDirectory() ? filesUnder(folder, relative) : [relative];
  });
}

interface ScreenAssets {
  exposed: string[];
  screens: Record<string, string[]>;
}

/** Every screen the route table gives this remote must have its files listed, or the shell cannot fetch them early. */
function screenAssetsOf(remote: RemoteName, folder: string): ScreenAssets {
  const assets = JSON.parse(fs.readFileSync(path.join(folder, SCREEN_ASSETS), 'utf8')) as ScreenAssets;
  const missing = APP_ROUTES.filter((route) => route.owner === remote && !assets.screens[route.screen]).map((route) => route.screen);
  if (missing.length) {
    throw new Error(
      `remote-${remote} names no chunk for ${[...new Set(missing)].map((screen) => `screen-${screen}`).join(', ')}: name each lazy screen import /* webpackChunkName: "screen-<id>" */.`,
    );
  }
  return assets;
}

/** The `remotes.json` entry of a freshly built folder: paths relative to the remote's origin, like the folder's name. */
function manifestEntryOf(remote: RemoteName, version: string, contract: string, folder: string): RemoteManifestEntry {
  const assets = screenAssetsOf(remote, folder);
  const inFolder = (file: string) => `${version}/${file}`;
  const hasServer = fs.existsSync(path.join(folder, SERVER_BUILD));
  return {
    version,
    entry: inFolder('remoteEntry.js'),
    contract,
    integrity: integrityOf(path.join(folder, 'remoteEntry.js')),
    preload: Object.fromEntries(Object.entries(assets.screens).map(([screen, files]) => [screen, [...assets.exposed, ...files].map(inFolder)])),
    ...(hasServer ? { server: inFolder(SERVER_BUILD), serverIntegrity: integrityOf(path.join(folder, SERVER_BUILD)) } : {}),
  };
}

/** Writes entry.json and release.json into a built folder (release.json last: its presence means the folder is complete). */
export function describeBuiltRelease(remote: RemoteName, version: string, contract: string, folder: string): ReleaseInfo {
  const entry = manifestEntryOf(remote, version, contract, folder);
  fs.writeFileSync(path.join(folder, RELEASE_ENTRY), `${JSON.stringify(entry, null, 2)}\n`);
  const files = Object.fromEntries(
    filesUnder(folder)
      .filter((file) => file !== RELEASE_INFO)
      .sort()
      .map((file) => [file, integrityOf(path.join(folder, file))]),
  );
  const release: ReleaseInfo = { remote, version, contract, builtAt: new Date().toISOString(), files };
  fs.writeFileSync(path.join(folder, RELEASE_INFO), `${JSON.stringify(release, null, 2)}\n`);
  return release;
}

export function readReleaseInfo(folder: string): ReleaseInfo | null {
  const file = path.join(folder, RELEASE_INFO);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ReleaseInfo) : null;
}

/**
 * A release may be published only when every file its release.json lists is in place with its hash.
 * Returns its manifest entry; throws naming each missing or changed file.
 */
export function verifiedEntry(folder: string): RemoteManifestEntry {
  const release = readReleaseInfo(folder);
  if (!release) throw new Error(`${folder} is not a built release (no ${RELEASE_INFO}).`);
  const wrong: string[] = [];
  for (const [file, expected] of Object.entries(release.files)) {
    const full = path.join(folder, file);
    if (!fs.existsSync(full)) wrong.push(`${file} is missing`);
    else if (integrityOf(full) !== expected) wrong.push(`${file} does not match its hash`);
  }
  if (wrong.length) {
    throw new Error(`remote-${release.remote} ${release.version} cannot be published: ${wrong.join(', ')}. Build it again under a new version.`);
  }
  const reading = readRemotesManifest({ [release.remote]: JSON.parse(fs.readFileSync(path.join(folder, RELEASE_ENTRY), 'utf8')) as unknown });
  const entry = reading.remotes[release.remote];
  if (!entry) throw new Error(`remote-${release.remote} ${release.version}: ${RELEASE_ENTRY}: ${reading.problems[release.remote] ?? 'unreadable'}.`);
  return entry;
}
