/**
 * `pnpm load:pages [--clients 200] [--seconds 60]`: the whole shop started as `pnpm start` starts it
 * (startStack, building what is missing; in a process of its own, on free ports, with a fresh store-api
 * database), then clients at once at every public page of the route table for the given time. Prints
 * requests, req/s, status counts and p50/p99 per page; exits 1 on any 5xx or network error.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApiClient, readRuntimeConfig } from '@shop/shared-contracts';
import { MemoryStorage } from '@shop/store-api/tools';
import { deployDir } from './lib/apps';
import { commandArgs, runCli } from './lib/cli';
import { pageLoadReport, publicPages, runPageLoad } from './lib/pageLoad';
import { startShopProcess } from './lib/renderServerBench';
import { ensureShopBuilt } from './lib/shopBuild';

function whole(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`--${name} must be a whole number of 1 or more (got "${value}").`);
  return parsed;
}

const machineLoad = () =>
  `${os.availableParallelism()} cores, load average ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`;

async function answerText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

runCli(async () => {
  const { values } = commandArgs({ clients: { type: 'string' }, seconds: { type: 'string' } });
  const clients = whole('clients', values.clients, 200);
  const seconds = whole('seconds', values.seconds, 60);
  ensureShopBuilt();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-load-pages-'));
  const shop = await startShopProcess(deployDir(), dataDir);
  try {
    const { config } = readRuntimeConfig(JSON.parse(await answerText(`${shop.url}/config.json`)));
    const api = createApiClient({ host: config.apiHost, serviceToken: config.serviceToken, storage: new MemoryStorage() });
    const competition = (await api.listFeatured({ page: 1, limit: 1 })).data[0];
    if (!competition) throw new Error('The shop has no open competition for the details pages.');
    const pages = publicPages(await answerText(`${shop.url}/robots.txt`), competition);
    // Warm: each page asked once (the remote's server build loaded, the page rendered), outside the figures.
    for (const page of pages) {
      const warm = await fetch(new URL(page.path, shop.url));
      await warm.arrayBuffer();
      if (warm.status >= 500) throw new Error(`${page.path} answered ${warm.status} before the load began.`);
    }
    console.log(`render server load: ${clients} clients at once for ${seconds} s over ${pages.length} public pages, loopback`);
    console.log(`the shop as pnpm start runs it (startStack), in its own process; each client its own connection and loopback address`);
    console.log(`machine before: ${machineLoad()}\n`);
    const result = await runPageLoad({ baseUrl: shop.url, pages, clients, seconds });
    console.log(pageLoadReport(result));
    console.log(`machine after: ${machineLoad()}`);
    if (!result.passed) process.exitCode = 1;
  } finally {
    await shop.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
