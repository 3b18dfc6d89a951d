import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RemoteName } from '@shop/shared-contracts';
import { REMOTE_APPS, ROOT } from '../../scripts/lib/apps';
import { releaseRemote } from '../../scripts/lib/deploy';
import { startStack, type Stack, type StackOptions } from '../../scripts/lib/stack';
import { buildShellOnce } from './builds';
import { freePort } from './ports';
import { RELEASES } from './releases';

/**
 * The e2e harness: production builds of every app (copies of the build cache's, e2e/harness/builds.ts) in
 * a temporary deploy folder, served on free ports, with store-api when a test needs it. Every test file
 * starts its own shop and stops what it started.
 */
/**
 * Temporary folders this harness made (deploy folders, store-api data). Each goes when the shop using it
 * stops; whatever a failed test left behind goes when the test process exits.
 */
const temporaryDirs = new Set<string>();

function makeTemporaryDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  temporaryDirs.add(dir);
  return dir;
}

function removeTemporaryDir(dir: string | null): void {
  if (!dir || !temporaryDirs.delete(dir)) return;
  fs.rmSync(dir, { recursive: true, force: true });
}

/** How many running shops serve each deploy folder: one shared by two shops goes when the last stops. */
const shopsServing = new Map<string, number>();

process.once('exit', () => {
  for (const dir of [...temporaryDirs]) removeTemporaryDir(dir);
});

/** A fresh deploy folder with one release of every remote. SHOP_DEPLOY_DIR points the release code at it. */
export function freshDeploy(versionLabel: string = RELEASES.live.version): string {
  const dir = makeTemporaryDir('shop-deploy-');
  process.env.SHOP_DEPLOY_DIR = dir;
  for (const remote of Object.keys(REMOTE_APPS) as RemoteName[]) releaseRemote(remote, versionLabel);
  return dir;
}

/**
 * The test shops' render budget. Production's 300 ms is about speed; a cold first render on a busy machine
 * can take longer, and a test that reads server HTML must not depend on how busy the machine is. A page
 * still goes to the browser when the API fails, or takes longer than this (serverRendering.test.ts).
 */
export const E2E_RENDER_BUDGET_MS = 5_000;

export interface Shop extends Stack {
  deployDir: string;
  /** store-api's data folder, or null when the shop runs without store-api. */
  dataDir: string | null;
  /** The realtime database's port, or null when the shop runs without store-api. */
  rtdbPort: number | null;
}

export async function startShop(options: {
  deployDir: string;
  storeApi?: boolean;
  /** store-api's port, when a test must know it before the shop starts (else a free one). */
  storeApiPort?: number;
  configOverride?: StackOptions['configOverride'];
  /**
   * The sandbox hosted-payment gateway on (docs/payments.md). The shell then gets a port chosen before
   * store-api starts, so the provider sends the customer back to this shop.
   */
  hostedSandbox?: boolean;
}): Promise<Shop> {
  buildShellOnce();
  shopsServing.set(options.deployDir, (shopsServing.get(options.deployDir) ?? 0) + 1);
  const storeApi = options.storeApi ?? false;
  const dataDir = storeApi ? makeTemporaryDir('shop-data-') : null;
  const shellPort = options.hostedSandbox ? await freePort() : 0;
  const stack = await startStack({
    deployDir: options.deployDir,
    ports: {
      shell: shellPort,
      catalog: 0,
      basket: 0,
      account: 0,
      storeApi: storeApi ? (options.storeApiPort ?? (await freePort())) : 1,
      rtdb: storeApi ? await freePort() : 1,
    },
    storeApi: dataDir ? { dataDir, ...(options.hostedSandbox ? { hostedSandbox: true, publicUrl: `http://127.0.0.1:${shellPort}` } : {}) } : false,
    configOverride: options.configOverride,
    renderBudgetMs: E2E_RENDER_BUDGET_MS,
  });
  return {
    ...stack,
    deployDir: options.deployDir,
    dataDir,
    rtdbPort: stack.storeApi?.rtdbPort ?? null,
    async stop() {
      await stack.stop();
      removeTemporaryDir(dataDir);
      const serving = (shopsServing.get(options.deployDir) ?? 1) - 1;
      shopsServing.set(options.deployDir, serving);
      if (serving === 0) removeTemporaryDir(options.deployDir); // only if this harness made it (freshDeploy)
    },
  };
}

/**
 * Runs one of store-api's CLI commands (`store-api/src/cli/<name>.ts`) against the shop's store-api data
 * and realtime database; resolves with what it printed, rejects with its output when it fails.
 */
export function runStoreApiCli(shop: Shop, command: string, args: string[] = []): Promise<string> {
  if (!shop.dataDir || shop.rtdbPort === null || !shop.storeApi) throw new Error('this shop runs without store-api');
  const dir = path.join(ROOT, 'store-api');
  const env = { ...process.env, STORE_API_DATA_DIR: shop.dataDir, RTDB_PORT: String(shop.rtdbPort), STORE_API_PORT: new URL(shop.storeApi.url).port };
  return new Promise((resolve, reject) => {
    execFile(
      path.join(dir, 'node_modules', '.bin', 'tsx'),
      [path.join('src', 'cli', `${command}.ts`), ...args],
      { cwd: dir, env, timeout: 60_000 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`store-api ${command} failed: ${error.message}\n${stdout}${stderr}`));
        else resolve(stdout);
      },
    );
  });
}

/**
 * A public page's HTML as the render server renders it. A shop's first render loads the catalogue's server
 * build; on a busy machine that can outlast the render budget, and the page then goes to the browser while
 * the load goes on in the background. So this asks again (each time under a query of its own, so no answer
 * kept from before is reused), up to `attempts` times, until the server renders the page.
 */
export async function serverRenderedHtml(shop: Shop, pathname: string, attempts = 10): Promise<string> {
  let rendered = '';
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const response = await fetch(`${shop.shellUrl}${pathname}${pathname.includes('?') ? '&' : '?'}server-render=${attempt}`);
    rendered = response.headers.get('x-page-rendered') ?? '';
    if (rendered === 'server') return response.text();
    await response.arrayBuffer();
  }
  throw new Error(`${pathname} was not rendered by the server in ${attempts} tries (x-page-rendered: ${rendered})`);
}
