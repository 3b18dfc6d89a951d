import type { RemoteName } from '@shop/shared-contracts';
import type { RemoteEventKind } from '../../remotes/remoteProblems';
import type { Delivery } from './releaseDelivery';

/** A page view or a problem, counted for one release of a remote. */
export interface RemoteEvent {
  remote: RemoteName;
  version: string;
  kind: RemoteEventKind;
}

/** Counts an event for the release of `remote` the browser was delivered; never for a preview, which ops do not compare. */
export function releaseEvents(report: (event: RemoteEvent) => void) {
  return (delivered: Delivery, remote: RemoteName, kind: RemoteEventKind): void => {
    const served = delivered.served[remote];
    if (served && served.as !== 'preview') report({ remote, version: served.version, kind });
  };
}
