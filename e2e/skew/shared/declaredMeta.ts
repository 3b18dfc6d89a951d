import { CONTRACT_VERSION, type RemoteName } from '@shop/shared-contracts';
import { createRemoteMeta, type RemoteMeta } from '@shop/remote-kit';

/**
 * A variant remote's `./meta`, declaring the contract its own build carries: CONTRACT_VERSION from the
 * remote's bundled shared-contracts (the variant's version.ts). The real meta.ts leaves the contract to
 * createRemoteMeta, which runs in the kit the page shares (the shell's, or the render server's), so it
 * declares the shell's contract whatever contract the remote was built with.
 */
export function declaredMeta<R extends RemoteName>(name: R): RemoteMeta<R> {
  return { ...createRemoteMeta(name, __APP_VERSION__), contractVersion: CONTRACT_VERSION };
}
