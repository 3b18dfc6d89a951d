/**
 * The shop's backend on a real WordPress + WooCommerce + the companion plugin, for `pnpm start:wordpress`:
 * the site in <repo>/.wordpress-data/, the rtdb URL written into the plugin's settings, store-api's demo shop
 * imported the first time. The storefront is not started here: the caller starts it with `apiHost` pointing
 * at the site. Run directly (`tsx scripts/wordpress/start.ts`), it starts only WordPress.
 */
import path from 'node:path';
import { ROOT } from '../lib/apps';
import { runCli } from '../lib/cli';
import { importDemoShop } from './demoImport';
import { startSystemCron } from './systemCron';
import { startWordPress, type WordPressSite } from './wordPressSite';

export const WORDPRESS_DATA_DIR = path.join(ROOT, '.wordpress-data');
/** Next to the shop's own ports (3000-3003, store-api 3100, its realtime database 3101). */
export const WORDPRESS_PORT = 3200;

export interface WordPressShopOptions {
  /** The realtime database the plugin writes to: stored in the option angling_prizes_rtdb_url; left as it is when not given. */
  rtdbUrl?: string;
  /** WORDPRESS_PORT from the environment, else 3200. */
  port?: number;
  /** WORDPRESS_DATA_DIR from the environment, else <repo>/.wordpress-data. */
  dataDir?: string;
  /** Import the demo shop again although it was imported before. */
  reimportDemo?: boolean;
  log?: (line: string) => void;
}

export async function startWordPressShop(options: WordPressShopOptions = {}): Promise<WordPressSite> {
  const log = options.log ?? ((line: string) => console.log(line));
  const site = await startWordPress({
    dataDir: options.dataDir ?? (process.env.WORDPRESS_DATA_DIR || WORDPRESS_DATA_DIR),
    port: options.port ?? Number(process.env.WORDPRESS_PORT || WORDPRESS_PORT),
    log,
  });
  try {
    if (options.rtdbUrl !== undefined) {
      await site.runPhp("update_option('angling_prizes_rtdb_url', $args[0]);", [options.rtdbUrl]);
      log(`The plugin writes to the realtime database at ${options.rtdbUrl} (option angling_prizes_rtdb_url).`);
    }
    await importDemoShop(site, { again: options.reimportDemo, log });
  } catch (error) {
    await site.stop();
    throw error;
  }
  const stopCron = startSystemCron(site.siteUrl, log);
  return {
    ...site,
    stop: () => {
      stopCron();
      return site.stop();
    },
  };
}

if (require.main === module) {
  runCli(async () => {
    const site = await startWordPressShop({ rtdbUrl: process.env.WORDPRESS_RTDB_URL || undefined, reimportDemo: process.env.WORDPRESS_REIMPORT_DEMO === '1' });
    console.log(`\nWordPress: ${site.siteUrl}/ (admin: ${site.admin.user} / ${site.admin.password})`);
    console.log(`The storefront's apiHost: ${site.apiHost}`);
    console.log(`Debug log: ${site.debugLogFile}\nMails: ${site.mailLogFile}\n\nPress Ctrl+C to stop.`);
    // The servers do not keep this process alive by themselves (they are ended when it exits).
    const keepAlive = setInterval(() => undefined, 1 << 30);
    const shutdown = () => {
      clearInterval(keepAlive);
      void site.stop().then(() => process.exit(0));
    };
    process.on('SIGINT', shutdown);
    process.on('SIGTERM', shutdown);
  });
}
