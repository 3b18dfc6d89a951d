import { startTestApi, clientFor, signedInClient, raw } from './testing/testApi';
import type { RunningStoreApi } from './server';

describe('Store API cart: nonce, Cart-Token and the competition rules', () => {
  let api: RunningStoreApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('GET /cart sends Nonce, Nonce-Timestamp, User-ID and Cart-Token, and no longer the legacy nonce header', async () => {
    const cart = await raw(api, '/wc/store/v1/cart');
    expect(cart.status).toBe(200);
    expect(cart.headers.get('nonce')).toMatch(/^[0-9a-f]{10}$/);
    expect(cart.headers.get('x-wc-store-api-nonce')).toBeNull();
    expect(cart.headers.get('nonce-timestamp')).toMatch(/^\d+$/);
    expect(cart.headers.get('user-id')).toBe('0');
    expect(cart.headers.get('cart-token')).toMatch(/^\S+$/);
  });

  it('refuses writes without a nonce or Cart-Token (401) and with a bad nonce (403)', async () => {
    const missing = await raw(api, '/wc/store/v1/cart/add-item', { body: { id: 102, quantity: 1 } });
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({
      code: 'woocommerce_rest_missing_nonce',
      message: 'Missing the Nonce header. This endpoint requires a valid nonce.',
      data: { status: 401 },
    });
    const invalid = await raw(api, '/wc/store/v1/cart/add-item', { body: { id: 102, quantity: 1 }, headers: { Nonce: 'deadbeef00' } });
    expect(invalid.status).toBe(403);
    expect(invalid.body.code).toBe('woocommerce_rest_invalid_nonce');
  });

  it("accepts the session's Cart-Token alone and adds with 201; the legacy nonce header counts for nothing", async () => {
    const first = await raw(api, '/wc/store/v1/cart');
    const viaLegacy = await raw(api, '/wc/store/v1/cart/add-item', {
      body: { id: 102, quantity: 2 },
      headers: { 'X-WC-Store-API-Nonce': first.headers.get('nonce')! },
    });
    expect([viaLegacy.status, viaLegacy.body.code]).toEqual([401, 'woocommerce_rest_missing_nonce']);
    const token = first.headers.get('cart-token')!;
    const viaToken = await raw(api, '/wc/store/v1/cart/add-item', { body: { id: 102, quantity: 2 }, headers: { 'Cart-Token': token } });
    expect(viaToken.status).toBe(201);
    const again = await raw(api, '/wc/store/v1/cart/add-item', { body: { id: 102, quantity: 1 }, headers: { 'Cart-Token': token } });
    expect(again.status).toBe(201);
    expect(again.body.items_count).toBe(3);
    const items = again.body.items as {
      quantity: number;
      totals: { line_total: string; currency_minor_unit: number };
      extensions: Record<string, { competition: { id: number } }>;
    }[];
    expect(items[0]).toMatchObject({
      quantity: 3,
      totals: { line_total: '297', currency_minor_unit: 2 },
      extensions: { 'angling-prizes': { competition: { id: 102 } } },
    });
  });

  it('updates and removes lines, with 409 and the cart for an unknown key', async () => {
    const client = clientFor(api);
    await client.getNonce();
    const cart = await client.addItem({ id: 105, quantity: 2 });
    const key = cart.items[0]!.key;
    expect((await client.updateItem({ key, quantity: 5 })).items[0]!.quantity).toBe('5');
    expect((await client.removeItem({ key })).items).toEqual([]);
    await expect(client.removeItem({ key })).rejects.toMatchObject({
      status: 409,
      code: 'woocommerce_rest_cart_invalid_key',
      serverMessage: 'Cart item no longer exists or is invalid.',
    });
    await expect(client.updateItem({ key, quantity: 1 })).rejects.toMatchObject({ status: 409, serverMessage: 'Cart item does not exist.' });
  });

  it('applies the sale price only inside its window (Nash Scope Rods: 0.59 instead of 0.79)', async () => {
    const client = clientFor(api);
    await client.getNonce();
    const cart = await client.addItem({ id: 107, quantity: 10 });
    expect(cart.items[0]!.totals?.line_total).toBe('590');
  });

  it('requires the right answer when the competition has a question and show_question is 1', async () => {
    const client = clientFor(api);
    await client.getNonce();
    await expect(client.addItem({ id: 101, quantity: 1 })).rejects.toMatchObject({ status: 400, code: 'competition_incorrect_answer' });
    await expect(client.addItem({ id: 101, quantity: 1, answer: 2 })).rejects.toMatchObject({ code: 'competition_incorrect_answer' });
    expect((await client.addItem({ id: 101, quantity: 1, answer: 1 })).items_count).toBe(1);
  });

  it('rejects quantities below one ticket (a fraction is a whole number of tickets, as wc_stock_amount makes it)', async () => {
    const client = clientFor(api);
    await client.getNonce();
    for (const quantity of [0, -3, 0.5]) {
      await expect(client.addItem({ id: 102, quantity })).rejects.toMatchObject({ status: 400, code: 'woocommerce_rest_product_invalid_quantity' });
    }
  });

  it("refuses drawn and unknown competitions, and sold-out ones with WooCommerce's message", async () => {
    const client = clientFor(api);
    await client.getNonce();
    await expect(client.addItem({ id: 115, quantity: 1 })).rejects.toMatchObject({ code: 'woocommerce_rest_product_not_purchasable' });
    const soldOut = await client.getCompetition(113);
    expect(soldOut.total_ticket_sold).toBe(soldOut.total_sell_tickets);
    await expect(client.addItem({ id: 113, quantity: 1 })).rejects.toMatchObject({
      code: 'woocommerce_rest_product_out_of_stock',
      serverMessage: `You cannot add &quot;${soldOut.title}&quot; to the cart because the product is out of stock.`,
    });
    await expect(client.addItem({ id: 999, quantity: 1 })).rejects.toMatchObject({ code: 'woocommerce_rest_cart_invalid_product' });
  });

  it('enforces max_ticket_per_user across basket and purchases: a new line is capped at the allowance, a line at it can grow no more', async () => {
    const client = await signedInClient(api, 'demo');
    await client.getNonce();
    const title = (await client.getCompetition(101)).title;
    // The demo customer already holds 11 of competition 101's 150 per person: 139 is all they may still buy.
    const capped = await client.addItem({ id: 101, quantity: 140, answer: 1 });
    expect(capped.items.find((item) => item.competition.id === 101)?.quantity).toBe('139');
    await expect(client.addItem({ id: 101, quantity: 1, answer: 1 })).rejects.toMatchObject({
      status: 400,
      code: 'invalid_quantity',
      serverMessage: `The maximum quantity of &quot;${title}&quot; allowed in the cart is 139`,
    });
    expect((await client.getCart()).items_count).toBe(139);
  });

  it("keeps each customer's basket their own, even with another customer's Cart-Token", async () => {
    const demo = await signedInClient(api, 'demo');
    const demoBearer = { Authorization: `Bearer ${(await demo.checkAuth()).token}` };
    const demoCart = await raw(api, '/wc/store/v1/cart', { headers: demoBearer });
    expect(demoCart.body.items_count).toBeGreaterThan(0);
    const demoToken = demoCart.headers.get('cart-token')!;
    const second = await signedInClient(api, 'second');
    const stolen = await raw(api, '/wc/store/v1/cart', { headers: { 'Cart-Token': demoToken } });
    expect(stolen.body.items_count).toBe(0);
    expect(stolen.headers.get('cart-token')).not.toBe(demoToken);
    const secondsCart = await raw(api, '/wc/store/v1/cart', {
      headers: { Authorization: `Bearer ${(await second.checkAuth()).token}`, 'Cart-Token': demoToken },
    });
    expect(secondsCart.headers.get('cart-token')).not.toBe(demoToken);
  });

  it("applies a customer's own coupon once, and nobody else's", async () => {
    const demo = await signedInClient(api, 'demo');
    await demo.getNonce();
    const cart = await demo.applyCoupon('TIGHTLINES5');
    // WooCommerce keeps and answers coupon codes in lower case (wc_format_coupon_code).
    expect(cart.coupons.map((coupon) => coupon.code)).toEqual(['tightlines5']);
    await expect(demo.applyCoupon('TIGHTLINES5')).rejects.toMatchObject({ code: 'woocommerce_rest_cart_coupon_error' });
    const second = await signedInClient(api, 'second');
    await second.getNonce();
    await expect(second.applyCoupon('WELCOME10')).rejects.toMatchObject({ code: 'woocommerce_rest_cart_coupon_error' });
  });
});
