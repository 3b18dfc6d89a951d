/**
 * `pnpm start`: builds whatever is missing, then serves the production build of the whole shop on the
 * embedded default: store-api with demo data, each remote's live release on its own origin, the shell.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@shop/shared-contracts';
import { REMOTE_APPS, ROOT, RTDB_PORT, SHELL_DIR, SHELL_PORT, STORE_API_PORT, deployDir } from './lib/apps';
import { listReleases, publishRelease, readManifest, releaseRemote } from './lib/deploy';
import { startStack } from './lib/stack';
import { webpackBuild } from './lib/webpackBuild';
import { runCli } from './lib/cli';

runCli(async () => {
  if (!fs.existsSync(path.join(SHELL_DIR, 'dist', 'index.html')) || !fs.existsSync(path.join(SHELL_DIR, 'dist-server', 'renderServer.cjs'))) {
    console.log('Building the shell…');
    webpackBuild(SHELL_DIR);
  }
  for (const remote of Object.keys(REMOTE_APPS) as RemoteName[]) {
    if (readManifest()[remote]) continue;
    const built = listReleases(remote).at(-1);
    console.log(`No live release of remote-${remote} yet: ${built ? `publishing ${built.version}` : 'releasing it'}…`);
    if (built) publishRelease(remote, built.version);
    else releaseRemote(remote);
  }
  const hasStoreApi = fs.existsSync(path.join(ROOT, 'store-api', 'src', 'main.ts'));
  if (!hasStoreApi) console.warn('store-api is not built yet (store-api/src/main.ts is missing): starting without the backend.');
  const stack = await startStack({
    deployDir: deployDir(),
    ports: { shell: SHELL_PORT, catalog: 3001, basket: 3002, account: 3003, storeApi: STORE_API_PORT, rtdb: RTDB_PORT },
    storeApi: hasStoreApi ? {} : false,
  });
  console.log(`\nThe shop is running: ${stack.shellUrl}\n`);
  console.log('  store-api     ', stack.config().apiHost);
  for (const [remote, origin] of Object.entries(stack.config().remoteOrigins)) console.log(`  remote-${remote.padEnd(8)}`, origin);
  console.log('\nPress Ctrl+C to stop.');
  const shutdown = () => void stack.stop().then(() => process.exit(0));
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
});
