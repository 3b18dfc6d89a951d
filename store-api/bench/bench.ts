/**
 * `pnpm --filter @shop/store-api bench`: requests per second and p50/p99 latency of store-api on loopback,
 * for the trivial getsettings call, the competition list, add-item and checkout, at a fixed concurrency,
 * each also as a share of getsettings measured in the same run (these machines are noisy). store-api runs
 * in a process of its own (bench/benchServer.ts). Bounded in time.
 * `pnpm bench` (scripts/bench.ts) imports `runStoreApiBench` for its table.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PAYMENT_GATEWAYS, createApiClient, saveAuthToken } from '@shop/shared-contracts';
import { openDatabase } from '../src/db/openDatabase';
import { getCompetition, saveCompetition } from '../src/domain/competitions';
import { createUser, issueToken } from '../src/domain/users';
import { MemoryStorage } from '../src/testing/testApi';
import { autocannon } from './autocannon';
import { startChildServer } from './childServer';

const SERVICE = 'bench-service-token';

export interface StoreApiBenchOptions {
  connections?: number;
  seconds?: number;
}

export interface StoreApiBenchResult {
  call: 'settings' | 'list' | 'add-item' | 'checkout';
  label: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
  /** requests/s as a share of getsettings' in the same run (1 for getsettings itself). */
  shareOfTrivial: number;
  /** The issue's target for this call, in words ('' for getsettings), and whether this run met it. */
  target: string;
  meetsTarget: boolean;
}

/** Issue #12 point 6, at 10 connections on loopback. */
const TARGETS: Record<StoreApiBenchResult['call'], { rps: number; p99Ms: number; words: string }> = {
  settings: { rps: 0, p99Ms: Infinity, words: '' },
  list: { rps: 2000, p99Ms: 25, words: '≥ 2000 req/s, p99 ≤ 25 ms' },
  'add-item': { rps: 1000, p99Ms: Infinity, words: '≥ 1000 req/s' },
  checkout: { rps: 300, p99Ms: Infinity, words: '≥ 300 req/s' },
};

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

