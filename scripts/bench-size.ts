/**
 * `pnpm bench:size [route]`: the gzipped JS a browser downloads for a route (default `/`), per app, with
 * the largest modules in those files, and the budget check: all JS requested for `/` before the page's
 * content is in must stay at or under 140 KB (140,000 bytes) gzipped, or this exits 1. Bytes are
 * deterministic for a build, so CI runs it as a budget (`pnpm test`), not as a timed test.
 * Measuring is shared with `pnpm bench` (scripts/lib/firstLoadJs.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { RemoteName } from '@shop/shared-contracts';
import { REMOTE_APPS, SHELL_DIR } from './lib/apps';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium';
import { readManifest, releaseRemote } from './lib/deploy';
import { FIRST_LOAD_BUDGET_BYTES, appOrigins, kib, measureJs, modulesOf, totalBytes, type Download } from './lib/firstLoadJs';
import { startStack } from './lib/stack';
import { webpackBuild } from './lib/webpackBuild';
import { runCli } from './lib/cli';

const FIREBASE_MODULE = /(^|\/)(@firebase|firebase)\//;

function printByApp(downloads: Download[]): void {
  for (const app of [...new Set(downloads.map((download) => download.app))]) {
    const files = downloads.filter((download) => download.app === app);
    console.log(`${app.padEnd(16)} ${kib(totalBytes(files)).padStart(10)}  (${files.length} files)`);
    const modules = files.flatMap(modulesOf).sort((a, b) => b.size - a.size).slice(0, 5);
    for (const module of modules) console.log(`    ${kib(module.size).padStart(10)} raw  ${module.name}`);
  }
}

runCli(async () => {
  const route = process.argv[2] ?? '/';
  const ownDeploy = !process.env.SHOP_DEPLOY_DIR;
  const deploy = process.env.SHOP_DEPLOY_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'shop-size-'));
  process.env.SHOP_DEPLOY_DIR = deploy;
  try {
    webpackBuild(SHELL_DIR);
    for (const remote of Object.keys(REMOTE_APPS) as RemoteName[]) if (!readManifest()[remote]) releaseRemote(remote, 'bench');
    const stack = await startStack({ deployDir: deploy, ports: { shell: 0, catalog: 0, basket: 0, account: 0, storeApi: 1, rtdb: 1 }, storeApi: false });
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    let load;
    try {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      load = await measureJs(page, stack.shellUrl + route, appOrigins(stack, deploy));
    } finally {
      await browser.close();
      await stack.stop();
    }

    console.log(`Gzipped JS downloaded for ${route} (phone viewport, production build)\n`);
    const deferredAt = load.deferredStartMs === null ? 'never marked: everything counts' : `at ${load.deferredStartMs.toFixed(0)} ms`;
    console.log(`First load (requested before the shell's deferred start, ${deferredAt}; first contentful paint at ${load.firstContentfulPaintMs?.toFixed(0) ?? '?'} ms)`);
    printByApp(load.firstLoad);
    const firstLoadTotal = totalBytes(load.firstLoad);
    console.log(`${'first-load total'.padEnd(16)} ${kib(firstLoadTotal).padStart(10)}  (${firstLoadTotal.toLocaleString('en-GB')} bytes)\n`);
    console.log('Deferred (after the page\'s own content is in, when the browser is idle)');
    for (const download of load.deferred) {
      console.log(`${download.app.padEnd(16)} ${kib(download.gzipped).padStart(10)}  ${download.file} (requested at ${download.requestedAt.toFixed(0)} ms)`);
    }
    const deferredTotal = totalBytes(load.deferred);
    console.log(`${'deferred total'.padEnd(16)} ${kib(deferredTotal).padStart(10)}\n`);

    const firebaseInFirstLoad = load.firstLoad.filter((download) => modulesOf(download).some((module) => FIREBASE_MODULE.test(module.name))).map((download) => download.file);
    const firebaseDeferred = load.deferred.filter((download) => modulesOf(download).some((module) => FIREBASE_MODULE.test(module.name))).map((download) => download.file);
    console.log(`firebase SDK in first-load JS: ${firebaseInFirstLoad.length === 0 ? 'no' : `YES (${firebaseInFirstLoad.join(', ')})`}`);
    console.log(`firebase SDK in deferred JS:   ${firebaseDeferred.length > 0 ? `yes (${firebaseDeferred.join(', ')})` : 'no'}`);
    console.log(`${'total'.padEnd(16)} ${kib(firstLoadTotal + deferredTotal).padStart(10)}\n`);

    if (route !== '/') return; // the budget is for the home page
    const verdict = firstLoadTotal <= FIRST_LOAD_BUDGET_BYTES ? 'within budget' : 'OVER BUDGET';
    console.log(`budget: first-load JS for / is ${firstLoadTotal.toLocaleString('en-GB')} bytes gzipped; budget ${FIRST_LOAD_BUDGET_BYTES.toLocaleString('en-GB')} bytes (140 KB): ${verdict}`);
    if (firstLoadTotal > FIRST_LOAD_BUDGET_BYTES) {
      throw new Error(`first-load JS for / is ${(firstLoadTotal - FIRST_LOAD_BUDGET_BYTES).toLocaleString('en-GB')} bytes over the 140 KB budget`);
    }
  } finally {
    if (ownDeploy) fs.rmSync(deploy, { recursive: true, force: true });
  }
});
