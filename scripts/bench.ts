/**
 * `pnpm bench`: one command for the shop's speed, weight and accessibility. It builds every app (timing
 * each release build), starts the whole shop on free ports as `pnpm start` does, and prints one table:
 * Lighthouse mobile on five pages (median of 3; of 5 with the worst run's LCP and TBT for the two
 * server-rendered pages), the bytes of page state in those two pages' HTML (raw and brotli), first-load JS
 * per route split per app, copies of the
 * shared singletons, axe-core serious and critical violations on every route of the route table, release
 * build times, and store-api throughput. The same figures go to bench/report.json.
 *
 * Lighthouse connects to the Chromium that Playwright launched (one persistent profile with a debugging
 * port, so both see the same local storage): before each run the profile's cache and cookies are
 * cleared and local storage is set to the page's state (a guest, or the demo customer with a ticket in
 * the basket), so every run loads cold but signed in where it has to be.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium } from 'playwright-core';
import { APP_ROUTES, competitionDetailsPath, createApiClient, type Competition, type RemoteName } from '@shop/shared-contracts';
import { runStoreApiBench, type StoreApiBenchResult } from '@shop/store-api/bench';
import { DEMO_CUSTOMER, freePort, MemoryStorage } from '@shop/store-api/tools';
import { REMOTE_APPS, ROOT, SHELL_DIR } from './lib/apps';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium';
import { releaseRemote } from './lib/deploy';
import { runDeliveryBench, type DeliveryBenchResult } from './lib/deliveryBench';
import { SINGLETONS, appOrigins, bytesByApp, kib, measureJs, singletonCopies, totalBytes, type Singleton } from './lib/firstLoadJs';
import { runRenderServerBench, type RenderServerBenchResult } from './lib/renderServerBench';
import { fetchPageStateBytes, type PageStateBytes } from './lib/pageStateBytes';
import { startStack } from './lib/stack';
import { webpackBuild } from './lib/webpackBuild';
import { runCli } from './lib/cli';
import {
  coldLighthouseRun,
  describeFigures,
  resetProfile,
  summarise,
  type LighthouseFigures,
  type LighthouseSummary,
  type StorageState,
} from './lib/lighthouse';

/** Cold runs per page; the server-rendered pages (home, a details page) get five, as their issue asks. */
const LIGHTHOUSE_RUNS = 3;
const SERVER_RENDERED_LIGHTHOUSE_RUNS = 5;
const STORE_API_SECONDS = 5;
const RENDER_SERVER_SECONDS = 5;
const RENDER_SERVER_CONNECTIONS = 50;
const PHONE = { width: 390, height: 844 };

interface BenchPage {
  name: string;
  path: string;
  storage: StorageState;
  lighthouseRuns: number;
}
interface AxeFigures {
  path: string;
  serious: number;
  critical: number;
  rules: string[];
}

function timed(run: () => void): number {
  const started = performance.now();
  run();
  return (performance.now() - started) / 1000;
}