/** Runs the measurements against a fresh store-api on a temporary database, then removes both. */
export async function runStoreApiBench(options: StoreApiBenchOptions = {}): Promise<StoreApiBenchResult[]> {
  const connections = options.connections ?? 10;
  const seconds = options.seconds ?? 8;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-api-bench-'));
  const server = await startChildServer({ what: "the bench's store-api", script: path.join(__dirname, 'benchServer.ts'), args: [dataDir, SERVICE] });
  const { url } = server;
  // The bench's own connection to the same database, for customers and a prize big enough to sell all run.
  const db = openDatabase(dataDir);
  try {
    const base = `${url}/competition/index.php/wp-json/?rest_route=`;
    const headers = { Authorization: `Bearer ${SERVICE}`, 'Content-Type': 'application/json' };
    const measured: Omit<StoreApiBenchResult, 'shareOfTrivial' | 'target' | 'meetsTarget'>[] = [];
    const run = (request: Record<string, unknown>) => autocannon({ connections, duration: seconds, warmup: { connections, duration: 1 }, ...request });

    const settings = await run({ url: `${base}/api/v1/getsettings`, method: 'GET', headers });
    measured.push({
      call: 'settings',
      label: 'getsettings (trivial)',
      requestsPerSecond: settings.requests.average,
      p50Ms: settings.latency.p50,
      p99Ms: settings.latency.p99,
      failures: settings.non2xx + settings.errors,
    });

    const list = await run({
      url: `${base}/api/v1/competition`,
      method: 'POST',
      headers,
      body: JSON.stringify({ category: 'all', page: 1, limit: 12, token: '' }),
    });
    measured.push({
      call: 'list',
      label: 'GET competitions (list)',
      requestsPerSecond: list.requests.average,
      p50Ms: list.latency.p50,
      p99Ms: list.latency.p99,
      failures: list.non2xx + list.errors,
    });

    // Each add-item goes to a guest cart session of its own (its Cart-Token), as many visitors adding at once.
    const cartTokens = Array.from({ length: 60_000 }, (_, index) => `bench-cart-${index}`);
    const addCart = db.prepare('INSERT INTO carts (token, user_id, updated_at) VALUES (?, NULL, ?)');
    db.transaction(() => {
      for (const cartToken of cartTokens) addCart.run(cartToken, Date.now());
    })();
    let nextCart = 0;
    const add = await run({
      url: `${base}/wc/store/v1/cart/add-item`,
      method: 'POST',
      headers,
      body: JSON.stringify({ id: 104, quantity: 1 }),
      setupClient: (benchClient: { setHeaders: (headers: Record<string, string>) => void; on: (event: string, listener: () => void) => void }) => {
        const rotate = () => benchClient.setHeaders({ ...headers, 'Cart-Token': cartTokens[nextCart++ % cartTokens.length]! });
        rotate();
        benchClient.on('response', rotate);
      },
    });
    measured.push({
      call: 'add-item',
      label: 'add-item (guest cart)',
      requestsPerSecond: add.requests.average,
      p50Ms: add.latency.p50,
      p99Ms: add.latency.p99,
      failures: add.non2xx + add.errors,
    });

    // Checkout needs a filled basket each time: each worker adds one ticket and checks out, in a loop.
    const template = getCompetition(db, 102)!;
    saveCompetition(
      db,
      {
        ...template,
        id: 990,
        competition_product_id: 990,
        title: 'Bench prize',
        total_sell_tickets: 200_000,
        max_ticket_per_user: 200_000,
        instant_wins: [],
        reward_wins: [],
      },
      false,
    );
    const checkoutTimes: number[] = [];
    let checkoutSeconds = 0;
    let failures = 0;
    const deadline = Date.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: connections }, async (_, worker) => {
        const userId = createUser(db, {
          email: `bench${worker}@example.com`,
          username: `bench${worker}`,
          first_name: 'Bench',
          last_name: String(worker),
          date_of_birth: '1980-01-01',
        });
        const storage = new MemoryStorage();
        saveAuthToken(storage, issueToken(db, userId));
        const client = createApiClient({ host: url, serviceToken: SERVICE, storage });
        await client.getNonce();
        while (Date.now() < deadline) {
          await client.addItem({ id: 990, quantity: 1 });
          const started = performance.now();
          try {
            await client.checkout({
              billing_address: {
                first_name: 'B',
                last_name: 'B',
                address_1: '1',
                address_2: '',
                city: 'Leeds',
                state: '',
                postcode: 'LS1',
                country: 'GB',
                email: 'b@example.com',
              },
              payment_method: PAYMENT_GATEWAYS.test_card,
              payment_data: [{ key: 'card_number', value: '4242424242424242' }],
            });
          } catch {
            failures += 1;
          }
          const took = performance.now() - started;
          checkoutTimes.push(took);
          checkoutSeconds += took / 1000;
        }
      }),
    );
    checkoutTimes.sort((a, b) => a - b);
    // Each worker spends part of its time adding the next ticket: checkouts per second are counted over the
    // time the workers spent in checkout (connections in parallel), not over the wall clock.
    measured.push({
      call: 'checkout',
      label: 'checkout',
      requestsPerSecond: checkoutSeconds > 0 ? (checkoutTimes.length * connections) / checkoutSeconds : 0,
      p50Ms: percentile(checkoutTimes, 0.5),
      p99Ms: percentile(checkoutTimes, 0.99),
      failures,
    });

    const trivial = measured[0]!.requestsPerSecond || 1;
    return measured.map((result) => {
      const target = TARGETS[result.call];
      return {
        ...result,
        shareOfTrivial: result.requestsPerSecond / trivial,
        target: target.words,
        meetsTarget: result.requestsPerSecond >= target.rps && result.p99Ms <= target.p99Ms && result.failures === 0,
      };
    });
  } finally {
    db.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const connections = 10;
  const seconds = 8;
  console.log(`store-api bench: ${connections} connections, ${seconds} s each (after 1 s warm-up), loopback, store-api in its own process\n`);
  console.log(
    `${'call'.padEnd(24)} ${'req/s'.padStart(7)}   ${'p50'.padStart(9)}   ${'p99'.padStart(9)}   ${'of getsettings'.padStart(14)}   non-2xx   target`,
  );
  for (const result of await runStoreApiBench({ connections, seconds })) {
    const verdict = result.target ? `${result.target}: ${result.meetsTarget ? 'met' : 'NOT met'}` : '';
    console.log(
      `${result.label.padEnd(24)} ${result.requestsPerSecond.toFixed(0).padStart(7)}   ${result.p50Ms.toFixed(1).padStart(6)} ms   ${result.p99Ms.toFixed(1).padStart(6)} ms   ${`${(result.shareOfTrivial * 100).toFixed(0)} %`.padStart(14)}   ${String(result.failures).padStart(7)}   ${verdict}`,
    );
  }
  console.log('\n(checkout req/s: checkouts per second of time spent in checkout across the connections; each worker adds its next ticket in between)');
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
