import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PAYMENT_GATEWAYS, createApiClient, saveAuthToken, type ShopApi, buildApiUrl } from '@shop/shared-contracts';
import { DEMO_BILLING, TEST_CARDS, cardPaymentData } from '@shop/shared-contracts/src/testing/customers';
import { startStoreApi, type RunningStoreApi, type StoreApiOptions } from '../server';
import type { AuthLimitPolicy } from '../domain/authAttempts';
import { DEMO_CUSTOMER, SECOND_CUSTOMER } from '../seed/users';
import { MemoryStorage } from '@shop/shared-contracts/src/testing/memoryStorage';
import { addTestCustomer } from './testShop';

export { MemoryStorage };

export const SERVICE_TOKEN = 'test-service-token';
/** The operator's bearer of a test server (STORE_API_OPERATOR_TOKEN), for the operator's calls. */
export const OPERATOR_TOKEN = 'test-operator-token';

/**
 * A real store-api on a free port with a temporary database (and no realtime server unless asked). A data
 * folder made here goes when the server closes; a test that starts again on the same data passes its own.
 */
export async function startTestApi(
  options: {
    dataDir?: string;
    rtdbPort?: number | false;
    authLimits?: AuthLimitPolicy;
    now?: () => number;
    /** The main-draw job (none unless asked: a test of draws names its relays and ticks the job itself). */
    drawJob?: StoreApiOptions['drawJob'];
    /** The sandbox hosted-payment gateway switched on; unpaid orders are then cancelled only by `payments.sweep()`. */
    hostedSandbox?: boolean;
    holdStockMinutes?: number;
  } = {},
): Promise<RunningStoreApi & { dataDir: string }> {
  const temporary = options.dataDir === undefined;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'store-api-test-'));
  const api = await startStoreApi({
    port: 0,
    rtdbPort: options.rtdbPort ?? false,
    dataDir,
    serviceToken: SERVICE_TOKEN,
    operatorToken: OPERATOR_TOKEN,
    authLimits: options.authLimits,
    now: options.now,
    drawJob: options.drawJob ?? false,
    hostedSandbox: options.hostedSandbox,
    holdStockMinutes: options.holdStockMinutes,
    unpaidSweepEveryMs: null,
  });
  return {
    ...api,
    dataDir,
    async close() {
      await api.close();
      if (temporary) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The storefront's own client against the test server: each client has its own local storage. */
export function clientFor(api: { url: string }): ShopApi {
  return createApiClient({ host: api.url, serviceToken: SERVICE_TOKEN, storage: new MemoryStorage() });
}

/** A new test customer (with `credit` pounds of site credit), signed in on a client of their own. */
export function newCustomerClient(api: RunningStoreApi, options: { credit?: number } = {}): ShopApi {
  const storage = new MemoryStorage();
  saveAuthToken(storage, addTestCustomer(api.db, options).token);
  return createApiClient({ host: api.url, serviceToken: SERVICE_TOKEN, storage });
}

/** Buys `quantity` tickets of competition `id` with the paying test card: the order's id and its ticket numbers. */
export async function buyWithCard(buyer: ShopApi, id: number, quantity: number): Promise<{ orderId: number; tickets: number[] }> {
  await buyer.getNonce();
  await buyer.addItem({ id, quantity });
  const result = await buyer.checkout({
    billing_address: DEMO_BILLING,
    payment_method: PAYMENT_GATEWAYS.test_card,
    payment_data: cardPaymentData(TEST_CARDS.paying),
  });
  return { orderId: result.order_id, tickets: (await buyer.getOrderDetail(result.order_id)).product[0]!.tickets };
}

export async function signedInClient(api: { url: string }, who: 'demo' | 'second' = 'demo'): Promise<ShopApi> {
  const client = clientFor(api);
  const account = who === 'demo' ? DEMO_CUSTOMER : SECOND_CUSTOMER;
  await client.login({ username: account.email, password: account.password });
  return client;
}

/** Raw WordPress-style request, for error shapes the client does not expose. */
export async function raw(api: { url: string }, route: string, init: { method?: string; body?: string | object; headers?: Record<string, string> } = {}) {
  const response = await fetch(buildApiUrl(api.url, route), {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { Authorization: `Bearer ${SERVICE_TOKEN}`, 'Content-Type': 'application/json', ...init.headers },
    body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: response.status, headers: response.headers, body: body as Record<string, unknown> };
}
