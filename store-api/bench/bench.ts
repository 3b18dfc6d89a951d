/**
 * `pnpm --filter @shop/store-api bench`: requests per second and p50/p99 latency of store-api on loopback,
 * for GET competitions (the list call), add-item and checkout, at a fixed concurrency. Bounded in time.
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

const CONNECTIONS = 10;
const SECONDS = 8;
const SERVICE = 'bench-service-token';

function report(name: string, rps: number, p50: number, p99: number, failures: number) {
  console.log(`${name.padEnd(22)} ${rps.toFixed(0).padStart(7)} req/s   p50 ${p50.toFixed(1).padStart(6)} ms   p99 ${p99.toFixed(1).padStart(6)} ms   non-2xx ${failures}`);
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-api-bench-'));
  const api = await startStoreApi({ port: 0, rtdbPort: false, dataDir, serviceToken: SERVICE });
  const base = `${api.url}/competition/index.php/wp-json/?rest_route=`;
  const headers = { Authorization: `Bearer ${SERVICE}`, 'Content-Type': 'application/json' };
  console.log(`store-api bench: ${CONNECTIONS} connections, ${SECONDS} s each, loopback\n`);

  const list = await autocannon({ url: `${base}/api/v1/competition`, method: 'POST', headers, body: JSON.stringify({ category: 'all', page: 1, limit: 12, token: '' }), connections: CONNECTIONS, duration: SECONDS });
  report('GET competitions (list)', list.requests.average, list.latency.p50, list.latency.p99, list.non2xx);

  const nonce = (await fetch(`${base}/wc/store/v1/cart`, { headers })).headers.get('nonce') ?? '';
  const add = await autocannon({ url: `${base}/wc/store/v1/cart/add-item`, method: 'POST', headers: { ...headers, Nonce: nonce }, body: JSON.stringify({ id: 104, quantity: 1 }), connections: CONNECTIONS, duration: SECONDS });
  report('add-item (new cart)', add.requests.average, add.latency.p50, add.latency.p99, add.non2xx);

  // Checkout needs a filled basket each time: each worker adds one ticket and checks out, in a loop.
  const template = getCompetition(api.db, 102)!;
  saveCompetition(api.db, { ...template, id: 990, competition_product_id: 990, title: 'Bench prize', total_sell_tickets: 20_000, max_ticket_per_user: 20_000, instant_wins: [], reward_wins: [] }, false);
  const latencies: number[] = [];
  let failures = 0;
  const deadline = Date.now() + SECONDS * 1000;
  await Promise.all(Array.from({ length: CONNECTIONS }, async (_, worker) => {
    const userId = createUser(api.db, { email: `bench${worker}@example.com`, username: `bench${worker}`, password: 'x', first_name: 'Bench', last_name: String(worker), date_of_birth: '1980-01-01' });
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
  report('checkout', latencies.length / SECONDS, percentile(latencies, 0.5), percentile(latencies, 0.99), failures);
  console.log('\n(checkout is measured between an add-item and the next, so its req/s counts checkouts only)');
  await api.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
