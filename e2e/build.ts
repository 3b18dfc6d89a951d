/**
 * `pnpm --filter @shop/e2e run build`: fills the build cache with every build the e2e tests serve (the
 * shell and each release of e2e/harness/releases.ts), building only what changed since the last run.
 * `pnpm test` runs it before the e2e files, so a failing build stops the run with the build's own error.
 */
import { buildEverything } from './harness/builds';

buildEverything((what) => console.log(`e2e build: ${what}`));
