/**
 * `pnpm start:wordpress`: the whole shop on the real engine. A private WordPress + WooCommerce + the
 * companion plugin (scripts/wordpress/, data in .wordpress-data/, store-api's demo shop imported once), the
 * local realtime database the plugin writes instant wins to, and the storefront (production builds, as
 * `pnpm start`) with its apiHost pointing at WordPress.
 */
import { REMOTE_APPS, ROOT, RTDB_PORT, SHELL_PORT, deployDir } from './lib/apps';
import { runCli } from './lib/cli';
import { ensureShopBuilt } from './lib/shopBuild';
import { startStack } from './lib/stack';
import { startWordPressShop } from './wordpress/start';
import { startRealtimeServer, RTDB_NAMESPACE } from '@shop/store-api/realtime';

runCli(async () => {
  const started = process.hrtime.bigint();
  ensureShopBuilt();
  const realtime = await startRealtimeServer(RTDB_PORT, { rest: true });
  const site = await startWordPressShop({ rtdbUrl: `http://127.0.0.1:${realtime.port}?ns=${RTDB_NAMESPACE}` });
  const stack = await startStack({
    deployDir: deployDir(),
    ports: {
      shell: SHELL_PORT,
      catalog: REMOTE_APPS.catalog.defaultPort,
      basket: REMOTE_APPS.basket.defaultPort,
      account: REMOTE_APPS.account.defaultPort,
      storeApi: 1,
      rtdb: realtime.port,
    },
    storeApi: false,
    apiHost: site.apiHost,
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  console.log(`\nThe shop is running on WordPress + WooCommerce: ${stack.shellUrl} (ready in ${seconds.toFixed(1)} s)\n`);
  console.log(`  WordPress     ${site.siteUrl}/wp-admin/ (${site.admin.user} / ${site.admin.password})`);
  console.log(`  apiHost       ${stack.config().apiHost}`);
  for (const [remote, origin] of Object.entries(stack.config().remoteOrigins)) console.log(`  remote-${remote.padEnd(8)}`, origin);
  console.log(`  debug log     ${site.debugLogFile.replace(ROOT + '/', '')}`);
  console.log('\nPress Ctrl+C to stop.');
  const shutdown = () => void Promise.all([stack.stop(), site.stop(), realtime.close()]).then(() => process.exit(0));
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
});
