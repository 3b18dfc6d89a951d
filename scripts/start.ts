/**
 * `pnpm start`: builds whatever is missing, then serves the production build of the whole shop on the
 * embedded default: store-api with demo data, each remote's live release on its own origin, the shell.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_APPS, ROOT, RTDB_PORT, SHELL_PORT, STORE_API_PORT, deployDir } from './lib/apps';
import { ensureShopBuilt } from './lib/shopBuild';
import { startStack } from './lib/stack';
import { runCli } from './lib/cli';

runCli(async () => {
  ensureShopBuilt();
  const hasStoreApi = fs.existsSync(path.join(ROOT, 'store-api', 'src', 'main.ts'));
  if (!hasStoreApi) console.warn('store-api is not built yet (store-api/src/main.ts is missing): starting without the backend.');
  const stack = await startStack({
    deployDir: deployDir(),
    ports: {
      shell: SHELL_PORT,
      catalog: REMOTE_APPS.catalog.defaultPort,
      basket: REMOTE_APPS.basket.defaultPort,
      account: REMOTE_APPS.account.defaultPort,
      storeApi: STORE_API_PORT,
      rtdb: RTDB_PORT,
    },
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
