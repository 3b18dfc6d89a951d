import type { BrowserContext } from 'playwright-core';

/** A page's local storage, key by key: a guest's (empty) or a signed-in customer's. */
export type StorageState = Record<string, string>;

export interface LighthouseFigures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
}

/** Several runs of one page: the median of each figure, and the worst run's LCP and TBT (a slow run is what a customer on a busy phone gets). */
export interface LighthouseSummary {
  runs: LighthouseFigures[];
  median: LighthouseFigures;
  worst: Pick<LighthouseFigures, 'lcpMs' | 'tbtMs'>;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function summarise(runs: LighthouseFigures[]): LighthouseSummary {
  const pick = (key: keyof LighthouseFigures) => median(runs.map((figures) => figures[key]));
  return {
    runs,
    median: { performance: pick('performance'), lcpMs: pick('lcpMs'), tbtMs: pick('tbtMs'), cls: pick('cls'), accessibility: pick('accessibility') },
    worst: { lcpMs: Math.max(...runs.map((figures) => figures.lcpMs)), tbtMs: Math.max(...runs.map((figures) => figures.tbtMs)) },
  };
}

/** Clears cache and cookies, then sets the origin's local storage to exactly `storage`. */
export async function resetProfile(context: BrowserContext, origin: string, storage: StorageState): Promise<void> {
  await context.clearCookies();
  const page = await context.newPage();
  // A blank document on the shop's origin: the app itself must not run here (it would fill caches).
  await page.route(`${origin}/bench-storage`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>bench</title>' }));
  await page.goto(`${origin}/bench-storage`);
  await page.evaluate((entries) => {
    localStorage.clear();
    sessionStorage.clear();
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await page.close();
}

/** One Lighthouse mobile run (its default: simulated throttling, a 4x CPU slowdown) in the Chromium listening on `port`. */
async function lighthouseRun(url: string, port: number): Promise<LighthouseFigures> {
  const { default: lighthouse } = await import('lighthouse');
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: true,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const numeric = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? Number.NaN) * 100),
  };
}

/**
 * A cold Lighthouse run of a page (profile reset to `storage` first). A busy machine now and then gets
 * NO_FCP from headless Chromium: such a run is retried, twice at most.
 */
export async function coldLighthouseRun(context: BrowserContext, port: number, url: string, storage: StorageState): Promise<LighthouseFigures> {
  for (let attempt = 0; ; attempt += 1) {
    await resetProfile(context, new URL(url).origin, storage);
    try {
      return await lighthouseRun(url, port);
    } catch (error) {
      if (attempt >= 2) throw error;
      console.warn(`  retrying a Lighthouse run on ${url}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

export function describeFigures(figures: LighthouseFigures): string {
  return `perf ${figures.performance} · LCP ${(figures.lcpMs / 1000).toFixed(2)} s · TBT ${figures.tbtMs.toFixed(0)} ms · CLS ${figures.cls.toFixed(3)} · a11y ${figures.accessibility}`;
}
