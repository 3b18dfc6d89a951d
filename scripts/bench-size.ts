/**
 * `pnpm bench:size [route]`: the gzipped JS bytes a browser downloads for a route (default `/`), per app,
 * with the largest modules in those files. Loads the production build in Chromium and gzips every JS
 * response it received. First-load JS is everything requested before the shell's `shell:deferred-start`
 * mark (set once the route's own content is in and the browser is idle); what came later, such as the
 * firebase SDK of the instant-win feed, is listed apart.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import type { RemoteName } from '@shop/shared-contracts';
import { REMOTE_APPS, SHELL_DIR } from './lib/apps';
import { readManifest, releaseRemote } from './lib/deploy';
import { startStack } from './lib/stack';
import { webpackBuild } from './lib/webpackBuild';
import { runCli } from './lib/cli';

interface ModuleSize { name: string; size: number }
interface Download { app: string; folder: string; file: string; url: string; gzipped: number }

const DEFERRED_START_MARK = 'shell:deferred-start';
const FIREBASE_MODULE = /(^|\/)(@firebase|firebase)\//;

function moduleReport(folder: string): Record<string, ModuleSize[]> {
  const file = path.join(folder, 'build-modules.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ModuleSize[]>) : {};
}
const modulesOf = (download: Download) => moduleReport(download.folder)[download.file] ?? [];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function printByApp(downloads: Download[]): number {
  let total = 0;
  for (const app of [...new Set(downloads.map((download) => download.app))]) {
    const files = downloads.filter((download) => download.app === app);
    const bytes = files.reduce((sum, file) => sum + file.gzipped, 0);
    total += bytes;
    console.log(`${app.padEnd(16)} ${kb(bytes).padStart(10)}  (${files.length} files)`);
    const modules = files.flatMap(modulesOf).sort((a, b) => b.size - a.size).slice(0, 5);
    for (const module of modules) console.log(`    ${kb(module.size).padStart(10)} raw  ${module.name}`);
  }
  return total;
}

runCli(async () => {
  const route = process.argv[2] ?? '/';
  process.env.SHOP_DEPLOY_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'shop-size-'));
  webpackBuild(SHELL_DIR);
  for (const remote of Object.keys(REMOTE_APPS) as RemoteName[]) if (!readManifest()[remote]) releaseRemote(remote, 'bench');
  const deploy = process.env.SHOP_DEPLOY_DIR;
  const stack = await startStack({ deployDir: deploy, ports: { shell: 0, catalog: 0, basket: 0, account: 0, storeApi: 1, rtdb: 1 }, storeApi: false });
  const origins = new Map<string, { app: string; folder: string }>([[new URL(stack.shellUrl).origin, { app: 'shell', folder: path.join(SHELL_DIR, 'dist') }]]);
  const manifest = readManifest();
  for (const [remote, origin] of Object.entries(stack.config().remoteOrigins) as [RemoteName, string][]) {
    origins.set(new URL(origin).origin, { app: `remote-${remote}`, folder: path.join(deploy, remote, manifest[remote]?.version ?? '') });
  }

  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const downloads: Download[] = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    const owner = origins.get(url.origin);
    if (!owner || !url.pathname.endsWith('.js')) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    downloads.push({ ...owner, file: path.basename(url.pathname), url: response.url(), gzipped: zlib.gzipSync(body, { level: 9 }).length });
  });
  await page.goto(stack.shellUrl + route, { waitUntil: 'networkidle' });
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, DEFERRED_START_MARK, { timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const timing = await page.evaluate((mark) => ({
    deferredStart: performance.getEntriesByName(mark)[0]!.startTime,
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    requestedAt: Object.fromEntries(performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime])),
  }), DEFERRED_START_MARK);
  await browser.close();
  await stack.stop();

  const isDeferred = (download: Download) => (timing.requestedAt[download.url] ?? 0) >= timing.deferredStart;
  const firstLoad = downloads.filter((download) => !isDeferred(download));
  const deferred = downloads.filter(isDeferred);

  console.log(`Gzipped JS downloaded for ${route} (phone viewport, production build)\n`);
  console.log(`First load (requested before the shell's deferred start at ${timing.deferredStart.toFixed(0)} ms; first contentful paint at ${timing.firstContentfulPaint?.toFixed(0) ?? '?'} ms)`);
  const firstLoadTotal = printByApp(firstLoad);
  console.log(`${'first-load total'.padEnd(16)} ${kb(firstLoadTotal).padStart(10)}\n`);
  console.log('Deferred (after the page\'s own content is in, when the browser is idle)');
  for (const download of deferred) {
    console.log(`${download.app.padEnd(16)} ${kb(download.gzipped).padStart(10)}  ${download.file} (requested at ${timing.requestedAt[download.url]?.toFixed(0)} ms)`);
  }
  const deferredTotal = deferred.reduce((sum, download) => sum + download.gzipped, 0);
  console.log(`${'deferred total'.padEnd(16)} ${kb(deferredTotal).padStart(10)}\n`);

  const firebaseInFirstLoad = firstLoad.flatMap((download) => modulesOf(download).filter((module) => FIREBASE_MODULE.test(module.name)).map(() => download.file));
  const firebaseDeferred = deferred.filter((download) => modulesOf(download).some((module) => FIREBASE_MODULE.test(module.name))).map((download) => download.file);
  console.log(`firebase SDK in first-load JS: ${firebaseInFirstLoad.length === 0 ? 'no' : `YES (${[...new Set(firebaseInFirstLoad)].join(', ')})`}`);
  console.log(`firebase SDK in deferred JS:   ${firebaseDeferred.length > 0 ? `yes (${firebaseDeferred.join(', ')})` : 'no'}`);
  console.log(`${'total'.padEnd(16)} ${kb(firstLoadTotal + deferredTotal).padStart(10)}`);
});
