import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStack, type Stack } from '../../scripts/lib/stack';
import { startFreshSite } from '../../scripts/wordpress/freshSite';
import { TEST_LANE_RATES } from '../../scripts/wordpress/nginxConfig';
import type { WordPressSite } from '../../scripts/wordpress/wordPressSite';
import { RTDB_NAMESPACE } from '../../store-api/src/realtime/noticeWriter';
import { startRealtimeServer, type RealtimeServer } from '../../store-api/src/realtime/realtimeServer';
import { buildShellOnce } from './builds';
import { freePort } from './ports';
import { E2E_RENDER_BUDGET_MS, freshDeploy, type Shop } from './shop';

/**
 * The shop on the real engine, for a test file: a fresh WordPress 6.8.3 + WooCommerce 10.2.4 + the companion
 * plugin on MariaDB in a temporary folder with store-api's demo shop imported (scripts/wordpress/freshSite.ts:
 * a copy of a site installed and imported once for the plugin's and the harness's files as they are), the
 * local realtime database the plugin writes instant wins to, and the storefront's production builds (a fresh
 * deploy folder, as e2e/harness/shop.ts) with `apiHost` pointing at WordPress, as `pnpm start:wordpress`
 * runs it. It is a `Shop` without store-api, so the customer helpers (e2e/harness/customer.ts) work on it.
 * `stop()` ends all of it and removes its folders.
 */
export interface WordPressShop extends Shop {
  site: WordPressSite;
  realtime: RealtimeServer;
  /** What the WordPress start (and the template's install and demo import, when it was made) said, in order. */
  startLog: string[];
}

export async function startWordPressShop(options: { log?: (line: string) => void } = {}): Promise<WordPressShop> {
  buildShellOnce();
  const startLog: string[] = [];
  const log = (line: string) => {
    startLog.push(line);
    options.log?.(line);
    if (process.env.SHOP_VERBOSE) console.log(`[wordpress] ${line}`);
  };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wordpress-shop-'));
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  // A test process that ends before stop() still leaves no site folder behind (its servers end with it).
  process.once('exit', removeDataDir);
  let realtime: RealtimeServer | null = null;
  let site: WordPressSite | null = null;
  let deployDir: string | null = null;
  let stack: Stack | null = null;
  /** Ends everything that started, even when one of them fails to stop, then removes the folders. */
  const stopAll = async () => {
    const stopped = await Promise.allSettled([stack?.stop(), site?.stop(), realtime?.close()]);
    if (deployDir) fs.rmSync(deployDir, { recursive: true, force: true });
    removeDataDir();
    for (const outcome of stopped) if (outcome.status === 'rejected') throw outcome.reason;
  };
  try {
    realtime = await startRealtimeServer(await freePort(), { rest: true });
    // nginx at the test lane's rates: the e2e files sign customers in from 127.0.0.1 far faster than any network.
    site = await startFreshSite({ dataDir: path.join(dataDir, 'site'), port: 0, rates: TEST_LANE_RATES, log });
    // The plugin writes instant wins to this realtime database (scripts/start-wordpress.ts does the same).
    await site.runPhp("update_option('angling_prizes_rtdb_url', $args[0]);", [`http://127.0.0.1:${realtime.port}?ns=${RTDB_NAMESPACE}`]);
    deployDir = freshDeploy();
    stack = await startStack({
      deployDir,
      ports: { shell: 0, catalog: 0, basket: 0, account: 0, storeApi: 1, rtdb: realtime.port },
      storeApi: false,
      apiHost: site.apiHost,
      renderBudgetMs: E2E_RENDER_BUDGET_MS,
    });
    // The storefront's origin (a free port here) may call the Store API from the browser, and mails link to it.
    await site.runPhp("update_option('angling_prizes_storefront_url', $args[0]);", [stack.shellUrl]);
  } catch (error) {
    await stopAll().catch(() => undefined);
    throw error;
  }
  return { ...stack, site, realtime, deployDir, dataDir: null, rtdbPort: realtime.port, startLog, stop: stopAll };
}
