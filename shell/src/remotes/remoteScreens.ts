import type { RemoteName } from '@shop/shared-contracts';
import { loadRemoteModule, resetRemote } from './remoteRegistry';
import type { ScreenModule } from './serverScreens';

type Entry = { status: 'pending'; promise: Promise<void> } | { status: 'ready'; module: ScreenModule } | { status: 'failed' };

const entries = new Map<RemoteName, Entry>();

/**
 * A remote's `./Screen` for a slot that suspends while it loads (React Suspense), so a server-rendered
 * page keeps the server's HTML in the slot until the remote's code is in and then hydrates it. A failure
 * is kept until `forgetRemoteScreen` (the slot's retry).
 */
export function readRemoteScreen(remote: RemoteName): { status: 'ready'; module: ScreenModule } | { status: 'failed' } {
  let entry = entries.get(remote);
  if (!entry) {
    const promise = loadRemoteModule<ScreenModule>(remote, 'Screen').then(
      (module) => void entries.set(remote, { status: 'ready', module }),
      () => void entries.set(remote, { status: 'failed' }), // the registry has logged why
    );
    entry = { status: 'pending', promise };
    entries.set(remote, entry);
  }
  if (entry.status === 'pending') throw entry.promise;
  return entry;
}

/** Starts loading a remote's screen ahead of its slot (the route's remote, while the shell starts). */
export function preloadRemoteScreen(remote: RemoteName): void {
  try {
    readRemoteScreen(remote);
  } catch {
    // Pending: the slot will wait for it.
  }
}

/** The slot's retry: the next read fetches the remote's entry again. */
export function forgetRemoteScreen(remote: RemoteName): void {
  entries.delete(remote);
  resetRemote(remote);
}
