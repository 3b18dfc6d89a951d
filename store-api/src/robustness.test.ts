import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { initializeApp, deleteApp } from 'firebase/app';
import { connectDatabaseEmulator, getDatabase, onChildAdded, ref } from 'firebase/database';
import type { Db } from './db/database';
import { ENDPOINTS } from '@shop/shared-contracts';
import { createUser, issueToken } from './domain/users';
import { SERVICE_TOKEN, raw, signedInClient, startTestApi } from './testing/testApi';

type Rows = Record<string, Record<string, unknown>[]>;

/** Every table, read from the schema itself, so a table added later is covered without touching this test. */
function snapshot(db: Db): Rows {
  const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as { name: string }[]).map(
    (row) => row.name,
  );
  return Object.fromEntries(tables.map((table) => [table, db.prepare(`SELECT * FROM "${table}" ORDER BY rowid`).all() as Record<string, unknown>[]]));
}

/** The one change a hostile request may make: logout with a valid token and junk beside it still signs that customer out. */
function withSessionsEnded(rows: Rows, userIds: ReadonlySet<number>): Rows {
  return { ...rows, tokens: (rows.tokens ?? []).map((row) => (userIds.has(Number(row.user_id)) ? { ...row, revoked: 1 } : row)) };
}

/**
 * Any Store API cart call hands out a cart session (Cart-Token), as WooCommerce does, even when it then
 * refuses the body: a new cart with no items and no coupons is a session, not data. Everything else in
 * carts, cart_items and cart_coupons is compared.
 */
function withoutNewEmptyCarts(after: Rows, before: Rows): Rows {
  const used = (token: unknown) => [...(after.cart_items ?? []), ...(after.cart_coupons ?? [])].some((row) => row.cart_token === token);
  const existed = (token: unknown) => (before.carts ?? []).some((row) => row.token === token);
  return { ...after, carts: (after.carts ?? []).filter((row) => existed(row.token) || used(row.token)) };
}

const MALFORMED_JSON = '{"unterminated": ';
const HOSTILE_BODIES: (string | object)[] = [
  MALFORMED_JSON,
  '[1,2,3]',
  '"just a string"',
  { id: 'abc', quantity: 'lots', token: 42, page: -1, limit: 1e9 },
  { id: -5, quantity: -3, offset: -10, page: 0, key: {}, code: [], email: 'x'.repeat(100_000) },
  { id: 101, quantity: 1.5, answer: 'first', unknown_field: { nested: true }, password: null },
  { username: 'x'.repeat(300_000) },
  { billing_address: 'nowhere', payment_method: 'cash', token: '' },
  { account_number: '12ab', sort_code: '1', limit_value: 'all', lockout_period: 'forever' },
];

