import path from 'node:path';
import type { RemoteName } from '@shop/shared-contracts';
import { REMOTE_APPS, ROOT, SHELL_DIR } from '../../scripts/lib/apps';
import { cachedBuild, webpackBuild } from '../../scripts/lib/webpackBuild';
import { RELEASES } from './releases';

/**
 * Build once, test many: every e2e process builds through the build cache (scripts/lib/webpackBuild.ts), so
 * an app is built once per change of its inputs and each test file copies that build into its own deploy
 * folder. `pnpm test` fills the cache first (e2e/build.ts), so a build that fails stops the run there.
 */
process.env.SHOP_BUILD_CACHE ??= path.join(ROOT, 'node_modules', '.cache', 'shop-builds');

let shellBuilt = false;

/** The shell's production build in shell/dist and shell/dist-server, rebuilt only when its inputs changed. */
export function buildShellOnce(): void {
  if (shellBuilt) return;
  webpackBuild(SHELL_DIR);
  shellBuilt = true;
}

/** Builds what any e2e test may serve: the shell, and every release of RELEASES that the cache lacks. */
export function buildEverything(log: (line: string) => void): void {
  log('shell');
  buildShellOnce();
  for (const release of Object.values(RELEASES)) {
    for (const remote of release.remotes as readonly RemoteName[]) {
      log(`remote-${remote} ${release.version}`);
      cachedBuild(REMOTE_APPS[remote].dir, { version: release.version, overlayDir: 'overlayDir' in release ? release.overlayDir : undefined });
    }
  }
}
