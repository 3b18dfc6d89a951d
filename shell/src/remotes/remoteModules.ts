import type { RemoteName } from '@shop/shared-contracts';
import { loadRemoteModule, reportRemoteProblem, resetRemote } from './remoteRegistry';

type Loaded<T> = { status: 'ready'; module: T } | { status: 'failed' };
type Entry = { status: 'pending'; promise: Promise<void> } | Loaded<unknown>;

const entries = new Map<string, Entry>();

/**
 * A remote's exposed module for a component that suspends while it loads (React Suspense): a slot keeps a
 * server-rendered screen's HTML until the remote's code is in and then hydrates it; a widget shows its
 * placeholder meanwhile. A failure is kept until `forgetRemoteModule` (a slot's retry).
 */
export function readRemoteModule<T>(remote: RemoteName, expose: string): Loaded<T> {
  const key = `${remote}/${expose}`;
  let entry = entries.get(key);
  if (!entry) {
    const promise = loadRemoteModule<T>(remote, expose).then(
      (module) => void entries.set(key, { status: 'ready', module }),
      (error: unknown) => {
        // The registry has logged why.
        reportRemoteProblem(remote, 'load-failed', error);
        entries.set(key, { status: 'failed' });
      },
    );
    entry = { status: 'pending', promise };
    entries.set(key, entry);
  }
  if (entry.status === 'pending') throw entry.promise;
  return entry as Loaded<T>;
}

/** Starts loading a remote's module ahead of the component that shows it (the route's screen, while the shell starts). */
export function preloadRemoteModule(remote: RemoteName, expose: string): void {
  try {
    readRemoteModule(remote, expose);
  } catch {
    // Pending: the component will wait for it.
  }
}

/** A slot's retry: the next read fetches the remote's entry again. */
export function forgetRemoteModule(remote: RemoteName, expose: string): void {
  entries.delete(`${remote}/${expose}`);
  resetRemote(remote);
}
