import fs from 'node:fs';
import path from 'node:path';
import { APP_ROUTES, CONTRACT_VERSION, readRemotesManifest, type RemoteManifestEntry, type RemoteName, type RemotesManifest } from '@shop/shared-contracts';
import { REMOTE_APPS, deployDir } from './apps';
import { webpackBuild } from './webpackBuild';

/**
 * The deploy folder: immutable release folders `<remote>/<version>/` and the live manifest
 * `remotes.json`, whose entries name a version folder relative to the remote's origin.
 */
export interface ReleaseInfo {
  remote: RemoteName;
  version: string;
  contract: string;
  releasedAt: string;
}

const RELEASE_INFO = 'release.json';
const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+_-]*$/;

export function manifestPath(): string {
  return path.join(deployDir(), 'remotes.json');
}

export function readManifest(): RemotesManifest {
  if (!fs.existsSync(manifestPath())) return {};
  return readRemotesManifest(JSON.parse(fs.readFileSync(manifestPath(), 'utf8'))).remotes;
}

/** Write-then-rename: a reader sees the old manifest or the new one, never half of one. */
export function writeManifest(manifest: RemotesManifest): void {
  fs.mkdirSync(deployDir(), { recursive: true });
  const temporary = `${manifestPath()}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(manifest, null, 2)}\n`);
  fs.renameSync(temporary, manifestPath());
}

export function listReleases(remote: RemoteName): ReleaseInfo[] {
  const folder = path.join(deployDir(), remote);
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((name) => fs.existsSync(path.join(folder, name, RELEASE_INFO)))
    .map((name) => JSON.parse(fs.readFileSync(path.join(folder, name, RELEASE_INFO), 'utf8')) as ReleaseInfo)
    .sort((a, b) => a.releasedAt.localeCompare(b.releasedAt));
}

const SCREEN_ASSETS = 'screen-assets.json';

interface ScreenAssets {
  exposed: string[];
  screens: Record<string, string[]>;
}

/** The files each screen of a release needs (build-config/screenAssetsPlugin.cjs), relative to the remote's origin. */
function preloadFor(release: ReleaseInfo): Record<string, string[]> | undefined {
  const file = path.join(deployDir(), release.remote, release.version, SCREEN_ASSETS);
  if (!fs.existsSync(file)) return undefined; // a release made before the lists existed
  const assets = JSON.parse(fs.readFileSync(file, 'utf8')) as ScreenAssets;
  return Object.fromEntries(
    Object.entries(assets.screens).map(([screen, files]) => [screen, [...assets.exposed, ...files].map((name) => `${release.version}/${name}`)]),
  );
}

/** A release's server build, where it has one (a remote with public pages). */
export const SERVER_BUILD = 'server/remote.cjs';

function entryFor(release: ReleaseInfo): RemoteManifestEntry {
  const preload = preloadFor(release);
  const server = fs.existsSync(path.join(deployDir(), release.remote, release.version, SERVER_BUILD)) ? `${release.version}/${SERVER_BUILD}` : undefined;
  return {
    version: release.version,
    entry: `${release.version}/remoteEntry.js`,
    contract: release.contract,
    ...(preload ? { preload } : {}),
    ...(server ? { server } : {}),
  };
}

/** Every screen the route table gives this remote must have its files listed, or the shell cannot fetch them early. */
function checkScreenAssets(remote: RemoteName, folder: string): void {
  const assets = JSON.parse(fs.readFileSync(path.join(folder, SCREEN_ASSETS), 'utf8')) as ScreenAssets;
  const missing = APP_ROUTES.filter((route) => route.owner === remote && !assets.screens[route.screen]).map((route) => route.screen);
  if (missing.length) {
    throw new Error(
      `remote-${remote} names no chunk for ${[...new Set(missing)].map((screen) => `screen-${screen}`).join(', ')}: name each lazy screen import /* webpackChunkName: "screen-<id>" */.`,
    );
  }
}

function pointManifestAt(release: ReleaseInfo): void {
  writeManifest({ ...readManifest(), [release.remote]: entryFor(release) });
}

/** Builds the remote into a new immutable version folder, then makes it live. */
export function releaseRemote(remote: RemoteName, requestedVersion?: string): ReleaseInfo {
  const app = REMOTE_APPS[remote];
  const version = requestedVersion ?? (JSON.parse(fs.readFileSync(path.join(app.dir, 'package.json'), 'utf8')) as { version: string }).version;
  if (!VERSION_PATTERN.test(version)) throw new Error(`"${version}" is not a usable version name.`);
  const target = path.join(deployDir(), remote, version);
  if (fs.existsSync(target)) {
    throw new Error(
      `remote-${remote} ${version} is already released and releases are immutable: bump the version in remote-${remote}/package.json or pass --version.`,
    );
  }
  const staging = path.join(deployDir(), remote, `.staging-${version}-${process.pid}`);
  fs.rmSync(staging, { recursive: true, force: true });
  webpackBuild(app.dir, { outDir: staging, version });
  try {
    checkScreenAssets(remote, staging);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true }); // a refused build leaves no half-made folder behind
    throw error;
  }
  const release: ReleaseInfo = { remote, version, contract: CONTRACT_VERSION, releasedAt: new Date().toISOString() };
  fs.writeFileSync(path.join(staging, RELEASE_INFO), `${JSON.stringify(release, null, 2)}\n`);
  fs.renameSync(staging, target);
  pointManifestAt(release);
  return release;
}

/** Points the manifest at the release before the live one, or at the named one. Nothing is rebuilt. */
export function rollbackRemote(remote: RemoteName, requestedVersion?: string): ReleaseInfo {
  const releases = listReleases(remote);
  if (requestedVersion) {
    const named = releases.find((release) => release.version === requestedVersion);
    if (!named) {
      throw new Error(`remote-${remote} has no release "${requestedVersion}". Released: ${releases.map((r) => r.version).join(', ') || 'none'}.`);
    }
    pointManifestAt(named);
    return named;
  }
  const live = readManifest()[remote]?.version;
  const liveIndex = releases.findIndex((release) => release.version === live);
  const previous = liveIndex > 0 ? releases[liveIndex - 1] : undefined;
  if (!previous) throw new Error(`remote-${remote} has no release before ${live ?? 'the live one'} to roll back to.`);
  pointManifestAt(previous);
  return previous;
}
