/**
 * The render server's throughput on loopback: requests per second and p50/p99 latency for public pages at
 * a fixed concurrency, cached (the same URL again: the render server's own cache answers) and uncached
 * (every request a URL of its own, so every one is rendered), with the shop in a process of its own
 * (stackProcess.ts) so the load generator never shares its event loop. Bounded in time.
 */
import path from 'node:path';
import { autocannon } from '@shop/store-api/bench/autocannon';
import { startChildServer, type ChildServer } from '@shop/store-api/bench/child-server';
import { ROOT } from './apps';

export interface RenderServerBenchResult {
  path: string;
  cached: boolean;
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
  /** Answers rendered on the server; the rest went to the browser to render (the render server's budget passed). */
  serverRendered: number;
  answers: number;
}

/** The shop (scripts/lib/stackProcess.ts) in a process of its own, on free ports. */
export function startShopProcess(deployDir: string, dataDir: string): Promise<ChildServer> {
  return startChildServer({ what: 'the shop process', script: path.join(ROOT, 'scripts', 'lib', 'stackProcess.ts'), args: [deployDir, dataDir], cwd: ROOT });
}

/** One autocannon run, counting the answers the render server says it rendered (`X-Page-Rendered`). */
async function load(url: string, pagePath: string, connections: number, seconds: number, distinct: string | null): Promise<RenderServerBenchResult> {
  let counter = 0;
  let serverRendered = 0;
  let answers = 0;
  const separator = pagePath.includes('?') ? '&' : '?';
  const result = await autocannon({
    url: url + pagePath,
    // As a browser asks: the render server keeps a brotli copy of each page it keeps.
    headers: { 'accept-encoding': 'br, gzip' },
    connections,
    duration: seconds,
    requests: [
      {
        // `distinct`: every request a URL of its own, so the render server's cache cannot answer it.
        setupRequest: (request: { path: string }) => ({ ...request, path: distinct ? `${pagePath}${separator}${distinct}=${(counter += 1)}` : pagePath }),
        onResponse: (_status: number, _body: string, _context: unknown, headers: Record<string, string>) => {
          answers += 1;
          const rendered = Object.entries(headers).find(([name]) => name.toLowerCase() === 'x-page-rendered')?.[1];
          if (rendered === 'server') serverRendered += 1;
        },
      },
    ],
  });
  return {
    path: pagePath,
    cached: distinct === null,
    connections,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors,
    serverRendered,
    answers,
  };
}

export async function runRenderServerBench(options: {
  deployDir: string;
  dataDir: string;
  paths: string[];
  seconds: number;
  connections: number;
}): Promise<RenderServerBenchResult[]> {
  const shop = await startShopProcess(options.deployDir, options.dataDir);
  const results: RenderServerBenchResult[] = [];
  try {
    for (const pagePath of options.paths) {
      // Warm: the remote's server build loaded and the page rendered once.
      await fetch(shop.url + pagePath).then((response) => response.text());
      results.push(await load(shop.url, pagePath, options.connections, options.seconds, null));
      results.push(await load(shop.url, pagePath, options.connections, options.seconds, 'bench'));
    }
    // One uncached render at a time: how long rendering a page takes when nothing queues in front of it.
    for (const pagePath of options.paths) results.push(await load(shop.url, pagePath, 1, Math.min(options.seconds, 5), 'single'));
  } finally {
    await shop.stop();
  }
  return results;
}
