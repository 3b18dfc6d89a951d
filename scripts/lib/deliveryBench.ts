import { performance } from 'node:perf_hooks';
import type { RemoteName } from '@shop/shared-contracts';
import { buildRelease, publishRelease, releaseRemote, rollbackRemote } from './deploy';

/**
 * How fast a release reaches customers and how smoothly: a full `pnpm release` of one remote (build
 * included), publishing a release already built, and a rollback, each timed, while customers keep loading
 * pages: each load fetches the HTML and every file its page state names for the page's remote (the
 * entry and the screen's files, as the browser would). Any answer but a 200 is a failed request.
 */
export interface DeliveryBenchResult {
  remote: RemoteName;
  releaseSeconds: number;
  publishSeconds: number;
  rollbackSeconds: number;
  pageLoads: number;
  files: number;
  failed: string[];
}

const seconds = (run: () => unknown) => {
  const start = performance.now();
  run();
  return (performance.now() - start) / 1000;
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface PageStateManifest {
  manifest: Record<string, { entry: string; preload?: Record<string, string[]> }>;
}

export async function runDeliveryBench(options: { shopUrl: string; remoteOrigin: string; remote: RemoteName; screen: string }): Promise<DeliveryBenchResult> {
  const { remote } = options;
  const releaseSeconds = seconds(() => releaseRemote(remote, 'bench-release'));
  buildRelease(remote, { version: 'bench-next' });

  const failed: string[] = [];
  let pageLoads = 0;
  let files = 0;
  let switching = true;
  const get = async (url: string) => {
    const response = await fetch(url).catch((error: unknown) => ({ ok: false, status: String(error) }) as const);
    if (!response.ok || response.status !== 200) failed.push(`${url}: ${response.status}`);
    return response;
  };
  const customer = async () => {
    while (switching) {
      const page = await get(`${options.shopUrl}/`);
      if (!('text' in page)) continue;
      const state = /id="shop-page-state">([\s\S]*?)<\/script>/.exec(await page.text());
      const entry = state ? (JSON.parse(state[1]!) as PageStateManifest).manifest[remote] : undefined;
      if (!entry) {
        failed.push(`${options.shopUrl}/: no ${remote} entry in the page state`);
        continue;
      }
      const names = [entry.entry, ...(entry.preload?.[options.screen] ?? [])];
      await Promise.all(names.map((name) => get(new URL(name, `${options.remoteOrigin}/`).href)));
      pageLoads += 1;
      files += names.length;
    }
  };
  const customers = Array.from({ length: 4 }, () => customer());
  await pause(1000);
  const publishSeconds = seconds(() => publishRelease(remote, 'bench-next'));
  await pause(1000);
  const rollbackSeconds = seconds(() => rollbackRemote(remote));
  await pause(1000);
  switching = false;
  await Promise.all(customers);
  return { remote, releaseSeconds, publishSeconds, rollbackSeconds, pageLoads, files, failed };
}
