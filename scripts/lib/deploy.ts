import fs from 'node:fs';
import path from 'node:path';
import { CONTRACT_VERSION, type RemoteName, readRemotesManifest, type RemoteManifestEntry, type RemotesManifest } from '@shop/shared-contracts';
import { canaryOf, type RemoteCanary } from '@shop/shell/ops';
import { REMOTE_APPS, deployDir } from './apps';
import { withLock } from './deployLock';
import { rollbackTarget, type LiveHistoryEvent } from './liveHistory';
import { describeBuiltRelease, readReleaseInfo, verifiedEntry, type ReleaseInfo } from './releaseFiles';
import { webpackBuild } from './webpackBuild';

export { SERVER_BUILD, type ReleaseInfo } from './releaseFiles';

/**
 * The deploy folder: immutable release folders `<remote>/<version>/`, the live manifest `remotes.json`
 * (each remote's live entry, and its canary while one runs) and `history.json` (what went live when, and why).
 * Building a release and publishing it are separate steps; `pnpm release` does both.
 */
const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;
const MANIFEST_LOCK_WAIT_MS = 10_000;

export type LiveEntry = RemoteManifestEntry & { canary?: RemoteCanary };
type RawManifest = Partial<Record<string, unknown>>;

export function manifestPath(dir = deployDir()): string {
  return path.join(dir, 'remotes.json');
}

function historyPath(dir: string): string {
  return path.join(dir, 'history.json');
}

function readJson<T>(file: string, fallback: T): T {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : fallback;
}

/** Write-then-rename: a reader sees the old file or the new one, never half of one. */
function writeJsonAtomically(file: string, value: unknown): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(temporary, file);
}

export function readRawManifest(dir = deployDir()): RawManifest {
  return readJson<RawManifest>(manifestPath(dir), {});
}

/** The live entries (what the browser is given), each checked. */
export function readManifest(dir = deployDir()): RemotesManifest {
  return readRemotesManifest(readRawManifest(dir)).remotes;
}

/** For tests that hand-edit the manifest as ops might. */
export function writeManifest(manifest: RawManifest, dir = deployDir()): void {
  writeJsonAtomically(manifestPath(dir), manifest);
}

export function readHistory(dir = deployDir()): LiveHistoryEvent[] {
  return readJson<{ events: LiveHistoryEvent[] }>(historyPath(dir), { events: [] }).events;
}

export function canaryFor(remote: RemoteName, dir = deployDir()): RemoteCanary | null {
  return canaryOf(readRawManifest(dir), remote);
}

/** Every built release of a remote, oldest build first. */
export function listReleases(remote: RemoteName, dir = deployDir()): ReleaseInfo[] {
  const folder = path.join(dir, remote);
  if (!fs.existsSync(folder)) return [];
  return (
    fs
      .readdirSync(folder)
      .filter((name) => !name.startsWith('.'))
      .map((name) => readReleaseInfo(path.join(folder, name)))
      // A folder built before releases listed their files (no hashes) cannot be published: it is not listed.
      .filter((release): release is ReleaseInfo => release !== null && typeof release.builtAt === 'string' && typeof release.files === 'object')
      .sort((a, b) => a.builtAt.localeCompare(b.builtAt))
  );
}

function releaseFolder(dir: string, remote: RemoteName, version: string): string {
  if (!VERSION_PATTERN.test(version)) throw new Error(`"${version}" is not a usable version name (letters, digits, . + _ -).`);
  return path.join(dir, remote, version);
}

function releaseMustExist(dir: string, remote: RemoteName, version: string): string {
  const folder = releaseFolder(dir, remote, version);
  if (!readReleaseInfo(folder)) {
    const built = listReleases(remote, dir).map((release) => release.version);
    throw new Error(`remote-${remote} has no release "${version}". Built: ${built.join(', ') || 'none'}.`);
  }
  return folder;
}