describe('robustness', () => {
  it('answers every route a 4xx in the WordPress error shape for hostile input, never a 500, and changes no data', async () => {
    const api = await startTestApi();
    const routes = Object.values(ENDPOINTS).map((endpoint) => [endpoint.method, endpoint.route] as const);
    // Each route gets its own freshly signed-in customer, made before the snapshot, so a route that ends
    // sessions (logout) never turns the signed-in routes after it into mere 401s.
    const customers = routes.map((_, index) => {
      const userId = createUser(api.db, {
        email: `fuzz${index}@example.com`,
        username: `fuzz${index}`,
        first_name: 'Fuzz',
        last_name: String(index),
        date_of_birth: '1980-01-01',
      });
      return { userId, token: issueToken(api.db, userId) };
    });
    const before = snapshot(api.db);
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining(['tokens', 'carts', 'one_time_keys', 'contact_messages', 'site_content', 'users', 'orders', 'competitions']),
    );
    expect(before.tokens).toHaveLength(customers.length);
    const signedOut = new Set<number>();
    const refusedTheirToken: string[] = [];
    for (const [routeIndex, [method, route]] of routes.entries()) {
      const { userId, token } = customers[routeIndex]!;
      const name = `${method} ${route}`;
      const statuses: number[] = [];
      const check = (context: string, answer: { status: number; body: Record<string, unknown> }, carriesToken: boolean) => {
        statuses.push(answer.status);
        if (carriesToken && answer.body.code === 'rest_not_logged_in') refusedTheirToken.push(context);
        if (answer.status < 400) return;
        expect([context, answer.status < 500]).toEqual([context, true]);
        expect([context, answer.body]).toEqual([
          context,
          { code: expect.any(String), message: expect.any(String), data: expect.objectContaining({ status: answer.status }) },
        ]);
      };
      // A forged service bearer: every plugin route, with or without input, must refuse it. The Store API
      // knows no bearer but a customer's (the companion plugin's bridge): any other is a guest's, answered as
      // the service bearer is.
      const storeApi = route.startsWith('/wc/store/');
      const sendWithBearer = (bearer: string) =>
        method === 'GET'
          ? raw(api, route, { headers: { Authorization: `Bearer ${bearer}` } })
          : raw(api, route, { method, body: { token }, headers: { Authorization: `Bearer ${bearer}` } });
      const forged = await sendWithBearer('forged-service-token');
      check(`${name} forged bearer`, forged, false);
      if (storeApi) {
        const asGuest = await sendWithBearer(SERVICE_TOKEN);
        expect([name, forged.status, forged.body.code]).toEqual([name, asGuest.status, asGuest.body.code]);
      } else {
        expect([name, forged.status]).toEqual([name, 401]);
      }
      for (const [index, body] of HOSTILE_BODIES.entries()) {
        // Every other request carries this route's customer's token, so signed-in paths are fuzzed too: in the
        // body or query of a plugin route, as the bearer of a Store API route (the only place it names them).
        const withToken = index % 2 === 0;
        const bodyWithToken = !storeApi && typeof body === 'object' && !Array.isArray(body) && withToken ? { ...body, token } : body;
        const headers: Record<string, string> = storeApi && withToken ? { Authorization: `Bearer ${token}` } : {};
        const context = `${name} ${JSON.stringify(body).slice(0, 80)}`;
        const answer =
          method === 'GET'
            ? await raw(api, `${route}&account_number=12ab&sort_code=1&page=-1&limit=1e9&id=abc&token=${withToken ? token : 'not-a-token'}`, { headers })
            : await raw(api, route, { method, body: bodyWithToken, headers });
        check(context, answer, (method === 'GET' || storeApi || bodyWithToken !== body) && withToken && !signedOut.has(userId));
        // Malformed JSON never reaches a route (400 rest_invalid_json); JSON that is no object names no parameter, as in WordPress.
        if (method !== 'GET' && body === MALFORMED_JSON) expect([context, answer.status, answer.body.code]).toEqual([context, 400, 'rest_invalid_json']);
        if (route === ENDPOINTS.logout.route && answer.status < 300) signedOut.add(userId);
      }
      // The Store API's cart reads take no parameters and serve anyone, a guest included: nothing in them is refused.
      const cartRead = storeApi && method === 'GET' && route !== ENDPOINTS.checkoutDraft.route;
      if (cartRead) expect([name, statuses.every((status) => status === 200)]).toEqual([name, true]);
      else expect([name, statuses.some((status) => status >= 400 && status < 500)]).toEqual([name, true]);
    }
    // Each customer's token stayed good: no route answered "not logged in" to a request carrying it.
    expect(refusedTheirToken).toEqual([]);
    expect(withoutNewEmptyCarts(snapshot(api.db), before)).toEqual(withSessionsEnded(before, signedOut));
    await api.close();
  }, 60_000);

  it('keeps carts, orders and accounts across a restart', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-api-restart-'));
    const first = await startTestApi({ dataDir });
    const client = await signedInClient(first, 'second');
    await client.getNonce();
    await client.addItem({ id: 102, quantity: 3 });
    const orders = (await client.getOrders({ page: 1 })).data.length;
    const bearer = { Authorization: `Bearer ${(await client.checkAuth()).token}` };
    const cartToken = (await raw(first, '/wc/store/v1/cart', { headers: bearer })).headers.get('cart-token');
    await first.close();

    const second = await startTestApi({ dataDir });
    const again = await signedInClient(second, 'second');
    const cart = await raw(second, '/wc/store/v1/cart', { headers: { Authorization: `Bearer ${(await again.checkAuth()).token}` } });
    expect(cart.headers.get('cart-token')).toBe(cartToken);
    expect(cart.body.items_count).toBe(3);
    expect((await again.getOrders({ page: 1 })).data).toHaveLength(orders);
    await second.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes instant-win notices to a real realtime database server that a firebase client receives', async () => {
    const api = await startTestApi({ rtdbPort: 0 });
    const app = initializeApp(
      { databaseURL: `http://127.0.0.1:${api.rtdbPort}?ns=angling-shop`, projectId: 'angling-shop', apiKey: 'local' },
      'robustness-test',
    );
    const database = getDatabase(app);
    connectDatabaseEmulator(database, '127.0.0.1', api.rtdbPort!);
    const received = new Promise<unknown>((resolve) => onChildAdded(ref(database, 'instant-wins'), (child) => resolve(child.val())));
    const notice = { main_id: 104, title: 'Instant Win Tackle Frenzy', image: 'http://img/x.svg', prize: '£25 Cash', user: 'Danny' };
    await api.notices.push(notice);
    expect(await received).toEqual(notice);
    await deleteApp(app);
    await api.close();
  });
});
