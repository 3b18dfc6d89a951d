import { CART_EXTENSION_NAMESPACE, competitionDetailsPath, type Competition } from '@shop/shared-contracts';
import { startTestApi, signedInClient, raw } from './testing/testApi';
import type { RunningStoreApi } from './server';

/**
 * What WooCommerce 9.3+ sends on Store API answers, checked over HTTP: the session headers on every answer
 * (errors too), the item image schema, quantity_limits as WooCommerce means them and the competition
 * under the companion plugin's extension namespace.
 */
const BILLING = { first_name: 'Sam', last_name: 'Carp', address_1: '1 Lake Road', city: 'Maidstone', postcode: 'ME15 6AA', email: 'sam@example.com' };
const SESSION_HEADERS = ['nonce', 'x-wc-store-api-nonce', 'nonce-timestamp', 'user-id', 'cart-token', 'cart-hash'];

interface Item {
  key: string;
  quantity: number;
  quantity_limits: { minimum: number; maximum: number; multiple_of: number; editable: boolean };
  images: Record<string, unknown>[];
  competition: { id: number };
  extensions: Record<string, { competition: unknown }>;
  permalink: string;
}

function sessionHeadersOf(headers: Headers): Record<string, string | null> {
  return Object.fromEntries(SESSION_HEADERS.map((name) => [name, headers.get(name)]));
}

function expectSessionHeaders(headers: Headers) {
  const sent = sessionHeadersOf(headers);
  expect(sent.nonce).toMatch(/^[0-9a-f]{10}$/);
  expect(sent['x-wc-store-api-nonce']).toBe(sent.nonce);
  expect(sent['nonce-timestamp']).toMatch(/^\d{10}$/);
  expect(sent['user-id']).toMatch(/^\d+$/);
  expect(sent['cart-token']).toMatch(/\S/);
  expect(sent['cart-hash']).not.toBeNull();
}

