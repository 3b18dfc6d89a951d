import { CART_EXTENSION_NAMESPACE, PAYMENT_GATEWAYS, STORE_API_GBP, competitionDetailsPath, toCartCompetition } from '@shop/shared-contracts';
import type { RunningStoreApi } from '../server';
import { getCompetition, saveCompetition } from '../domain/competitions';
import { raw, startTestApi } from '../testing/testApi';
import { addTestCompetition, addTestCustomer } from '../testing/testShop';
import { bearer, BILLING, cartWith, GOOD_CARD, itemsOf, store } from './storeApiCalls';

const EMPTY_ADDRESS = { first_name: '', last_name: '', company: '', address_1: '', address_2: '', city: '', state: '', postcode: '', country: '', phone: '' };

/**
 * WooCommerce conformance, part 5: the cart's shape (CartSchema, CartItemSchema, CartItems). Each test is one
 * aspect: what WooCommerce 9.3+ answers, from the source named, and that store-api answers the same over HTTP.
 */
describe('WooCommerce conformance: the cart', () => {
  let api: RunningStoreApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  /** Aspect: items_count. CartSchema: the sum of the lines' quantities. store-api: the same. */
  it('items_count: the sum of the line quantities', async () => {
    const { session } = await cartWith(api, 102, 2);
    const added = await store(api, '/cart/add-item', { body: { id: 105, quantity: 3 }, headers: session });
    expect([itemsOf(added).length, added.body.items_count]).toEqual([2, 5]);
  });

  /** Aspect: shipping totals. CartSchema: total_shipping and total_shipping_tax null until shipping is calculated. store-api: null (prizes need no shipping rates). */
  it('totals: total_shipping and total_shipping_tax are null', async () => {
    const { added } = await cartWith(api, 102, 1);
    expect(added.body.totals).toMatchObject({ total_shipping: null, total_shipping_tax: null });
    expect(added.body.has_calculated_shipping).toBe(false);
  });

  /**
   * Aspect: money. MoneyFormatter: integer strings in minor units; CurrencyFormatter: seven currency fields on
   * every money object. store-api: the same for item prices, line totals, coupon totals and cart totals (GBP).
   */
  it('money: minor-unit integer strings, with the seven currency fields on every money object', async () => {
    const { added } = await cartWith(api, 102, 3);
    const item = itemsOf(added)[0]!;
    for (const money of [item.prices, item.totals, added.body.totals as Record<string, unknown>]) expect(money).toMatchObject(STORE_API_GBP);
    expect(item.totals).toMatchObject({ line_subtotal: '297', line_total: '297', line_subtotal_tax: '0', line_total_tax: '0' });
    expect(added.body.totals).toMatchObject({ total_items: '297', total_price: '297', total_discount: '0', total_tax: '0' });
  });

  /** Aspect: raw prices. CartItemSchema: prices.raw_prices with precision 6. store-api: the same (0.99 is "990000"). */
  it('raw_prices: precision 6', async () => {
    const { added } = await cartWith(api, 102, 1);
    expect(itemsOf(added)[0]!.prices).toMatchObject({
      price: '99',
      regular_price: '99',
      raw_prices: { precision: 6, price: '990000', regular_price: '990000', sale_price: '990000' },
    });
  });

  /**
   * Aspect: quantity_limits. QuantityLimits::get_cart_item_quantity_limits: minimum 1, maximum the smaller of
   * 9999, the stock left and the plugin's maximum filter (the allowance left), multiple_of 1, editable.
   * store-api: the tickets left when fewer; else the per-customer cap less the tickets already bought.
   */
  it('quantity_limits: maximum is the tickets left, or the allowance less tickets bought when smaller', async () => {
    const fewLeft = addTestCompetition(api.db, { total_sell_tickets: 7, max_ticket_per_user: 50 });
    const { added } = await cartWith(api, fewLeft.id, 1);
    expect(itemsOf(added)[0]!.quantity_limits).toEqual({ minimum: 1, maximum: 7, multiple_of: 1, editable: true });
    const capped = addTestCompetition(api.db, { total_sell_tickets: 500, max_ticket_per_user: 20 });
    const customer = addTestCustomer(api.db);
    const bought = await cartWith(api, capped.id, 6, bearer(customer.token));
    const paid = await store(api, '/checkout', {
      body: { billing_address: BILLING, payment_method: PAYMENT_GATEWAYS.test_card, payment_data: GOOD_CARD },
      headers: bought.session,
    });
    expect(paid.status).toBe(200);
    const again = await store(api, '/cart/add-item', { body: { id: capped.id, quantity: 1 }, headers: bought.session });
    expect(itemsOf(again)[0]!.quantity_limits.maximum).toBe(14);
  });

  /**
   * Aspect: item images and permalink. ImageAttachmentSchema (id, src, thumbnail, srcset, sizes, name, alt);
   * CartItemSchema permalink to the product. store-api: the competition's artwork (derived ids) and its page.
   */
  it("items: WooCommerce's image schema and a permalink to the competition's page", async () => {
    const competition = getCompetition(api.db, 102)!;
    const { added } = await cartWith(api, 102, 1);
    const item = itemsOf(added)[0]!;
    expect(item.images[0]).toEqual({
      id: 102 * 100 + 1,
      src: competition.image,
      thumbnail: competition.image,
      srcset: '',
      sizes: '',
      name: competition.image.split('/').pop(),
      alt: competition.title,
    });
    expect(item.permalink).toBe(`http://127.0.0.1:3000${competitionDetailsPath(competition)}`);
  });

  /**
   * Aspect: the cart's addresses. CartSchema: billing_address and shipping_address objects with every field
   * (billing adds email), from the customer's saved address. store-api: all '' for a guest; a signed-in
   * customer's saved billing address, shipping the same.
   */
  it("addresses: every field present, empty for a guest, the customer's saved billing address (shipping the same)", async () => {
    const guest = await store(api, '/cart');
    expect([guest.body.billing_address, guest.body.shipping_address]).toEqual([{ ...EMPTY_ADDRESS, email: '' }, EMPTY_ADDRESS]);
    const customer = addTestCustomer(api.db);
    await raw(api, '/api/v1/update_user_details', {
      body: {
        token: customer.token,
        first_name: 'Rod',
        last_name: 'Hutchinson',
        billing_email: 'rod@example.com',
        billing_phone: '07700 900999',
        billing_address_1: '4 Weir Lane',
        billing_address_2: 'Upper Mill',
        billing_city: 'Ringwood',
        billing_postcode: 'BH24 1AA',
        billing_state: 'Hampshire',
      },
    });
    const saved = { ...EMPTY_ADDRESS, first_name: 'Rod', last_name: 'Hutchinson', address_1: '4 Weir Lane', address_2: 'Upper Mill', city: 'Ringwood' };
    const expected = { ...saved, state: 'Hampshire', postcode: 'BH24 1AA', country: 'GB', phone: '07700 900999' };
    const mine = await store(api, '/cart', { headers: bearer(customer.token) });
    expect([mine.body.billing_address, mine.body.shipping_address]).toEqual([{ ...expected, email: 'rod@example.com' }, expected]);
  });

  /**
   * Aspect: the cart's errors. CartController::get_cart_errors (validate_cart_item, stock_exceptions_to_wp_errors):
   * `{code, message}` for a line not purchasable, out of stock, or holding more than is left. store-api: one per line.
   */
  it('errors[]: one {code, message} per line that can no longer be bought (closed, sold out, fewer left)', async () => {
    const [closed, soldOut, fewer] = [1, 2, 3].map(() => addTestCompetition(api.db, { total_sell_tickets: 100 }));
    const { session } = await cartWith(api, closed!.id, 1);
    for (const [competition, quantity] of [
      [soldOut!, 1],
      [fewer!, 3],
    ] as const) {
      await store(api, '/cart/add-item', { body: { id: competition.id, quantity }, headers: session });
    }
    expect((await store(api, '/cart', { headers: session })).body.errors).toEqual([]);
    saveCompetition(api.db, { ...closed!, status: 'closed' }, false);
    saveCompetition(api.db, { ...soldOut!, total_sell_tickets: 0 }, false);
    saveCompetition(api.db, { ...fewer!, total_sell_tickets: 2 }, false);
    expect((await store(api, '/cart', { headers: session })).body.errors).toEqual([
      { code: 'woocommerce_rest_product_not_purchasable', message: `"${closed!.title}" cannot be purchased. Please remove it from your cart.` },
      {
        code: 'woocommerce_rest_product_out_of_stock',
        message: `"${soldOut!.title}" is out of stock and cannot be purchased. Please remove it from your cart.`,
      },
      {
        code: 'woocommerce_rest_product_partially_out_of_stock',
        message: `There is not enough "${fewer!.title}" in stock. Please reduce the quantity in your cart.`,
      },
    ]);
  });

  /**
   * Aspect: _links on cart items. CartItems route (prepare_links): each item's `self` and the `collection`,
   * as rest_url(). store-api: the same, under its own /wp-json.
   */
  it('GET /cart/items: each item with _links (self and collection)', async () => {
    const { added, session } = await cartWith(api, 102, 1);
    const key = itemsOf(added)[0]!.key;
    const items = await store(api, '/cart/items', { headers: session });
    const collection = `${api.url}/wp-json/wc/store/v1/cart/items`;
    expect((items.body as unknown as { _links: unknown }[])[0]!._links).toEqual({
      self: [{ href: `${collection}/${key}` }],
      collection: [{ href: collection }],
    });
  });

  /**
   * Aspect: the plugin's data on items. ExtendSchema puts an extension's data under `extensions[namespace]`,
   * nothing at an item's top level. store-api: the competition only under extensions["angling-prizes"], and
   * no `cart_header` on the cart.
   */
  it(`items: the competition only under extensions["${CART_EXTENSION_NAMESPACE}"], no top-level additions`, async () => {
    const { added } = await cartWith(api, 102, 1);
    const item = itemsOf(added)[0]! as unknown as Record<string, unknown>;
    expect(item.extensions).toEqual({ [CART_EXTENSION_NAMESPACE]: { competition: toCartCompetition(getCompetition(api.db, 102)!) } });
    expect(['competition' in item, 'cart_header' in added.body]).toEqual([false, false]);
  });

  /**
   * Aspect: payment methods. CartSchema payment_methods: the ids of the available gateways. store-api: the
   * companion plugin's two gateways, angling_site_credit and angling_test_card.
   */
  it('payment_methods: the enabled gateway ids', async () => {
    expect((await store(api, '/cart')).body.payment_methods).toEqual(['angling_site_credit', 'angling_test_card']);
  });
});
