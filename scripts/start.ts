/**
 * `pnpm start`: builds whatever is missing, then serves the production build of the whole shop: on the
 * embedded default (store-api with demo data) when no backend is configured, else against the outside
 * WordPress the environment or `SHOP_CONFIG` names (lib/storefrontSettings.ts; a bad setting is refused first).
 */
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_APPS, ROOT, RTDB_PORT, SHELL_PORT, STORE_API_PORT, deployDir } from './lib/apps';
import { readBackendSettings } from './lib/storefrontSettings';
import { ensureShopBuilt } from './lib/shopBuild';
import { startStack } from './lib/stack';
import { runCli } from './lib/cli';

runCli(async () => {
  const backend = readBackendSettings(process.env, { production: false });
  ensureShopBuilt();
  const hasStoreApi = fs.existsSync(path.join(ROOT, 'store-api', 'src', 'main.ts'));
  if (!backend && !hasStoreApi) console.warn('store-api is not built yet (store-api/src/main.ts is missing): starting without the backend.');
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
    storeApi: !backend && hasStoreApi ? {} : false,
    backend: backend ?? undefined,
  });
  console.log(`\nThe shop is running: ${stack.shellUrl}\n`);
  console.log(backend ? '  backend       ' : '  store-api     ', stack.config().apiHost);
  for (const [remote, origin] of Object.entries(stack.config().remoteOrigins)) console.log(`  remote-${remote.padEnd(8)}`, origin);
  console.log('\nPress Ctrl+C to stop.');
  const shutdown = () => void stack.stop().then(() => process.exit(0));
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
});
