import { CONTRACT_VERSION, type RemoteName } from '@shop/shared-contracts';

/** What a remote tells the shell about itself (its `./meta`); the shell refuses a contract major it does not speak. */
export interface RemoteMeta<R extends RemoteName = RemoteName> {
  name: R;
  version: string;
  contractVersion: string;
}

export function createRemoteMeta<R extends RemoteName>(name: R, version: string): RemoteMeta<R> {
  return { name, version, contractVersion: CONTRACT_VERSION };
}
