import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RemoteName } from '@shop/shared-contracts';
import { REMOTE_APPS, SHELL_DIR } from '../../scripts/lib/apps';
import { releaseRemote } from '../../scripts/lib/deploy';
import { startStack, type Stack, type StackOptions } from '../../scripts/lib/stack';
import { webpackBuild } from '../../scripts/lib/webpackBuild';
import { freePort } from './ports';

/**
 * The e2e harness: production builds of every app in a temporary deploy folder, served on free ports,
 * with store-api when a test needs it. Every test file starts its own shop and stops what it started.
 */
let shellBuilt = false;

export function buildShellOnce(): void {
  if (shellBuilt) return;
  webpackBuild(SHELL_DIR);
  shellBuilt = true;
}

/** A fresh deploy folder with one release of every remote. SHOP_DEPLOY_DIR points the release code at it. */
export function freshDeploy(versionLabel = '1.0.0-e2e'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-deploy-'));
  process.env.SHOP_DEPLOY_DIR = dir;
  for (const remote of Object.keys(REMOTE_APPS) as RemoteName[]) releaseRemote(remote, versionLabel);
  return dir;
}

export interface Shop extends Stack {
  deployDir: string;
}

export async function startShop(options: { deployDir: string; storeApi?: boolean; configOverride?: StackOptions['configOverride'] }): Promise<Shop> {
  buildShellOnce();
  const storeApi = options.storeApi ?? false;
  const stack = await startStack({
    deployDir: options.deployDir,
    ports: {
      shell: 0,
      catalog: 0,
      basket: 0,
      account: 0,
      storeApi: storeApi ? await freePort() : 1,
      rtdb: storeApi ? await freePort() : 1,
    },
    storeApi: storeApi ? { dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'shop-data-')) } : false,
    configOverride: options.configOverride,
  });
  return { ...stack, deployDir: options.deployDir };
}
