import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PAYMENT_GATEWAYS, buildApiUrl, createApiClient, DEFAULT_RUNTIME_CONFIG, type Competition } from '@shop/shared-contracts';
import { MemoryStorage } from '@shop/store-api/testing';
import { importDemoShop } from '../wordpress/demoImport';
import { startWordPress } from '../wordpress/wordPressSite';

/**
 * The catalogue list, add-item and checkout against a real WordPress + WooCommerce + the companion plugin
 * (a fresh site with the demo shop), measured as store-api's bench measures them (store-api/bench/bench.ts),
 * so `pnpm bench:backends` can print the two side by side. Everything is set up through the shop's own API
 * but one thing: the prize sold in the checkout loop is given enough tickets for the run.
 */
export interface BackendBenchResult {
  call: 'list' | 'add-item' | 'checkout';
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
}

const BILLING = {
  first_name: 'B',
  last_name: 'B',
  address_1: '1',
  address_2: '',
  city: 'Leeds',
  state: '',
  postcode: 'LS1 4AP',
  country: 'GB',
  email: 'b@example.com',
};

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

/**
 * `connections` workers each making one call after another for `seconds`, after a second's warm-up.
 * (autocannon, which store-api's bench uses, gets no answers from PHP's built-in server, which closes
 * every connection after its answer.)
 */
async function loop(connections: number, seconds: number, call: (worker: number) => Promise<boolean>): Promise<Omit<BackendBenchResult, 'call'>> {
  const times: number[] = [];
  let failures = 0;
  const measureFrom = Date.now() + 1000;
  const deadline = measureFrom + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async (_, worker) => {
      while (Date.now() < deadline) {
        const started = performance.now();
        const ok = await call(worker).catch(() => false);
        if (Date.now() < measureFrom) continue;
        times.push(performance.now() - started);
        if (!ok) failures += 1;
      }
    }),
  );
  times.sort((a, b) => a - b);
  return { requestsPerSecond: times.length / seconds, p50Ms: percentile(times, 0.5), p99Ms: percentile(times, 0.99), failures };
}

export async function runWordPressBench(options: { connections: number; seconds: number; log: (line: string) => void }): Promise<BackendBenchResult[]> {
  const { connections, seconds, log } = options;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wordpress-bench-'));
  const site = await startWordPress({ dataDir, log });
  try {
    await importDemoShop(site, { log });
    const service = DEFAULT_RUNTIME_CONFIG.serviceToken;
    const headers = { Authorization: `Bearer ${service}`, 'Content-Type': 'application/json' };
    const guest = createApiClient({ host: site.apiHost, serviceToken: service, storage: new MemoryStorage() });
    const open = (await guest.listCompetitions({ category: 'all', page: 1, limit: 50 })).data;
    const prize = open.find((competition: Competition) => !competition.comp_question);
    if (!prize) throw new Error('the demo shop has no open competition without a question to sell in the bench');
    await site.runPhp(
      `$product = wc_get_product((int) $args[0]);
       $product->set_stock_quantity(200000);
       $product->update_meta_data(\\AnglingPrizes\\Competitions\\CompetitionMeta::TOTAL_TICKETS, 200000);
       $product->update_meta_data(\\AnglingPrizes\\Competitions\\CompetitionMeta::MAX_PER_USER, 200000);
       $product->save();`,
      [String(prize.id)],
    );
    const results: BackendBenchResult[] = [];
    const listBody = JSON.stringify({ category: 'all', page: 1, limit: 12, token: '' });
    results.push({
      call: 'list',
      ...(await loop(connections, seconds, async () => {
        const answer = await fetch(buildApiUrl(site.apiHost, '/api/v1/competition'), { method: 'POST', headers, body: listBody });
        await answer.arrayBuffer();
        return answer.ok;
      })),
    });

    // Each add-item goes to a guest cart of its own worker (WooCommerce signs its own Cart-Tokens: each is asked for).
    const cartTokens: string[] = [];
    for (let worker = 0; worker < connections; worker += 1) {
      const answer = await fetch(buildApiUrl(site.apiHost, '/wc/store/v1/cart'), { headers });
      await answer.arrayBuffer();
      cartTokens.push(answer.headers.get('cart-token') ?? '');
    }
    const addBody = JSON.stringify({ id: prize.id, quantity: 1 });
    results.push({
      call: 'add-item',
      ...(await loop(connections, seconds, async (worker) => {
        const answer = await fetch(buildApiUrl(site.apiHost, '/wc/store/v1/cart/add-item'), {
          method: 'POST',
          headers: { ...headers, 'Cart-Token': cartTokens[worker]! },
          body: addBody,
        });
        await answer.arrayBuffer();
        return answer.status === 201;
      })),
    });

    // Checkout: each worker is a customer of its own who adds one ticket and checks out, in a loop.
    const checkoutTimes: number[] = [];
    let checkoutSeconds = 0;
    let failures = 0;
    const stamp = Date.now();
    const customers = [];
    for (let worker = 0; worker < connections; worker += 1) {
      const client = createApiClient({ host: site.apiHost, serviceToken: service, storage: new MemoryStorage() });
      await client.register({
        first_name: 'Bench',
        last_name: String(worker),
        email: `bench-${stamp}-${worker}@example.com`,
        password: 'Bench-Pass-2024!',
        date_of_birth: '1980-01-01',
      });
      await client.getNonce();
      customers.push(client);
    }
    const deadline = Date.now() + seconds * 1000;
    await Promise.all(
      customers.map(async (client) => {
        while (Date.now() < deadline) {
          await client.addItem({ id: prize.id, quantity: 1 });
          const started = performance.now();
          try {
            await client.checkout({
              billing_address: BILLING,
              payment_method: PAYMENT_GATEWAYS.test_card,
              payment_data: [{ key: 'card_number', value: '4242424242424242' }],
            });
          } catch (error) {
            failures += 1;
            if (failures === 1) log(`a checkout failed: ${error instanceof Error ? error.message : String(error)}`);
          }
          const took = performance.now() - started;
          checkoutTimes.push(took);
          checkoutSeconds += took / 1000;
        }
      }),
    );
    checkoutTimes.sort((a, b) => a - b);
    results.push({
      call: 'checkout',
      // As store-api's bench counts it: checkouts per second of the time the workers spent in checkout.
      requestsPerSecond: checkoutSeconds > 0 ? (checkoutTimes.length * connections) / checkoutSeconds : 0,
      p50Ms: percentile(checkoutTimes, 0.5),
      p99Ms: percentile(checkoutTimes, 0.99),
      failures,
    });
    const debugLog = fs.existsSync(site.debugLogFile) ? fs.readFileSync(site.debugLogFile, 'utf8').trim() : '';
    if (debugLog) log(`WordPress's debug log gained lines during the bench:\n${debugLog}`);
    return results;
  } finally {
    await site.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
