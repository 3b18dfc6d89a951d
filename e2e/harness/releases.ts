import path from 'node:path';
import type { RemoteName } from '@shop/shared-contracts';
import { ROOT } from '../../scripts/lib/apps';

/**
 * Every remote release the e2e tests build, by its role. The version label is built into a release (its
 * `data-remote-version`), so tests share these few labels: `pnpm test` builds each once before the e2e run
 * (e2e/build.ts) and every test file copies those builds.
 */
export interface E2eRelease {
  version: string;
  /** A variant's overlay folder (build-config/e2eOverlay.cjs), or none for the repository as it is. */
  overlayDir?: string;
  /** The remotes the tests build this release of. */
  remotes: readonly RemoteName[];
}

const EVERY_REMOTE: readonly RemoteName[] = ['catalog', 'basket', 'account'];
const SKEW_DIR = path.join(ROOT, 'e2e', 'skew');

export const RELEASES = {
  /** What every test shop starts with. */
  live: { version: '1.0.0-e2e', remotes: EVERY_REMOTE },
  /** The same code under the next version: a preview, a canary, a new release going live. */
  next: { version: '1.1.0-e2e', remotes: ['catalog'] },
  /** A third version of the same code, for a release after the next one. */
  later: { version: '2.0.0-e2e', remotes: ['catalog'] },
  /** A catalogue whose screens throw (e2e/skew/broken). */
  broken: { version: '1.2.0-broken', overlayDir: path.join(SKEW_DIR, 'broken'), remotes: ['catalog'] },
  /** The version-skew matrix's N-1 and N+1 of every remote (e2e/harness/skew.ts). */
  skewPrevious: { version: 'skew-previous', overlayDir: path.join(SKEW_DIR, 'previous'), remotes: EVERY_REMOTE },
  skewNext: { version: 'skew-next', overlayDir: path.join(SKEW_DIR, 'next'), remotes: EVERY_REMOTE },
} as const satisfies Record<string, E2eRelease>;