/**
 * One change to the live state of a remote: under the remote's lock (a second release, publish, promote or
 * rollback of it at the same time is refused) and the manifest's (changes to other remotes wait their turn),
 * `change` returns the new entry and what to record; the manifest and the history are each replaced whole.
 */
function changeLive(
  dir: string,
  remote: RemoteName,
  change: (current: LiveEntry | null, history: LiveHistoryEvent[]) => { entry: LiveEntry; events: Omit<LiveHistoryEvent, 'remote' | 'at'>[] },
): LiveEntry {
  return withRemoteLock(dir, remote, () =>
    withLock(
      path.join(dir, '.remotes.lock'),
      { waitMs: MANIFEST_LOCK_WAIT_MS, busy: (pid) => `remotes.json is being changed by process ${pid}; try again.` },
      () => {
        const raw = readRawManifest(dir);
        const current = readManifest(dir)[remote] ?? null;
        const live: LiveEntry | null = current ? { ...current, ...(canaryOf(raw, remote) ? { canary: canaryOf(raw, remote)! } : {}) } : null;
        const history = readHistory(dir);
        // A deploy folder from before the history: its live release counts as released when it was built.
        if (live && !history.some((event) => event.remote === remote)) {
          const builtAt = readReleaseInfo(path.join(dir, remote, live.version))?.builtAt ?? new Date(0).toISOString();
          history.push({ remote, at: builtAt, kind: 'live', version: live.version, by: 'release' });
        }
        const { entry, events } = change(live, history);
        const at = new Date().toISOString();
        writeJsonAtomically(historyPath(dir), { events: [...history, ...events.map((event) => ({ ...event, remote, at }) as LiveHistoryEvent)] });
        writeJsonAtomically(manifestPath(dir), { ...raw, [remote]: entry });
        return entry;
      },
    ),
  );
}

function withRemoteLock<T>(dir: string, remote: RemoteName, work: () => T): T {
  fs.mkdirSync(path.join(dir, remote), { recursive: true });
  return withLock(
    path.join(dir, remote, '.lock'),
    { waitMs: 0, busy: (pid) => `another release, publish or rollback of remote-${remote} is under way (process ${pid}); nothing was changed.` },
    work,
  );
}

function withoutCanary(entry: LiveEntry): RemoteManifestEntry {
  const { canary: _canary, ...live } = entry;
  return live;
}

/** Builds a remote into a new immutable version folder (not live yet). */
export function buildRelease(remote: RemoteName, options: { version?: string; overlayDir?: string } = {}, dir = deployDir()): ReleaseInfo {
  const app = REMOTE_APPS[remote];
  const version = options.version ?? (JSON.parse(fs.readFileSync(path.join(app.dir, 'package.json'), 'utf8')) as { version: string }).version;
  const target = releaseFolder(dir, remote, version);
  if (fs.existsSync(target)) {
    throw new Error(
      `remote-${remote} ${version} is already built and releases are immutable: bump the version in remote-${remote}/package.json or pass --version.`,
    );
  }
  return withRemoteLock(dir, remote, () => {
    const staging = path.join(dir, remote, `.staging-${version}-${process.pid}`);
    fs.rmSync(staging, { recursive: true, force: true });
    try {
      webpackBuild(app.dir, { outDir: staging, version, overlayDir: options.overlayDir });
      const release = describeBuiltRelease(remote, version, CONTRACT_VERSION, staging);
      fs.renameSync(staging, target);
      return release;
    } catch (error) {
      fs.rmSync(staging, { recursive: true, force: true }); // a refused build leaves no half-made folder behind
      throw error;
    }
  });
}

export function parseCanaryPercent(value: string | undefined): number {
  const percent = Number(value);
  if (!value || !/^\d+$/.test(value) || percent < 1 || percent > 99) throw new Error(`--canary needs a whole percent from 1 to 99, not "${value ?? ''}".`);
  return percent;
}

