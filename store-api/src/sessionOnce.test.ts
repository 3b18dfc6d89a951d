import type Database from 'better-sqlite3';
import type { RunningStoreApi } from './server';
import { sql } from './db/statements';
import { raw, startTestApi } from './testing/testApi';
import { SECOND_CUSTOMER } from './seed/users';

const ADD = '/wc/store/v1/cart/add-item';
const BY_TOKEN = 'SELECT user_id FROM carts WHERE token = ?';
const BY_USER = 'SELECT token FROM carts WHERE user_id = ? ORDER BY updated_at DESC LIMIT 1';
const NEW_CART = 'INSERT INTO carts (token, user_id, updated_at) VALUES (?, ?, ?)';

/**
 * A Store API request resolves its cart session once: the Cart-Token's cart is looked up once (and, for a
 * signed-in customer without a usable token, their own cart once), whether the write succeeds or fails.
 */
describe('the cart session is resolved once per request', () => {
  let api: RunningStoreApi;
  const counts = new Map<string, number>();

  /** Counts the runs of the session's cached statements (the same objects every request uses). */
  function count(text: string, method: 'get' | 'run'): void {
    const statement: Database.Statement = sql(api.db, text);
    const original = statement[method].bind(statement) as (...args: unknown[]) => unknown;
    Object.assign(statement, {
      [method]: (...args: unknown[]) => {
        counts.set(text, (counts.get(text) ?? 0) + 1);
        return original(...args);
      },
    });
  }
  const lookups = () => [counts.get(BY_TOKEN) ?? 0, counts.get(BY_USER) ?? 0, counts.get(NEW_CART) ?? 0];

  beforeAll(async () => {
    api = await startTestApi();
    count(BY_TOKEN, 'get');
    count(BY_USER, 'get');
    count(NEW_CART, 'run');
  });
  beforeEach(() => counts.clear());
  afterAll(() => api.close());

  const guestSession = async () => (await raw(api, '/wc/store/v1/cart')).headers.get('cart-token')!;

  it('a guest write with its Cart-Token looks the token up once', async () => {
    const token = await guestSession();
    counts.clear();
    const added = await raw(api, ADD, { body: { id: 102, quantity: 1 }, headers: { 'Cart-Token': token } });
    expect(added.status).toBe(201);
    expect(added.headers.get('cart-token')).toBe(token);
    expect(lookups()).toEqual([1, 0, 0]);
  });

  it('a refused write (unknown product) looks it up once too, and its error answer names the same session', async () => {
    const token = await guestSession();
    counts.clear();
    const refused = await raw(api, ADD, { body: { id: 999_999, quantity: 1 }, headers: { 'Cart-Token': token } });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('cart-token')).toBe(token);
    expect(lookups()).toEqual([1, 0, 0]);
  });

  it('a write with neither Cart-Token nor nonce makes one new session for its error answer, and looks nothing else up', async () => {
    const refused = await raw(api, ADD, { body: { id: 102, quantity: 1 } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cart-token')).toMatch(/\S/);
    expect(lookups()).toEqual([0, 0, 1]);
  });

  it("a signed-in customer's write with their nonce alone looks their cart up once", async () => {
    const login = await raw(api, '/api/v1/login', { body: { username: SECOND_CUSTOMER.email, password: SECOND_CUSTOMER.password } });
    const bearer = { Authorization: `Bearer ${(login.body.data as { token: string }).token}` };
    const nonce = (await raw(api, '/wc/store/v1/cart', { headers: bearer })).headers.get('nonce')!;
    counts.clear();
    const added = await raw(api, ADD, { body: { id: 102, quantity: 1 }, headers: { ...bearer, Nonce: nonce } });
    expect(added.status).toBe(201);
    expect(lookups()).toEqual([0, 1, 0]);
  });
});
