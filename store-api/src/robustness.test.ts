import fs from 'node:fs';
import { initializeApp, deleteApp } from 'firebase/app';
import { connectDatabaseEmulator, getDatabase, onChildAdded, ref } from 'firebase/database';
import { ENDPOINTS } from '@shop/shared-contracts';
import { raw, signedInClient, startTestApi } from './testing/testApi';

function snapshot(db: import('./db/database').Db): string {
  const tables = ['users', 'orders', 'tickets', 'cart_items', 'cart_coupons', 'points_log', 'credit_log', 'coupons', 'bank_details', 'spending', 'winners', 'competitions'];
  return JSON.stringify(tables.map((table) => db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all()));
}

const HOSTILE_BODIES: (string | object)[] = [
  '{"unterminated": ',
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
    const demo = await signedInClient(api, 'demo');
    const token = (await demo.checkAuth()).token;
    const before = snapshot(api.db);
    const routes = Object.values(ENDPOINTS).map((endpoint) => [endpoint.method, endpoint.route] as const);
    for (const [method, route] of routes) {
      for (const [index, body] of HOSTILE_BODIES.entries()) {
        // Every other object body carries the demo customer's token, so signed-in paths are fuzzed too.
        const bodyWithToken = typeof body === 'object' && !Array.isArray(body) && index % 2 === 0 ? { ...body, token } : body;
        const answer = method === 'GET'
          ? await raw(api, `${route}&account_number=12ab&sort_code=1&token=${token}`)
          : await raw(api, route, { method, body: bodyWithToken });
        const context = `${method} ${route} ${JSON.stringify(body).slice(0, 80)}`;
        if (answer.status < 400) continue; // a route with no required input may answer normally
        expect([context, answer.status < 500]).toEqual([context, true]);
        expect(answer.body).toEqual({ code: expect.any(String), message: expect.any(String), data: expect.objectContaining({ status: answer.status }) });
      }
    }
    expect(snapshot(api.db)).toBe(before);
    await api.close();
  }, 60_000);

  it('keeps carts, orders and accounts across a restart', async () => {
    const first = await startTestApi();
    const client = await signedInClient(first, 'second');
    await client.getNonce();
    await client.addItem({ id: 102, quantity: 3 });
    const orders = (await client.getOrders({ page: 1 })).data.length;
    const cartToken = (await client.getCart()).cart_header;
    await first.close();

    const second = await startTestApi({ dataDir: first.dataDir });
    const again = await signedInClient(second, 'second');
    const cart = await again.getCart();
    expect(cart.cart_header).toBe(cartToken);
    expect(cart.items_count).toBe(3);
    expect((await again.getOrders({ page: 1 })).data).toHaveLength(orders);
    await second.close();
    fs.rmSync(first.dataDir, { recursive: true, force: true });
  });

  it('writes instant-win notices to a real realtime database server that a firebase client receives', async () => {
    const api = await startTestApi({ rtdbPort: 0 });
    const app = initializeApp({ databaseURL: `http://127.0.0.1:${api.rtdbPort}?ns=angling-shop`, projectId: 'angling-shop', apiKey: 'local' }, 'robustness-test');
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