/**
 * Makes a built release live (for every browser, or with `canary` for that share of them), once every file
 * it lists is in place with its hash.
 */
export function publishRelease(remote: RemoteName, version: string, options: { canary?: number } = {}, dir = deployDir()): LiveEntry {
  const entry = verifiedEntry(releaseMustExist(dir, remote, version));
  return changeLive(dir, remote, (current) => {
    if (current?.canary) {
      throw new Error(`remote-${remote} has a canary (${current.canary.version}) running: promote it or roll it back first; nothing was changed.`);
    }
    if (current?.version === version) throw new Error(`remote-${remote} ${version} is already live; nothing was changed.`);
    if (options.canary === undefined) return { entry, events: [{ kind: 'live', version, by: 'release' }] };
    if (!current) throw new Error(`remote-${remote} has no live release for a canary to run beside: publish one without --canary first.`);
    const canary: RemoteCanary = { ...entry, percent: options.canary, since: new Date().toISOString() };
    return { entry: { ...current, canary }, events: [{ kind: 'canary', version, percent: options.canary }] };
  });
}

/** Build, then publish (`pnpm release`). */
export function releaseRemote(remote: RemoteName, version?: string, build: { overlayDir?: string; canary?: number } = {}): ReleaseInfo {
  const release = buildRelease(remote, { version, overlayDir: build.overlayDir });
  publishRelease(remote, release.version, { canary: build.canary });
  return release;
}

/** Makes the running canary live for every browser. */
export function promoteCanary(remote: RemoteName, dir = deployDir()): LiveEntry {
  return changeLive(dir, remote, (current) => {
    if (!current?.canary) throw new Error(`remote-${remote} has no canary to promote.`);
    const { percent: _percent, since: _since, ...entry } = current.canary;
    return {
      entry,
      events: [
        { kind: 'canary-ended', version: entry.version, by: 'promote' },
        { kind: 'live', version: entry.version, by: 'promote' },
      ],
    };
  });
}

export type RollbackResult = { ended: 'canary'; version: string } | { ended: 'live'; version: string; from: string };

/**
 * Ends a running canary; without one, returns to the release live before the current one (never to one
 * that was rolled back or never went live), or to the named release.
 */
export function rollbackRemote(
  remote: RemoteName,
  requestedVersion?: string,
  options: { by?: 'rollback' | 'automatic rollback'; note?: string } = {},
  dir = deployDir(),
): RollbackResult {
  const outcome: { result?: RollbackResult } = {};
  const named = requestedVersion ? verifiedEntry(releaseMustExist(dir, remote, requestedVersion)) : null;
  changeLive(dir, remote, (current, history) => {
    if (!current) throw new Error(`remote-${remote} has nothing live to roll back.`);
    if (current.canary && !named) {
      outcome.result = { ended: 'canary', version: current.canary.version };
      const note = options.note ? { note: options.note } : {};
      return { entry: withoutCanary(current), events: [{ kind: 'canary-ended', version: current.canary.version, by: options.by ?? 'rollback', ...note }] };
    }
    if (options.by === 'automatic rollback') throw new Error(`remote-${remote} has no canary to roll back.`);
    const target = named?.version ?? rollbackTarget(history, remote, current.version);
    if (!target) throw new Error(`remote-${remote} has no release that was live before ${current.version} (and not rolled back) to return to.`);
    if (target === current.version) throw new Error(`remote-${remote} ${target} is already live; nothing was changed.`);
    const entry = named ?? verifiedEntry(releaseMustExist(dir, remote, target));
    outcome.result = { ended: 'live', version: target, from: current.version };
    const endedCanary = current.canary ? [{ kind: 'canary-ended' as const, version: current.canary.version, by: 'rollback' as const }] : [];
    return { entry, events: [...endedCanary, { kind: 'live', version: target, by: 'rollback' }] };
  });
  return outcome.result!;
}
