import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import type { RemoteName } from '@shop/shared-contracts';
import { SHELL_DIR } from './apps';
import { readManifest } from './deploy';
import type { Stack } from './stack';

/**
 * What JS a page downloads, per app, measured in Chromium against the production build: shared by
 * `pnpm bench:size` (the budget) and `pnpm bench` (first load per route, copies of shared libraries).
 * First-load JS is everything requested before the shell's `shell:deferred-start` mark (set once the
 * route's own content is in and the browser is idle); what comes later (the firebase SDK) is deferred.
 * Sizes are each response gzipped at level 9, so the figure does not depend on the server.
 */
export const FIRST_LOAD_BUDGET_BYTES = 140_000;
export const DEFERRED_START_MARK = 'shell:deferred-start';
/** The libraries the page must load exactly once: the shared singletons of build-config/webpack.cjs. */
export const SINGLETONS = ['react', 'react-dom', 'react-router', 'styled-components', 'rxjs'] as const;
export type Singleton = (typeof SINGLETONS)[number];

export interface ModuleSize {
  name: string;
  size: number;
}
export interface AppFolder {
  app: string;
  folder: string;
}
export interface Download extends AppFolder {
  file: string;
  url: string;
  gzipped: number;
  requestedAt: number;
}

export interface JsLoad {
  url: string;
  downloads: Download[];
  firstLoad: Download[];
  deferred: Download[];
  /** When the shell marked its deferred start, or null if it never did (then everything counts as first load). */
  deferredStartMs: number | null;
  firstContentfulPaintMs: number | null;
}

/** Which app serves each origin of a running stack, and the build folder holding its module report. */
export function appOrigins(stack: Stack, deployDir: string): Map<string, AppFolder> {
  const origins = new Map<string, AppFolder>([[new URL(stack.shellUrl).origin, { app: 'shell', folder: path.join(SHELL_DIR, 'dist') }]]);
  const manifest = readManifest();
  for (const [remote, origin] of Object.entries(stack.config().remoteOrigins) as [RemoteName, string][]) {
    origins.set(new URL(origin).origin, { app: `remote-${remote}`, folder: path.join(deployDir, remote, manifest[remote]?.version ?? '') });
  }
  return origins;
}

const reports = new Map<string, Record<string, ModuleSize[]>>();
/** build-modules.json (build-config/moduleReportPlugin.cjs): the modules inside each emitted JS file. */
export function moduleReport(folder: string): Record<string, ModuleSize[]> {
  const cached = reports.get(folder);
  if (cached) return cached;
  const file = path.join(folder, 'build-modules.json');
  const report = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ModuleSize[]>) : {};
  reports.set(folder, report);
  return report;
}
export const modulesOf = (download: Download): ModuleSize[] => moduleReport(download.folder)[download.file] ?? [];

/** Loads `url` in `page` and records every JS file the stack's apps served, until the page settles. */
export async function measureJs(page: Page, url: string, origins: Map<string, AppFolder>): Promise<JsLoad> {
  const pending: Promise<void>[] = [];
  const downloads: Omit<Download, 'requestedAt'>[] = [];
  // A file the shell fetched early is answered again, from the HTTP cache, to the script tag that runs it:
  // one download (release files are immutable).
  const seen = new Set<string>();
  const onResponse = (response: Response) => {
    const address = new URL(response.url());
    const owner = origins.get(address.origin);
    if (!owner || !address.pathname.endsWith('.js') || seen.has(response.url())) return;
    seen.add(response.url());
    pending.push(
      response
        .body()
        .catch(() => Buffer.alloc(0))
        .then((body) => {
          downloads.push({ ...owner, file: path.basename(address.pathname), url: response.url(), gzipped: zlib.gzipSync(body, { level: 9 }).length });
        }),
    );
  };
  page.on('response', onResponse);
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    const marked = await page
      .waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, DEFERRED_START_MARK, { timeout: 15_000 })
      .then(
        () => true,
        () => false,
      );
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    await Promise.all(pending);
    const timing = await page.evaluate(
      (mark) => ({
        deferredStart: performance.getEntriesByName(mark)[0]?.startTime ?? null,
        firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        requestedAt: Object.fromEntries(performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime])),
      }),
      DEFERRED_START_MARK,
    );
    const all: Download[] = downloads.map((download) => ({ ...download, requestedAt: timing.requestedAt[download.url] ?? 0 }));
    const deferredStart = marked ? timing.deferredStart : null;
    const isDeferred = (download: Download) => deferredStart !== null && download.requestedAt >= deferredStart;
    return {
      url,
      downloads: all,
      firstLoad: all.filter((download) => !isDeferred(download)),
      deferred: all.filter(isDeferred),
      deferredStartMs: deferredStart,
      firstContentfulPaintMs: timing.firstContentfulPaint,
    };
  } finally {
    page.off('response', onResponse);
  }
}

export const totalBytes = (downloads: readonly Download[]): number => downloads.reduce((sum, download) => sum + download.gzipped, 0);

/** Gzipped bytes per app, in the order the apps were first seen. */
export function bytesByApp(downloads: readonly Download[]): Record<string, number> {
  const bytes: Record<string, number> = {};
  for (const download of downloads) bytes[download.app] = (bytes[download.app] ?? 0) + download.gzipped;
  return bytes;
}

/**
 * Module Federation's provide and consume modules for a shared package are 42-byte stubs, and the module
 * report shortens their long identifiers ("provide module (default) react@19 = ./node_modules/…/react/index.js")
 * to the package path, so by name they look like the package itself: they are told apart by size, and by
 * the ")" that a consume stub's "(fallback: …)" leaves at the end.
 */
const STUB_MAX_BYTES = 64;
function isFederationStub(module: ModuleSize): boolean {
  return /\s/.test(module.name) || module.name.endsWith(')') || module.size <= STUB_MAX_BYTES;
}

/**
 * How many copies of each singleton the page loaded: a module of the package (e.g.
 * `react-dom/cjs/react-dom-client.production.js`) found in N distinct downloaded files means N copies,
 * whichever app's build they came from. Federation stubs are not counted; a package split over several
 * chunks of one build counts once, and two builds that each brought it count twice.
 */
export function singletonCopies(downloads: readonly Download[]): Record<Singleton, number> {
  const filesPerModule = new Map<string, Set<string>>();
  for (const download of downloads) {
    for (const module of modulesOf(download)) {
      if (isFederationStub(module)) continue;
      const files = filesPerModule.get(module.name) ?? new Set<string>();
      files.add(download.url);
      filesPerModule.set(module.name, files);
    }
  }
  const copies = Object.fromEntries(SINGLETONS.map((name) => [name, 0])) as Record<Singleton, number>;
  const builds = new Map<Singleton, Set<string>>();
  for (const [name, files] of filesPerModule) {
    const singleton = SINGLETONS.find((candidate) => name.startsWith(`${candidate}/`));
    if (!singleton) continue;
    copies[singleton] = Math.max(copies[singleton], files.size);
    const folders = builds.get(singleton) ?? new Set<string>();
    for (const url of files) folders.add(downloads.find((download) => download.url === url)?.folder ?? url);
    builds.set(singleton, folders);
  }
  // Two builds each bringing the package are two copies even when their file layouts differ (two versions).
  for (const [singleton, folders] of builds) copies[singleton] = Math.max(copies[singleton], folders.size);
  return copies;
}

export const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;
