/**
 * `pnpm serve`: the production storefront against an outside WordPress + WooCommerce with the companion
 * plugin. It serves what is built (the shell and its render server from `pnpm build`, each remote's live
 * release from `pnpm release <remote>`) and builds nothing; the backend comes from the environment or the
 * file `SHOP_CONFIG` names (lib/storefrontSettings.ts), and a missing or malformed setting is refused, named,
 * before anything listens.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@shop/shared-contracts';
import { REMOTE_APPS, SHELL_DIR, SHELL_PORT, deployDir } from './lib/apps';
import { runCli } from './lib/cli';
import { readManifest } from './lib/deploy';
import { startStack } from './lib/stack';
import { readBackendSettings, readServing } from './lib/storefrontSettings';

runCli(async () => {
  const backend = readBackendSettings(process.env, { production: true });
  if (!backend) throw new Error('No backend is configured.');
  const serving = readServing(process.env, {
    shell: SHELL_PORT,
    catalog: REMOTE_APPS.catalog.defaultPort,
    basket: REMOTE_APPS.basket.defaultPort,
    account: REMOTE_APPS.account.defaultPort,
  });
  for (const file of [path.join('dist', 'index.html'), path.join('dist-server', 'renderServer.cjs')]) {
    if (!fs.existsSync(path.join(SHELL_DIR, file))) throw new Error(`The shell has no production build (shell/${file} is missing): run pnpm build first.`);
  }
  const live = readManifest();
  for (const remote of Object.keys(REMOTE_APPS) as RemoteName[]) {
    if (!live[remote]) throw new Error(`remote-${remote} has no live release: run pnpm release ${remote} first.`);
  }
  const stack = await startStack({
    deployDir: deployDir(),
    ports: { shell: serving.port, ...serving.remotePorts, storeApi: 1, rtdb: 1 },
    storeApi: false,
    backend,
    publicRemoteOrigins: serving.publicRemoteOrigins,
  });
  console.log(`\nThe storefront is serving: ${stack.shellUrl}\n`);
  console.log('  backend       ', backend.apiHost);
  console.log('  realtime      ', backend.realtimeDatabase.databaseURL);
  for (const [remote, origin] of Object.entries(stack.config().remoteOrigins)) console.log(`  remote-${remote.padEnd(8)}`, origin);
  console.log('\nPress Ctrl+C to stop.');
  const shutdown = () => void stack.stop().then(() => process.exit(0));
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
});
