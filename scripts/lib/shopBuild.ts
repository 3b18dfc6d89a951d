import fs from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@shop/shared-contracts';
import { REMOTE_APPS, SHELL_DIR } from './apps';
import { listReleases, publishRelease, readManifest, releaseRemote } from './deploy';
import { webpackBuild } from './webpackBuild';

/**
 * What `pnpm start` does before it serves: builds the shell when it has no production build, and gives
 * every remote without a live release its newest built release (or builds and releases one).
 */
export function ensureShopBuilt(log: (line: string) => void = console.log): void {
  if (!fs.existsSync(path.join(SHELL_DIR, 'dist', 'index.html')) || !fs.existsSync(path.join(SHELL_DIR, 'dist-server', 'renderServer.cjs'))) {
    log('Building the shell…');
    webpackBuild(SHELL_DIR);
  }
  for (const remote of Object.keys(REMOTE_APPS) as RemoteName[]) {
    if (readManifest()[remote]) continue;
    const built = listReleases(remote).at(-1);
    log(`No live release of remote-${remote} yet: ${built ? `publishing ${built.version}` : 'releasing it'}…`);
    if (built) publishRelease(remote, built.version);
    else releaseRemote(remote);
  }
}