runCli(async () => {
  const startedAt = Date.now();
  const deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-deploy-'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-data-'));
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-chromium-'));
  process.env.SHOP_DEPLOY_DIR = deployDir;
  try {
    // 1. Release builds, timed one after another (a parallel build would slow each of them down).
    console.log('Building the shell and a release of each remote…');
    const buildSeconds: Record<string, number> = { shell: timed(() => webpackBuild(SHELL_DIR)) };
    for (const remote of Object.keys(REMOTE_APPS) as RemoteName[]) buildSeconds[`remote-${remote}`] = timed(() => releaseRemote(remote, 'bench'));

    // 2. The whole shop, as `pnpm start` runs it, on free ports.
    const stack = await startStack({
      deployDir,
      ports: { shell: 0, catalog: 0, basket: 0, account: 0, storeApi: await freePort(), rtdb: await freePort() },
      storeApi: { dataDir },
    });
    const origin = new URL(stack.shellUrl).origin;
    const origins = appOrigins(stack, deployDir);

    let lighthouse: ({ page: BenchPage } & LighthouseSummary)[] = [];
    const pageState: { page: BenchPage; bytes: PageStateBytes }[] = [];
    let detailsPath = '/';
    const firstLoad: { page: BenchPage; bytes: number; byApp: Record<string, number>; copies: Record<Singleton, number> }[] = [];
    const axe: AxeFigures[] = [];
    let delivery: DeliveryBenchResult | null = null;
    try {
      // 3. The demo customer signed in with a ticket in the basket, exactly as the browser's client keeps it.
      const config = stack.config();
      const storage = new MemoryStorage();
      const client = createApiClient({ host: config.apiHost, serviceToken: config.serviceToken, storage });
      await client.login({ username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password });
      const competitions = (await client.listFeatured({ page: 1, limit: 24 })).data;
      const competition: Competition | undefined = competitions.find((candidate) => !candidate.comp_question) ?? competitions[0];
      if (!competition) throw new Error('store-api lists no open competition');
      detailsPath = competitionDetailsPath(competition);
      await client.getNonce();
      await client.addItem({ id: competition.id, quantity: 1, ...(competition.comp_question ? { answer: competition.question_options[0]?.id } : {}) });
      const orderId = (await client.getOrders({ page: 1 })).data[0]?.order_id_ ?? 1;
      const customer: StorageState = Object.fromEntries(storage.values);
      const guest: StorageState = {};
      const pages: BenchPage[] = [
        { name: 'home', path: '/', storage: guest, lighthouseRuns: SERVER_RENDERED_LIGHTHOUSE_RUNS },
        { name: 'competition details', path: competitionDetailsPath(competition), storage: guest, lighthouseRuns: SERVER_RENDERED_LIGHTHOUSE_RUNS },
        { name: 'basket with an item', path: '/cart', storage: customer, lighthouseRuns: LIGHTHOUSE_RUNS },
        { name: 'checkout with an item', path: '/checkout', storage: customer, lighthouseRuns: LIGHTHOUSE_RUNS },
        { name: 'account, signed in', path: '/account', storage: customer, lighthouseRuns: LIGHTHOUSE_RUNS },
      ];

      // 3b. What the server-rendered pages carry for hydration: the page state block in their HTML.
      for (const page of pages.filter((each) => each.lighthouseRuns === SERVER_RENDERED_LIGHTHOUSE_RUNS)) {
        pageState.push({ page, bytes: await fetchPageStateBytes(origin + page.path) });
      }

      const port = await freePort();
      const context = await chromium.launchPersistentContext(profileDir, {
        executablePath: CHROMIUM_PATH,
        args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
        viewport: PHONE,
      });
      try {
        // 4. First-load JS per page, split per app, and how many copies of each singleton it loaded.
        console.log('Measuring first-load JS…');
        for (const page of pages) {
          await resetProfile(context, origin, page.storage);
          const tab = await context.newPage();
          const load = await measureJs(tab, origin + page.path, origins);
          await tab.close();
          firstLoad.push({ page, bytes: totalBytes(load.firstLoad), byApp: bytesByApp(load.firstLoad), copies: singletonCopies(load.downloads) });
        }

        // 5. Lighthouse mobile, median of three cold runs per page.
        console.log(`Lighthouse (${pages.map((page) => page.lighthouseRuns).join(' + ')} runs)…`);
        lighthouse = [];
        for (const page of pages) {
          const runs: LighthouseFigures[] = [];
          for (let run = 0; run < page.lighthouseRuns; run += 1) runs.push(await coldLighthouseRun(context, port, origin + page.path, page.storage));
          lighthouse.push({ page, ...summarise(runs) });
        }

        // 6. axe-core on every route of the route table, signed in (the account routes need it).
        console.log(`axe-core on ${APP_ROUTES.length} routes…`);
        const params: Record<string, string> = {
          ':category': competition.category,
          ':competitionDetail': competitionDetailsPath(competition).split('/').pop() ?? '',
          ':id': String(competition.id),
          ':order_id': String(orderId),
        };
        await resetProfile(context, origin, customer);
        const tab = await context.newPage();
        for (const route of APP_ROUTES) {
          const concrete = route.path.replace(/:[A-Za-z_]+/g, (param) => params[param] ?? 'x');
          await tab.goto(origin + concrete, { waitUntil: 'networkidle' });
          await tab
            .waitForSelector('[data-boundary][data-screen], [data-testid="shell-not-found"], [data-testid="remote-fallback"]', { timeout: 15_000 })
            .catch(() => undefined);
          await tab.waitForLoadState('networkidle');
          const results = await new AxeBuilder({ page: tab }).analyze();
          const bad = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
          axe.push({
            path: concrete,
            serious: bad.filter((violation) => violation.impact === 'serious').reduce((sum, violation) => sum + violation.nodes.length, 0),
            critical: bad.filter((violation) => violation.impact === 'critical').reduce((sum, violation) => sum + violation.nodes.length, 0),
            rules: bad.map((violation) => violation.id),
          });
        }
        await tab.close();
      } finally {
        await context.close();
      }
      // 6b. A catalogue release (build included), a publish and a rollback, with customers loading pages throughout.
      console.log('Release, publish and rollback of remote-catalog while pages load…');
      delivery = await runDeliveryBench({ shopUrl: stack.shellUrl, remoteOrigin: stack.config().remoteOrigins.catalog, remote: 'catalog', screen: 'home' });
    } finally {
      await stack.stop();
    }

    // 7. The render server, in a process of its own, at 50 connections: cached and uncached pages.
    console.log(`render server (${RENDER_SERVER_SECONDS} s per page and mode)…`);
    const renderServer: RenderServerBenchResult[] = await runRenderServerBench({
      deployDir,
      dataDir,
      paths: ['/', detailsPath],
      seconds: RENDER_SERVER_SECONDS,
      connections: RENDER_SERVER_CONNECTIONS,
    });

    // 8. store-api alone, once the browser and the shop have stopped competing for the CPU.
    console.log(`store-api (${STORE_API_SECONDS} s per call)…\n`);
    const storeApi: StoreApiBenchResult[] = await runStoreApiBench({ seconds: STORE_API_SECONDS });

    const rows: [string, string, string][] = [];
    for (const { page, median: figures, worst } of lighthouse) {
      rows.push([`Lighthouse mobile, median of ${page.lighthouseRuns}`, page.path, describeFigures(figures)]);
      if (page.lighthouseRuns === SERVER_RENDERED_LIGHTHOUSE_RUNS) {
        rows.push([
          `Lighthouse mobile, worst of ${page.lighthouseRuns}`,
          page.path,
          `LCP ${(worst.lcpMs / 1000).toFixed(2)} s · TBT ${worst.tbtMs.toFixed(0)} ms`,
        ]);
      }
    }
    for (const { page, bytes } of pageState) {
      rows.push([
        'Page state in the HTML',
        page.path,
        `${bytes.rawBytes.toLocaleString('en-GB')} B raw · ${bytes.brotliBytes.toLocaleString('en-GB')} B brotli · HTML ${bytes.htmlBytes.toLocaleString('en-GB')} B raw`,
      ]);
    }
    for (const load of firstLoad) {
      const split = Object.entries(load.byApp)
        .map(([app, bytes]) => `${app} ${kib(bytes)}`)
        .join(' + ');
      rows.push(['First-load JS (gzip)', load.page.path, `${kib(load.bytes)} = ${split}`]);
    }
    for (const load of firstLoad) {
      rows.push(['Copies loaded (must be 1)', load.page.path, SINGLETONS.map((name) => `${name} ${load.copies[name]}`).join(' · ')]);
    }
    for (const result of axe) {
      rows.push(['axe serious / critical', result.path, `${result.serious} / ${result.critical}${result.rules.length ? ` (${result.rules.join(', ')})` : ''}`]);
    }
    for (const [app, seconds] of Object.entries(buildSeconds)) rows.push(['Release build', app, `${seconds.toFixed(1)} s`]);
    if (delivery) {
      const app = `remote-${delivery.remote}`;
      rows.push(['pnpm release (build + publish), limit 15 s', app, `${delivery.releaseSeconds.toFixed(1)} s`]);
      rows.push(['publish of a built release, limit 2 s', app, `${delivery.publishSeconds.toFixed(2)} s`]);
      rows.push(['rollback, limit 2 s', app, `${delivery.rollbackSeconds.toFixed(2)} s`]);
      rows.push([
        'page loads through publish and rollback',
        app,
        `${delivery.pageLoads} pages, ${delivery.files} remote files · ${delivery.failed.length} failed${delivery.failed.length ? ` (${delivery.failed.slice(0, 3).join('; ')})` : ''}`,
      ]);
    }
    for (const result of renderServer) {
      rows.push([
        `render server, ${result.connections} connection${result.connections === 1 ? '' : 's'}, ${result.cached ? 'cached' : 'uncached'}`,
        result.path,
        `${result.requestsPerSecond.toFixed(0)} req/s · p50 ${result.p50Ms.toFixed(1)} ms · p99 ${result.p99Ms.toFixed(1)} ms · ${result.serverRendered} of ${result.answers} server-rendered${result.failures ? ` · ${result.failures} failed` : ''}`,
      ]);
    }
    for (const result of storeApi) {
      rows.push([
        'store-api, 10 connections',
        result.label,
        `${result.requestsPerSecond.toFixed(0)} req/s · p99 ${result.p99Ms.toFixed(1)} ms${result.failures ? ` · ${result.failures} failed` : ''}`,
      ]);
    }
    const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column]!.length), 6));
    const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
    console.log(line(['what', 'where', 'figures']));
    console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
    for (const row of rows) console.log(line(row));

    const report = {
      generatedAt: new Date().toISOString(),
      durationSeconds: Math.round((Date.now() - startedAt) / 1000),
      lighthouse: lighthouse.map(({ page, runs, median: figures, worst }) => ({ page: page.name, path: page.path, median: figures, worst, runs })),
      pageState: pageState.map(({ page, bytes }) => ({ page: page.name, path: page.path, ...bytes })),
      firstLoadJs: firstLoad.map(({ page, bytes, byApp, copies }) => ({
        page: page.name,
        path: page.path,
        gzippedBytes: bytes,
        byApp,
        singletonCopies: copies,
      })),
      axe,
      releaseBuildSeconds: buildSeconds,
      delivery,
      renderServer,
      storeApi,
    };
    fs.mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
    fs.writeFileSync(path.join(ROOT, 'bench', 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nbench/report.json written (${report.durationSeconds} s)`);
    const duplicated = firstLoad.flatMap((load) => SINGLETONS.filter((name) => load.copies[name] > 1).map((name) => `${name} on ${load.page.path}`));
    if (duplicated.length) console.log(`WARNING: more than one copy of ${duplicated.join(', ')}`);
  } finally {
    for (const dir of [deployDir, dataDir, profileDir]) fs.rmSync(dir, { recursive: true, force: true });
  }
});
