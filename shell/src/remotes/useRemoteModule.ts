import { startTransition, useCallback, useEffect, useState } from 'react';
import type { RemoteName } from '@shop/shared-contracts';
import { loadRemoteModule, resetRemote } from './remoteRegistry';

export type RemoteModuleState<T> = { status: 'loading' } | { status: 'ready'; module: T } | { status: 'failed'; error: unknown };

/** Loads an exposed module of a remote; `retry` forgets the failure and fetches the remote's entry again. */
export function useRemoteModule<T>(remote: RemoteName, expose: string) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteModuleState<T>>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loadRemoteModule<T>(remote, expose).then(
      // A transition: the remote's screen renders in slices that yield to the browser (no long task).
      (module) => current && startTransition(() => setState({ status: 'ready', module })),
      (error: unknown) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [remote, expose, attempt]);

  const retry = useCallback(() => {
    resetRemote(remote);
    setAttempt((value) => value + 1);
  }, [remote]);

  return { state, retry };
}
