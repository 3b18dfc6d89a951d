/**
 * `pnpm --filter @shop/store-api bench`: requests per second and p50/p99 latency of store-api on loopback,
 * for GET competitions (the list call), add-item and checkout, at a fixed concurrency. Bounded in time.
 * `pnpm bench` (scripts/bench.ts) imports `runStoreApiBench` for its table.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApiClient, saveAuthToken } from '@shop/shared-contracts';
import { getCompetition, saveCompetition } from '../src/domain/competitions';
import { createUser, issueToken } from '../src/domain/users';
import { startStoreApi } from '../src/server';
import { MemoryStorage } from '../src/testing/testApi';

interface AutocannonResult { requests: { average: number }; latency: { p50: number; p99: number }; non2xx: number; errors: number }
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;
// autocannon ships no types; this is the part of its API used here.
const autocannon = require('autocannon') as Autocannon;

const SERVICE = 'bench-service-token';

export interface StoreApiBenchOptions {
  connections?: number;
  seconds?: number;
}

export interface StoreApiBenchResult {
  call: 'list' | 'add-item' | 'checkout';
  label: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

/** Runs the three measurements against a fresh store-api on a temporary database, then removes it. */
export async function runStoreApiBench(options: StoreApiBenchOptions = {}): Promise<StoreApiBenchResult[]> {
  const connections = options.connections ?? 10;
  const seconds = options.seconds ?? 8;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-api-bench-'));
  const api = await startStoreApi({ port: 0, rtdbPort: false, dataDir, serviceToken: SERVICE });
  try {
    const base = `${api.url}/competition/index.php/wp-json/?rest_route=`;
    const headers = { Authorization: `Bearer ${SERVICE}`, 'Content-Type': 'application/json' };
    const results: StoreApiBenchResult[] = [];

    const list = await autocannon({ url: `${base}/api/v1/competition`, method: 'POST', headers, body: JSON.stringify({ category: 'all', page: 1, limit: 12, token: '' }), connections, duration: seconds });
    results.push({ call: 'list', label: 'GET competitions (list)', requestsPerSecond: list.requests.average, p50Ms: list.latency.p50, p99Ms: list.latency.p99, failures: list.non2xx + list.errors });

    const nonce = (await fetch(`${base}/wc/store/v1/cart`, { headers })).headers.get('nonce') ?? '';
    const add = await autocannon({ url: `${base}/wc/store/v1/cart/add-item`, method: 'POST', headers: { ...headers, Nonce: nonce }, body: JSON.stringify({ id: 104, quantity: 1 }), connections, duration: seconds });
    results.push({ call: 'add-item', label: 'add-item (new cart)', requestsPerSecond: add.requests.average, p50Ms: add.latency.p50, p99Ms: add.latency.p99, failures: add.non2xx + add.errors });

    // Checkout needs a filled basket each time: each worker adds one ticket and checks out, in a loop.
    const template = getCompetition(api.db, 102)!;
    saveCompetition(api.db, { ...template, id: 990, competition_product_id: 990, title: 'Bench prize', total_sell_tickets: 20_000, max_ticket_per_user: 20_000, instant_wins: [], reward_wins: [] }, false);
    const latencies: number[] = [];
    let failures = 0;
    const deadline = Date.now() + seconds * 1000;
    await Promise.all(Array.from({ length: connections }, async (_, worker) => {
      const userId = createUser(api.db, { email: `bench${worker}@example.com`, username: `bench${worker}`, first_name: 'Bench', last_name: String(worker), date_of_birth: '1980-01-01' });
      const storage = new MemoryStorage();
      saveAuthToken(storage, issueToken(api.db, userId));
      const client = createApiClient({ host: api.url, serviceToken: SERVICE, storage });
      await client.getNonce();
      while (Date.now() < deadline) {
        await client.addItem({ id: 990, quantity: 1 });
        const started = performance.now();
        try {
          await client.checkout({ billing_address: { first_name: 'B', last_name: 'B', address_1: '1', address_2: '', city: 'Leeds', state: '', postcode: 'LS1', country: 'GB', email: 'b@example.com' }, payment_method: 'test_card', payment_data: [{ key: 'card_number', value: '4242424242424242' }] });
        } catch {
          failures += 1;
        }
        latencies.push(performance.now() - started);
      }
    }));
    latencies.sort((a, b) => a - b);
    results.push({ call: 'checkout', label: 'checkout', requestsPerSecond: latencies.length / seconds, p50Ms: percentile(latencies, 0.5), p99Ms: percentile(latencies, 0.99), failures });
    return results;
  } finally {
    await api.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const connections = 10;
  const seconds = 8;
  console.log(`store-api bench: ${connections} connections, ${seconds} s each, loopback\n`);
  for (const result of await runStoreApiBench({ connections, seconds })) {
    console.log(`${result.label.padEnd(22)} ${result.requestsPerSecond.toFixed(0).padStart(7)} req/s   p50 ${result.p50Ms.toFixed(1).padStart(6)} ms   p99 ${result.p99Ms.toFixed(1).padStart(6)} ms   non-2xx ${result.failures}`);
  }
  console.log('\n(checkout is measured between an add-item and the next, so its req/s counts checkouts only)');
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
