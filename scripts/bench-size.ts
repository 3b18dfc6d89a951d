/**
 * `pnpm bench:size`: the gzipped JS bytes a browser downloads for `/`, per app, with the largest modules
 * in those files. Loads the production build in Chromium and gzips every JS response it received.
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

function moduleReport(folder: string): Record<string, ModuleSize[]> {
  const file = path.join(folder, 'build-modules.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ModuleSize[]>) : {};
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

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
  const downloads: { app: string; folder: string; file: string; gzipped: number }[] = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    const owner = origins.get(url.origin);
    if (!owner || !url.pathname.endsWith('.js')) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    downloads.push({ ...owner, file: path.basename(url.pathname), gzipped: zlib.gzipSync(body, { level: 9 }).length });
  });
  await page.goto(stack.shellUrl + route, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  await browser.close();
  await stack.stop();

  console.log(`Gzipped JS downloaded for ${route} (phone viewport, production build)\n`);
  let total = 0;
  for (const app of [...new Set(downloads.map((download) => download.app))]) {
    const files = downloads.filter((download) => download.app === app);
    const bytes = files.reduce((sum, file) => sum + file.gzipped, 0);
    total += bytes;
    console.log(`${app.padEnd(16)} ${kb(bytes).padStart(10)}  (${files.length} files)`);
    const report = moduleReport(files[0]!.folder);
    const modules = files.flatMap((file) => report[file.file] ?? []).sort((a, b) => b.size - a.size).slice(0, 5);
    for (const module of modules) console.log(`    ${kb(module.size).padStart(10)} raw  ${module.name}`);
  }
  console.log(`${'total'.padEnd(16)} ${kb(total).padStart(10)}`);
});
