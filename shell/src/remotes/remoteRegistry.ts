import { getInstance, registerPlugins, registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import {
  CONTRACT_VERSION,
  type RemoteName,
  REMOTE_CONTAINER_NAMES,
  readRemotesManifest,
  type ManifestReading,
  type RemoteManifestEntry,
} from '@shop/shared-contracts';
import { REMOTE_EVENTS_PATH, type RemoteProblemKind } from './remoteProblems';
import { isContractCompatible } from './contractVersion';
import { fetchFreshJson } from '../runtime/fetchJson';
import { remoteLoadPolicy } from './remoteLoadPolicy';
import { withTimeout } from './withTimeout';

/** A remote that does not answer within this time is treated as down; its slot offers a retry. */
const REMOTE_LOAD_TIMEOUT_MS = 15_000;

class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    reason: string,
  ) {
    super(`remote-${remote} is unavailable: ${reason}`);
    this.name = 'RemoteUnavailableError';
  }
}

interface RemoteMeta {
  name: string;
  version: string;
  contractVersion: string;
}

let manifest: ManifestReading = { remotes: {}, problems: {} };

/**
 * Registers every valid entry of the remotes manifest with the federation runtime: the one the render
 * server sent with the page (the releases its HTML was rendered with), or else remotes.json (never cached).
 */
export async function initRemotes(manifestUrl: string, remoteOrigins: Record<RemoteName, string>, embedded?: unknown): Promise<ManifestReading> {
  try {
    manifest = resolveEntries(readRemotesManifest(embedded ?? (await fetchFreshJson(manifestUrl))), remoteOrigins);
  } catch (error) {
    const reason = `remotes.json could not be read (${error instanceof Error ? error.message : String(error)})`;
    manifest = { remotes: {}, problems: { catalog: reason, basket: reason, account: reason } };
  }
  for (const [remote, problem] of Object.entries(manifest.problems)) console.error(`[shell] remote-${remote}: ${problem}`);
  const entries = Object.entries(manifest.remotes) as [RemoteName, RemoteManifestEntry][];
  // The dev servers' manifest says "unchecked": their entries change with every rebuild.
  const integrityOf = (url: string) => entries.find(([, entry]) => entry.entry === url && entry.integrity !== 'unchecked')?.[1].integrity;
  registerPlugins([remoteLoadPolicy(integrityOf)]);
  // An uncaught error thrown by a remote's own files (its release folder) counts against that release.
  addEventListener('error', (event) => {
    const owner = entries.find(([, entry]) => event.filename?.startsWith(entry.entry.replace(/[^/]*$/, '')));
    if (owner) reportRemoteProblem(owner[0], 'error', event.message);
  });
  registerRemotes(registeredEntries());
  return manifest;
}

/** Entries name a version folder relative to the remote's origin; absolute URLs stay as they are. */
function resolveEntries(reading: ManifestReading, origins: Record<RemoteName, string>): ManifestReading {
  const remotes: ManifestReading['remotes'] = {};
  for (const [remote, entry] of Object.entries(reading.remotes) as [RemoteName, RemoteManifestEntry][]) {
    remotes[remote] = { ...entry, entry: new URL(entry.entry, origins[remote].replace(/\/?$/, '/')).href };
  }
  return { remotes, problems: reading.problems };
}

function registeredEntries() {
  return Object.entries(manifest.remotes).map(([remote, entry]) => ({
    name: REMOTE_CONTAINER_NAMES[remote as RemoteName],
    entry: entry.entry,
  }));
}

/**
 * Tells ops that this page's release of a remote failed (its slot fell back, or its code threw), so a canary
 * failing more than the live release is rolled back: a beacon to the render server on the shop's own
 * origin, which counts it. It never delays or breaks the page.
 */
export function reportRemoteProblem(remote: RemoteName, kind: RemoteProblemKind, detail: unknown): void {
  const version = manifest.remotes[remote]?.version;
  if (version) navigator.sendBeacon?.(REMOTE_EVENTS_PATH, JSON.stringify({ remote, version, kind, detail: String(detail).slice(0, 500) }));
}

function refuseIncompatible(remote: RemoteName, declared: string, where: string): void {
  if (isContractCompatible(declared)) return;
  const reason = `${where} declares contract ${declared}, but the shell speaks ${CONTRACT_VERSION}; refusing to load it`;
  console.error(`[shell] remote-${remote}: ${reason}`);
  throw new RemoteUnavailableError(remote, reason);
}

/** Loads in flight, by remote and expose: the start-up preload and the route's slot share one. */
const inFlight = new Map<string, Promise<unknown>>();

/**
 * Loads one exposed module of a remote. Fails with RemoteUnavailableError when the manifest has no
 * usable entry, the remote's contract major differs from the shell's, or it does not answer in time.
 * Callers asking while a load is under way share it; once it has settled the next call loads afresh.
 */
export function loadRemoteModule<T>(remote: RemoteName, expose: string): Promise<T> {
  const key = `${remote}/${expose}`;
  const pending = inFlight.get(key) as Promise<T> | undefined;
  if (pending) return pending;
  const load = loadRemoteModuleOnce<T>(remote, expose);
  inFlight.set(key, load);
  const forget = () => inFlight.delete(key);
  load.then(forget, forget);
  return load;
}

async function loadRemoteModuleOnce<T>(remote: RemoteName, expose: string): Promise<T> {
  const entry = manifest.remotes[remote];
  if (!entry) throw new RemoteUnavailableError(remote, manifest.problems[remote] ?? 'not in remotes.json');
  refuseIncompatible(remote, entry.contract, 'remotes.json');

  const container = REMOTE_CONTAINER_NAMES[remote];
  const [meta, module] = await withTimeout(
    Promise.all([loadRemote<{ default: RemoteMeta }>(`${container}/meta`), loadRemote<T>(`${container}/${expose}`)]),
    REMOTE_LOAD_TIMEOUT_MS,
    () => new RemoteUnavailableError(remote, `no answer within ${REMOTE_LOAD_TIMEOUT_MS / 1000} s`),
  );
  if (!meta || !module) throw new RemoteUnavailableError(remote, `${expose} could not be loaded`);
  refuseIncompatible(remote, meta.default.contractVersion, 'its build');
  return module;
}

/**
 * The federation runtime's removeRemote. Its types declare it private, so it is found by checking what
 * the handler has rather than by a cast; without it, the forced registration still works (and warns).
 */
function removeRegisteredRemote(registration: { name: string; entry: string }): void {
  const handler: unknown = getInstance()?.remoteHandler;
  if (typeof handler !== 'object' || handler === null || !('removeRemote' in handler)) return;
  const { removeRemote } = handler;
  if (typeof removeRemote === 'function') removeRemote.call(handler, registration);
}

/**
 * Forgets a failed remote so the next load fetches its entry again (the retry button). It is removed
 * first, so the forced registration finds nothing to override, which it would warn about on the console.
 */
export function resetRemote(remote: RemoteName): void {
  const entry = manifest.remotes[remote];
  if (!entry) return;
  const registration = { name: REMOTE_CONTAINER_NAMES[remote], entry: entry.entry };
  removeRegisteredRemote(registration);
  registerRemotes([registration], { force: true });
}
