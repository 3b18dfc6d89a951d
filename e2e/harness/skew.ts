import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { type RemoteName, REMOTE_CONTAINER_NAMES } from '@shop/shared-contracts';
import { REMOTE_APPS, ROOT } from '../../scripts/lib/apps';
import { readManifest, releaseRemote, rollbackRemote } from '../../scripts/lib/deploy';
import { RELEASES } from './releases';

/**
 * The version-skew matrix's harness: the shell N with each remote at N-1, N or N+1. N is the repository as
 * it is; N-1 and N+1 are the same remotes built with an overlay (e2e/skew/<variant>/, files that stand in
 * for the repository's files of the same path; build-config/e2eOverlay.cjs). Every variant is
 * released once into one deploy folder; a cell is a manifest pointing at its releases.
 */
export type Variant = 'previous' | 'current' | 'next';
export type Cell = Readonly<Record<RemoteName, Variant>>;

export const REMOTES = Object.keys(REMOTE_APPS) as RemoteName[];
export const SKEW_DIR = path.join(ROOT, 'e2e', 'skew');

/** Each variant's release name (which the kit marks as `data-remote-version`), its name in a cell's name, and its overlay. */
export const VARIANTS: Readonly<Record<Variant, { release: string; short: string; overlayDir: string | null }>> = {
  previous: { release: RELEASES.skewPrevious.version, short: 'N-1', overlayDir: RELEASES.skewPrevious.overlayDir },
  current: { release: RELEASES.live.version, short: 'N', overlayDir: null },
  next: { release: RELEASES.skewNext.version, short: 'N+1', overlayDir: RELEASES.skewNext.overlayDir },
};

export function cellName(cell: Cell): string {
  return ['shell N', ...REMOTES.map((remote) => `${remote} ${VARIANTS[cell[remote]].short}`)].join(' · ');
}

/** Builds N-1 and N+1 of every remote into the deploy folder that holds N (six builds, each once), then makes N live again. */
export function releaseVariants(): void {
  for (const remote of REMOTES) {
    for (const variant of ['previous', 'next'] as const) releaseRemote(remote, VARIANTS[variant].release, { overlayDir: VARIANTS[variant].overlayDir! });
    rollbackRemote(remote, VARIANTS.current.release);
  }
}

/** Makes the cell's releases live: the render server reads the manifest for every page, the browser gets it with the page. */
export function switchTo(cell: Cell): void {
  const live = readManifest();
  for (const remote of REMOTES) {
    const release = VARIANTS[cell[remote]].release;
    if (live[remote]?.version !== release) rollbackRemote(remote, release);
  }
}

/** A release's folder in the deploy folder. */
export function releaseDir(deployDir: string, remote: RemoteName, variant: Variant): string {
  return path.join(deployDir, remote, VARIANTS[variant].release);
}

/** The modules of a release's browser build, named as webpack names them, relative to the app (build-config/moduleReportPlugin.cjs). */
export function builtModules(deployDir: string, remote: RemoteName, variant: Variant): Set<string> {
  const report = JSON.parse(fs.readFileSync(path.join(releaseDir(deployDir, remote, variant), 'build-modules.json'), 'utf8')) as Record<
    string,
    { name: string }[]
  >;
  return new Set(Object.values(report).flatMap((modules) => modules.map((module) => module.name)));
}

/** Every file of a variant's overlay (`e2e/skew/<variant>/<path>` stands in for `<repo>/<path>`; build-config/e2eOverlay.cjs). */
export function overlayFiles(variant: Variant): { file: string; standsInFor: string }[] {
  const dir = VARIANTS[variant].overlayDir;
  if (!dir) return [];
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .map((file) => ({ file, standsInFor: path.join(ROOT, path.relative(dir, file)) }));
}

/** A file as webpack names it in a remote's build-modules.json: relative to the app. */
export function moduleName(remote: RemoteName, file: string): string {
  const name = path.relative(REMOTE_APPS[remote].dir, file);
  return name.startsWith('..') ? name : `./${name}`;
}

/** The screen ids a release lists files for (build-config/screenAssetsPlugin.cjs). */
export function builtScreens(deployDir: string, remote: RemoteName, variant: Variant): string[] {
  const assets = JSON.parse(fs.readFileSync(path.join(releaseDir(deployDir, remote, variant), 'screen-assets.json'), 'utf8')) as {
    screens: Record<string, string[]>;
  };
  return Object.keys(assets.screens);
}

/** What the N+1 remotes send on the bus and the shell N has never heard of (e2e/skew/shared/announce.tsx). */
export interface ScreenViewed {
  type: string;
  screen: string;
  release: string;
}

/** What a page's bus carried: the unknown N+1 events a test listener saw, and every event type something subscribed to. */
export interface BusRecord {
  seen: ScreenViewed[];
  subscribed: string[];
}

/**
 * Listens on the page's bus from its creation, on every page of the context: the shell creates the bus under
 * its global key (shared-contracts/src/bus/bus.ts), and the listener is in place before any app subscribes.
 * A string, not a function: tsx builds this file with esbuild's keepNames, which would wrap the functions in
 * it with a `__name` helper the page does not have.
 */
export async function recordBus(context: BrowserContext): Promise<void> {
  await context.addInitScript({
    content: `(() => {
      const record = { seen: [], subscribed: [] };
      let bus;
      Object.defineProperty(window, '__skewBus', { value: record });
      Object.defineProperty(globalThis, Symbol.for('@shop/shared-contracts/bus@1'), {
        configurable: true,
        get() {
          return bus;
        },
        set(created) {
          const on = created.on.bind(created);
          created.on = function (type, handler) {
            record.subscribed.push(type);
            return on(type, handler);
          };
          for (const team of ${JSON.stringify(REMOTES)}) on(team + ':screen-viewed', function (event) { record.seen.push(event); });
          bus = created;
        },
      });
    })();`,
  });
}

export function busRecord(page: Page): Promise<BusRecord> {
  return page.evaluate(() => (window as unknown as { __skewBus: BusRecord }).__skewBus);
}

/** The contract a remote's live `./meta` declares on the page, read from its federation container. */
export function declaredContract(page: Page, remote: RemoteName): Promise<string | null> {
  return page.evaluate(async (container) => {
    type Meta = { default: { contractVersion: string } };
    const entry = (window as unknown as Record<string, { get(module: string): Promise<() => Meta> } | undefined>)[container];
    return entry ? (await entry.get('./meta'))().default.contractVersion : null;
  }, REMOTE_CONTAINER_NAMES[remote]);
}

/** Each remote's release as the kit marks it on the page (`data-remote-version` by `data-boundary`), once the owner's screen is in. */
export async function releaseMarks(page: Page, owner: RemoteName): Promise<Record<string, string>> {
  await page.locator(`[data-boundary="${owner}"][data-remote-version]`).waitFor({ state: 'attached' });
  const marks = await page.$$eval('[data-remote-version]', (nodes) =>
    nodes.map((node) => [node.getAttribute('data-boundary') ?? '', node.getAttribute('data-remote-version') ?? ''] as const),
  );
  return Object.fromEntries(marks);
}

/** Every uncaught error and every console error or warning of a page, with the address it happened at. */
export function trackProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${page.url()} ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()} uncaught: ${error.message}`));
  return problems;
}

/**
 * Asks the render server for a public page until it renders it (at most three times): the first page after a
 * switch loads the release's server build, which may take longer than the render budget on a busy machine.
 */
export async function renderOnServer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const response = await fetch(url);
    await response.arrayBuffer();
    if (response.headers.get('x-page-rendered') === 'server') return;
  }
}
