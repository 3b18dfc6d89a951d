/**
 * Who may see what, on both backends: store-api (real HTTP, SQLite, the demo shop) and a real WordPress +
 * WooCommerce + the companion plugin (the demo shop imported). The same three attacks on each: another
 * customer's token, a tampered token and a signed-out token, on the account routes and on the Store API.
 * An account route refuses them in WordPress's shape; the Store API treats them as a guest (the identity
 * bridge names nobody), never as the customer.
 *
 *   node --import tsx --test wordpress-plugin/tests/access.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startStoreApiProcess, type StoreApiProcess } from '../../store-api/src/load/storeApiProcess';
import { DEMO_CUSTOMER, SECOND_CUSTOMER } from '../../store-api/src/seed/users';
import { assertRefusal, call, conforming, SERVICE_TOKEN, startTestSite, type TestSite } from './testSite';

const SIGNED_OUT = { status: 401, code: 'rest_not_logged_in', message: 'You are not currently logged in.' };
const NOT_FOUND = { status: 404, code: 'order_not_found', message: 'Order not found.' };

interface Backend {
  name: string;
  host(): string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** What the backend logged as an error meanwhile (WordPress's debug log, store-api's stderr): nothing. */
  problems(): string;
}

function storeApiBackend(): Backend {
  let running: StoreApiProcess | null = null;
  let dataDir = '';
  return {
    name: 'store-api',
    host: () => running!.url,
    async start() {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'access-store-api-'));
      running = await startStoreApiProcess({ dataDir, serviceToken: SERVICE_TOKEN });
    },
    async stop() {
      await running?.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    problems: () => running?.errors().trim() ?? '',
  };
}

function wordPressBackend(): Backend {
  let shop: TestSite | null = null;
  return {
    name: 'WordPress + WooCommerce + plugin',
    host: () => shop!.site.apiHost,
    async start() {
      shop = await startTestSite('access');
    },
    stop: async () => shop?.stop(),
    problems: () => shop?.debugLogGrowth() ?? '',
  };
}

/** Flips the token's last character: the same length and alphabet, not a token the backend issued. */
function tampered(token: string): string {
  const last = token.at(-1)!;
  return token.slice(0, -1) + (last === 'a' ? 'b' : 'a');
}

for (const backend of [storeApiBackend(), wordPressBackend()]) {
  describe(`access on ${backend.name}`, () => {
    before(() => backend.start());
    after(() => backend.stop());

    async function signIn(account: { email: string; password: string }): Promise<string> {
      const answer = await call(backend.host(), 'login', { username: account.email, password: account.password });
      return (await conforming('login', answer)).data.token;
    }

    /** The cart as the bearer sees it: a guest's has no customer in its billing address. */
    async function cartBillingEmail(bearer: string): Promise<string> {
      const answer = await call(backend.host(), 'cart', {}, { bearer });
      await conforming('cart', answer);
      // WooCommerce's cart answer carries the customer's billing address (CartSchema); the contract reads no more of it.
      const billing = (answer.body as { billing_address?: { email?: unknown } }).billing_address;
      assert.equal(typeof billing?.email, 'string', 'the cart answer has a billing address');
      return billing!.email as string;
    }

    test("another customer's token reads none of the customer's orders, details or basket", async () => {
      const demo = await signIn(DEMO_CUSTOMER);
      const second = await signIn(SECOND_CUSTOMER);
      const orders = await conforming('orders', await call(backend.host(), 'orders', { token: demo, page: 1, limit: 10 }));
      const demoOrder = orders.data[0]!.order_id_;
      assertRefusal(await call(backend.host(), 'orderDetail', { token: second, id: demoOrder }), NOT_FOUND);
      const secondDetails = await conforming('getUserDetails', await call(backend.host(), 'getUserDetails', { token: second }));
      assert.equal(secondDetails.data.email, SECOND_CUSTOMER.email);
      assert.equal(await cartBillingEmail(second), SECOND_CUSTOMER.email);
      assert.equal(backend.problems(), '');
    });

    test('a tampered token signs nobody in: the account routes refuse it, the Store API sees a guest', async () => {
      const forged = tampered(await signIn(DEMO_CUSTOMER));
      assertRefusal(await call(backend.host(), 'checkAuth', { token: forged }), SIGNED_OUT);
      assertRefusal(await call(backend.host(), 'getUserDetails', { token: forged }), SIGNED_OUT);
      assertRefusal(await call(backend.host(), 'orders', { token: forged, page: 1, limit: 10 }), SIGNED_OUT);
      assert.equal(await cartBillingEmail(forged), '');
      assert.equal(backend.problems(), '');
    });

    test('a signed-out token is refused everywhere it was accepted before', async () => {
      const token = await signIn(DEMO_CUSTOMER);
      assert.equal(await cartBillingEmail(token), DEMO_CUSTOMER.email);
      await conforming('logout', await call(backend.host(), 'logout', { token }, { bearer: token }));
      assertRefusal(await call(backend.host(), 'checkAuth', { token }), SIGNED_OUT);
      assertRefusal(await call(backend.host(), 'getUserDetails', { token }), SIGNED_OUT);
      assertRefusal(await call(backend.host(), 'points', { token, offset: 0, limit: 10 }), SIGNED_OUT);
      assert.equal(await cartBillingEmail(token), '');
      assert.equal(backend.problems(), '');
    });
  });
}
