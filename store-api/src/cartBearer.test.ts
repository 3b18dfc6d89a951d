import { raw, startTestApi } from './testing/testApi';
import type { RunningStoreApi } from './server';
import { SECOND_CUSTOMER } from './seed/users';
import { buildApiUrl } from '@shop/shared-contracts';

const CART = '/wc/store/v1/cart';
const ITEMS = '/wc/store/v1/cart/items';
const STOREFRONT = 'http://localhost:3000';

/**
 * GET /cart and /cart/items send no payload, so a signed-in customer is named by the user
 * bearer (`Authorization: Bearer <their token>`), never by a token in the URL (as every Store API call now is).
 */
describe('the cart reads name the customer by the bearer', () => {
  let api: RunningStoreApi;
  let token: string;
  let userId: string;

  beforeAll(async () => {
    api = await startTestApi();
    const login = await raw(api, '/api/v1/login', { body: { username: SECOND_CUSTOMER.email, password: SECOND_CUSTOMER.password } });
    token = (login.body.data as { token: string }).token;
    userId = String((api.db.prepare('SELECT id FROM users WHERE email = ?').get(SECOND_CUSTOMER.email) as { id: number }).id);
    // The customer puts a line in their basket (a write: their bearer, and their session's Cart-Token instead of a nonce).
    const session = await raw(api, CART, { headers: { Authorization: `Bearer ${token}` } });
    const added = await raw(api, '/wc/store/v1/cart/add-item', {
      body: { id: 102, quantity: 2 },
      headers: { Authorization: `Bearer ${token}`, 'Cart-Token': session.headers.get('cart-token')! },
    });
    expect(added.status).toBe(201);
  });
  afterAll(() => api.close());

  it("GET /cart with no query and no Cart-Token, only the customer's bearer, answers that customer's basket", async () => {
    const answer = await raw(api, CART, { headers: { Authorization: `Bearer ${token}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('user-id')).toBe(userId);
    expect((answer.body.items as { id: number; quantity: number }[]).map((item) => [item.id, item.quantity])).toEqual([[102, 2]]);
  });

  it("GET /cart/items the same way answers the customer's lines", async () => {
    const answer = await raw(api, ITEMS, { headers: { Authorization: `Bearer ${token}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('user-id')).toBe(userId);
    expect((answer.body as unknown as { id: number; quantity: number }[]).map((item) => [item.id, item.quantity])).toEqual([[102, 2]]);
  });

  it('with the service bearer the same request is a guest with an empty basket', async () => {
    const answer = await raw(api, CART);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('user-id')).toBe('0');
    expect(answer.body.items).toEqual([]);
  });

  it('lets the storefront send the Authorization header on a cart read from its own origin (CORS preflight)', async () => {
    const preflight = await fetch(buildApiUrl(api.url, CART), {
      method: 'OPTIONS',
      headers: { Origin: STOREFRONT, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization,cart-token,nonce' },
    });
    // WooCommerce answers a Store API preflight with its headers and no body (it exits after send_cors_headers).
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(STOREFRONT);
    const allowed = (preflight.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(/\s*,\s*/);
    expect(allowed).toEqual(expect.arrayContaining(['authorization', 'cart-token', 'nonce']));
  });
});
