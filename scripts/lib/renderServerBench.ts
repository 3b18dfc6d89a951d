/**
 * The render server's throughput on loopback: requests per second and p50/p99 latency for public pages at
 * a fixed concurrency, cached (the same URL again: the render server's own cache answers) and uncached
 * (every request a URL of its own, so every one is rendered), with the shop in a process of its own
 * (stackProcess.ts) so the load generator never shares its event loop. Bounded in time.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { autocannon } from '../../store-api/bench/autocannon';
import { ROOT } from './apps';

export interface RenderServerBenchResult {
  path: string;
  cached: boolean;
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
}

async function startShopProcess(deployDir: string, dataDir: string): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), [path.join(ROOT, 'scripts', 'lib', 'stackProcess.ts'), deployDir, dataDir], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the shop process exited (${code ?? 'signal'}) before it listened`)));
    lines.on('line', (line) => {
      if (line.startsWith('{')) resolve((JSON.parse(line) as { url: string }).url);
    });
  });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
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
      for (const cached of [true, false]) {
        let counter = 0;
        const separator = pagePath.includes('?') ? '&' : '?';
        const result = await autocannon({
          url: shop.url + pagePath,
          connections: options.connections,
          duration: options.seconds,
          requests: [
            { setupRequest: (request: { path: string }) => ({ ...request, path: cached ? pagePath : `${pagePath}${separator}bench=${(counter += 1)}` }) },
          ],
        });
        results.push({
          path: pagePath,
          cached,
          connections: options.connections,
          requestsPerSecond: result.requests.average,
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          failures: result.non2xx + result.errors,
        });
      }
    }
    // One uncached render at a time: how long rendering a page takes when nothing queues in front of it.
    for (const pagePath of options.paths) {
      let counter = 0;
      const separator = pagePath.includes('?') ? '&' : '?';
      const result = await autocannon({
        url: shop.url + pagePath,
        connections: 1,
        duration: Math.min(options.seconds, 5),
        requests: [{ setupRequest: (request: { path: string }) => ({ ...request, path: `${pagePath}${separator}single=${(counter += 1)}` }) }],
      });
      results.push({
        path: pagePath,
        cached: false,
        connections: 1,
        requestsPerSecond: result.requests.average,
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        failures: result.non2xx + result.errors,
      });
    }
  } finally {
    await shop.stop();
  }
  return results;
}