describe('Store API answers as WooCommerce 9.3+ sends them', () => {
  let api: RunningStoreApi;
  let competitions: Competition[];
  beforeAll(async () => {
    api = await startTestApi();
    const list = await raw(api, '/api/v1/competition', { body: { page: 1, limit: 50, category: 'all' } });
    competitions = list.body.data as unknown as Competition[];
  });
  afterAll(() => api.close());

  const byTitle = (title: string) => competitions.find((competition) => competition.title === title)!;

  async function guestCartWith(id: number, quantity: number) {
    const first = await raw(api, '/wc/store/v1/cart');
    return raw(api, '/wc/store/v1/cart/add-item', { body: { id, quantity }, headers: { 'Cart-Token': first.headers.get('cart-token')! } });
  }

  it('sends Nonce, X-WC-Store-API-Nonce, Nonce-Timestamp, User-ID, Cart-Token and an empty Cart-Hash for an empty cart', async () => {
    const cart = await raw(api, '/wc/store/v1/cart');
    expectSessionHeaders(cart.headers);
    expect(cart.headers.get('cart-hash')).toBe('');
    expect(cart.headers.get('cart-token')).toBe(cart.body.cart_header);
  });

  it("Cart-Hash is an md5 of the cart's contents: the same while they stay, another when a quantity changes", async () => {
    const added = await guestCartWith(102, 2);
    const token = added.headers.get('cart-token')!;
    const hash = added.headers.get('cart-hash')!;
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    const again = await raw(api, '/wc/store/v1/cart', { headers: { 'Cart-Token': token } });
    expect(again.headers.get('cart-hash')).toBe(hash);
    const items = await raw(api, '/wc/store/v1/cart/items', { headers: { 'Cart-Token': token } });
    expect(items.headers.get('cart-hash')).toBe(hash);
    const key = (added.body.items as unknown as Item[])[0]!.key;
    const updated = await raw(api, '/wc/store/v1/cart/update-item', { body: { key, quantity: 3 }, headers: { 'Cart-Token': token } });
    expect(updated.status).toBe(200);
    expect(updated.headers.get('cart-hash')).toMatch(/^[0-9a-f]{32}$/);
    expect(updated.headers.get('cart-hash')).not.toBe(hash);
  });

  it('error answers carry the session headers too (400, 401, 403, 409), and a 409 carries the cart', async () => {
    const added = await guestCartWith(102, 1);
    const token = added.headers.get('cart-token')!;

    const unknownProduct = await raw(api, '/wc/store/v1/cart/add-item', { body: { id: 999_999, quantity: 1 }, headers: { 'Cart-Token': token } });
    expect(unknownProduct.status).toBe(400);
    expect(unknownProduct.body.code).toBe('woocommerce_rest_cart_invalid_product');
    expectSessionHeaders(unknownProduct.headers);
    expect(unknownProduct.headers.get('cart-token')).toBe(token);
    expect(unknownProduct.headers.get('cart-hash')).toBe(added.headers.get('cart-hash'));

    const missingNonce = await raw(api, '/wc/store/v1/cart/add-item', { body: { id: 102, quantity: 1 } });
    expect(missingNonce.status).toBe(401);
    expectSessionHeaders(missingNonce.headers);

    const foreignNonce = await raw(api, '/wc/store/v1/cart/add-item', {
      body: { id: 102, quantity: 1 },
      headers: { Nonce: 'deadbeef00', 'Cart-Token': token },
    });
    expect(foreignNonce.status).toBe(403);
    expect(foreignNonce.body.code).toBe('woocommerce_rest_invalid_nonce');
    expectSessionHeaders(foreignNonce.headers);

    const unknownKey = await raw(api, '/wc/store/v1/cart/update-item', { body: { key: 'no-such-line', quantity: 1 }, headers: { 'Cart-Token': token } });
    expect(unknownKey.status).toBe(409);
    expect(unknownKey.body.message).toBe('Cart item does not exist.');
    expect((unknownKey.body.data as { cart: { items_count: number } }).cart.items_count).toBe(1);
    expectSessionHeaders(unknownKey.headers);

    const guestCheckout = await raw(api, '/wc/store/v1/checkout', {
      body: { billing_address: BILLING, payment_method: 'test_card' },
      headers: { 'Cart-Token': token },
    });
    expect(guestCheckout.status).toBe(401);
    expect(guestCheckout.body.code).toBe('rest_not_logged_in');
    expectSessionHeaders(guestCheckout.headers);
  });

  it("items carry WooCommerce's image schema (id, src, thumbnail, srcset, sizes, name, alt) and a permalink to the competition", async () => {
    const kaizen = byTitle('Korda Kaizen Rod Pair');
    const added = await guestCartWith(kaizen.id, 1);
    const item = (added.body.items as unknown as Item[])[0]!;
    expect(item.images.length).toBeGreaterThanOrEqual(1);
    expect(item.images[0]).toEqual({
      id: kaizen.id * 100 + 1,
      src: kaizen.image,
      thumbnail: kaizen.image,
      srcset: '',
      sizes: '',
      name: kaizen.image.split('/').pop(),
      alt: 'Korda Kaizen Rod Pair',
    });
    expect(item.permalink).toBe(`http://127.0.0.1:3000${competitionDetailsPath(kaizen)}`);
  });

  it('quantity_limits.maximum is what the line may hold now: the tickets left when fewer than the per-customer cap', async () => {
    const kaizen = byTitle('Korda Kaizen Rod Pair');
    const left = kaizen.total_sell_tickets - kaizen.total_ticket_sold;
    expect(left).toBeLessThan(kaizen.max_ticket_per_user);
    const item = ((await guestCartWith(kaizen.id, 1)).body.items as unknown as Item[])[0]!;
    expect(item.quantity_limits).toEqual({ minimum: 1, maximum: left, multiple_of: 1, editable: true });
  });

  it('quantity_limits.maximum for a signed-in customer is the per-customer cap less the tickets already bought', async () => {
    const client = await signedInClient(api);
    const boughtBefore = (await client.getPurchasedCompetitions()).data.find((entry) => entry.competition_id === 102)?.total_tickets ?? 0;
    await client.addItem({ id: 102, quantity: 3 });
    await client.checkout({ billing_address: BILLING, payment_method: 'test_card', payment_data: [{ key: 'card_number', value: '4242424242424242' }] });
    await client.addItem({ id: 102, quantity: 1 });
    const competition = await client.getCompetition(102);
    const answer = await raw(api, '/wc/store/v1/cart', { headers: { Authorization: `Bearer ${(await client.checkAuth()).token}` } });
    const item = (answer.body.items as unknown as Item[]).find((line) => line.competition.id === 102)!;
    const left = competition.total_sell_tickets - competition.total_ticket_sold;
    expect(competition.max_ticket_per_user - (boughtBefore + 3)).toBeLessThan(left);
    expect(item.quantity_limits.maximum).toBe(competition.max_ticket_per_user - (boughtBefore + 3));
  });

  it(`carries each item's competition at the top level and under extensions["${CART_EXTENSION_NAMESPACE}"]`, async () => {
    const item = ((await guestCartWith(102, 1)).body.items as unknown as Item[])[0]!;
    expect(item.competition.id).toBe(102);
    expect(item.extensions).toEqual({ [CART_EXTENSION_NAMESPACE]: { competition: item.competition } });
  });
});
