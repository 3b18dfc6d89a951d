import { CART_EXTENSION_NAMESPACE, PAYMENT_GATEWAYS, STORE_API_GBP, toCartCompetition } from '@shop/shared-contracts';
import { raw } from '../testing/testApi';
import { bearer, BILLING, cartWith, competitionOf, GOOD_CARD, itemsOf, store } from './storeApiCalls';
import { conformanceTargets, TARGET_START_TIMEOUT_MS, type ConformanceTarget, type TestCompetition } from './target';
import { startTarget } from './startTarget';

/** An address with nothing filled in but the country: WooCommerce's default customer location is the shop's (GB). */
const EMPTY_ADDRESS = { first_name: '', last_name: '', company: '', address_1: '', address_2: '', city: '', state: '', postcode: '', country: 'GB', phone: '' };

/**
 * WooCommerce conformance, part 5: the cart's shape (CartSchema, CartItemSchema, CartItems). Each test is one
 * aspect: what WooCommerce 9.3+ answers, from the source named, and that the target (store-api, or WordPress
 * with the companion plugin) answers the same over HTTP.
 */
describe.each(conformanceTargets())('WooCommerce conformance [%s]: the cart', (targetName) => {
  let api: ConformanceTarget;
  /** Two competitions on sale at £0.99 a ticket, for tests that need any. */
  let first: TestCompetition;
  let second: TestCompetition;
  beforeAll(async () => {
    api = await startTarget(targetName);
    [first, second] = [await api.addCompetition(), await api.addCompetition()];
  }, TARGET_START_TIMEOUT_MS);
  afterAll(() => api?.close());

  /** Aspect: items_count. CartSchema: the sum of the lines' quantities. store-api: the same. */
  it('items_count: the sum of the line quantities', async () => {
    const { session } = await cartWith(api, first.id, 2);
    const added = await store(api, '/cart/add-item', { body: { id: second.id, quantity: 3 }, headers: session });
    expect([itemsOf(added).length, added.body.items_count]).toEqual([2, 5]);
  });

  /** Aspect: shipping totals. CartSchema: total_shipping and total_shipping_tax null until shipping is calculated. store-api: null (prizes need no shipping rates). */
  it('totals: total_shipping and total_shipping_tax are null', async () => {
    const { added } = await cartWith(api, first.id, 1);
    expect(added.body.totals).toMatchObject({ total_shipping: null, total_shipping_tax: null });
    expect(added.body.has_calculated_shipping).toBe(false);
  });

  /**
   * Aspect: money. MoneyFormatter: integer strings in minor units; CurrencyFormatter: seven currency fields on
   * every money object. store-api: the same for item prices, line totals, coupon totals and cart totals (GBP).
   */
  it('money: minor-unit integer strings, with the seven currency fields on every money object', async () => {
    const { added } = await cartWith(api, first.id, 3);
    const item = itemsOf(added)[0]!;
    for (const money of [item.prices, item.totals, added.body.totals as Record<string, unknown>]) expect(money).toMatchObject(STORE_API_GBP);
    expect(item.totals).toMatchObject({ line_subtotal: '297', line_total: '297', line_subtotal_tax: '0', line_total_tax: '0' });
    expect(added.body.totals).toMatchObject({ total_items: '297', total_price: '297', total_discount: '0', total_tax: '0' });
  });

  /** Aspect: raw prices. CartItemSchema: prices.raw_prices with precision 6. store-api: the same (0.99 is "990000"). */
  it('raw_prices: precision 6', async () => {
    const { added } = await cartWith(api, first.id, 1);
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
    const fewLeft = await api.addCompetition({ tickets: 7, maxPerCustomer: 50 });
    const { added } = await cartWith(api, fewLeft.id, 1);
    expect(itemsOf(added)[0]!.quantity_limits).toEqual({ minimum: 1, maximum: 7, multiple_of: 1, editable: true });
    const capped = await api.addCompetition({ tickets: 500, maxPerCustomer: 20 });
    const customer = await api.addCustomer();
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
   * Aspect: item images and permalink. ImageAttachmentSchema (id, src, thumbnail, srcset, sizes, name, alt)
   * of the product's image attachment; CartItemSchema permalink, the product's. store-api: the competition's
   * artwork (derived ids) and its page on the storefront. WordPress: the product's attachment (titled with
   * its file name, the title as its alt text, no sub-sizes) and its product page.
   */
  it("items: WooCommerce's image schema and a permalink to the competition's page", async () => {
    const competition = await competitionOf(api, first.id);
    const { added } = await cartWith(api, first.id, 1);
    const item = itemsOf(added)[0]!;
    // The product's image first, then its gallery's.
    expect(item.images[0]).toEqual({
      id: expect.any(Number),
      src: competition.image,
      thumbnail: competition.image,
      srcset: '',
      sizes: '',
      name: competition.image.split('/').pop(),
      alt: competition.title,
    });
    expect(item.images[0]!.id).toBeGreaterThan(0);
    expect(item.permalink).toBe(await api.permalinkOf(first.id));
  });

  /**
   * Aspect: the cart's addresses. CartSchema: billing_address and shipping_address objects with every field
   * (billing adds email), from the session customer (WC_Customer_Data_Store_Session::set_defaults): a guest's
   * country is the default customer location (the shop's base country); a signed-in customer's saved
   * billing address, and a shipping address they never saved but for the country and county, taken from
   * billing. store-api: the same (the plugin saves billing details only).
   */
  it("addresses: every field present, empty but the shop's country for a guest, the customer's saved billing address", async () => {
    const guest = await store(api, '/cart');
    expect([guest.body.billing_address, guest.body.shipping_address]).toEqual([{ ...EMPTY_ADDRESS, email: '' }, EMPTY_ADDRESS]);
    const customer = await api.addCustomer();
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
    expect([mine.body.billing_address, mine.body.shipping_address]).toEqual([
      { ...expected, email: 'rod@example.com' },
      { ...EMPTY_ADDRESS, state: 'Hampshire' },
    ]);
  });

  /**
   * Aspect: the cart's errors. CartController::get_cart_errors (validate_cart_items, stock_exceptions_to_wp_errors):
   * one `{code, message}` per kind of problem, out of stock first, then not purchasable, naming every line of
   * its kind, the message texturized by ErrorSchema (curly quotes as entities). A line holding more than is
   * left is no error: CartController::normalize_cart lowers it to what is left whenever the cart loads.
   * store-api: the same.
   */
  it('errors[]: out of stock and not purchasable lines named per kind; a line holding more than is left is lowered to it', async () => {
    const closed = await api.addCompetition({ tickets: 100 });
    const soldOut = await api.addCompetition({ tickets: 100 });
    const fewer = await api.addCompetition({ tickets: 100 });
    const { session } = await cartWith(api, closed.id, 1);
    for (const [competition, quantity] of [
      [soldOut, 1],
      [fewer, 3],
    ] as const) {
      await store(api, '/cart/add-item', { body: { id: competition.id, quantity }, headers: session });
    }
    expect((await store(api, '/cart', { headers: session })).body.errors).toEqual([]);
    await api.closeCompetition(closed.id);
    await api.setTicketsLeft(soldOut.id, 0);
    await api.setTicketsLeft(fewer.id, 2);
    const cart = await store(api, '/cart', { headers: session });
    expect(cart.body.errors).toEqual([
      {
        code: 'woocommerce_rest_product_out_of_stock',
        message: `&#8220;${soldOut.title}&#8221; is out of stock and cannot be purchased. Please remove it from your cart.`,
      },
      { code: 'woocommerce_rest_product_not_purchasable', message: `&#8220;${closed.title}&#8221; cannot be purchased. Please remove it from your cart.` },
    ]);
    expect(itemsOf(cart).map((item) => [item.id, item.quantity])).toEqual([
      [closed.id, 1],
      [soldOut.id, 1],
      [fewer.id, 2],
    ]);
    // Two lines of one kind are named together.
    await api.closeCompetition(fewer.id);
    expect((await store(api, '/cart', { headers: session })).body.errors).toContainEqual({
      code: 'woocommerce_rest_product_not_purchasable',
      message: `&#8220;${closed.title}&#8221; and &#8220;${fewer.title}&#8221; cannot be purchased. Please remove them from your cart.`,
    });
  });

  /**
   * Aspect: _links on cart items. CartItems route (prepare_links): each item's `self` and the `collection`,
   * as rest_url(); WordPress 6.7+ adds `targetHints.allow` (the methods the item route takes) to `self`.
   * store-api: the same, under its own /wp-json.
   */
  it('GET /cart/items: each item with _links (self and collection)', async () => {
    const { added, session } = await cartWith(api, first.id, 1);
    const key = itemsOf(added)[0]!.key;
    const items = await store(api, '/cart/items', { headers: session });
    const collection = `${api.restRoot}wc/store/v1/cart/items`;
    expect((items.body as unknown as { _links: unknown }[])[0]!._links).toEqual({
      self: [{ href: `${collection}/${key}`, targetHints: { allow: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] } }],
      collection: [{ href: collection }],
    });
  });

  /**
   * Aspect: the plugin's data on items. ExtendSchema puts an extension's data under `extensions[namespace]`,
   * nothing at an item's top level. store-api: the competition only under extensions["angling-prizes"], and
   * no `cart_header` on the cart.
   */
  it(`items: the competition only under extensions["${CART_EXTENSION_NAMESPACE}"], no top-level additions`, async () => {
    const { added } = await cartWith(api, first.id, 1);
    const item = itemsOf(added)[0]! as unknown as Record<string, unknown>;
    expect(item.extensions).toEqual({ [CART_EXTENSION_NAMESPACE]: { competition: toCartCompetition(await competitionOf(api, first.id)) } });
    expect(['competition' in item, 'cart_header' in added.body]).toEqual([false, false]);
  });

  /**
   * Aspect: payment methods. CartSchema payment_methods: the ids of the available gateways
   * (get_available_payment_gateways: enabled, and is_available). store-api: the companion plugin's two
   * gateways, angling_site_credit (for a signed-in customer only) and angling_test_card; a gateway an admin
   * switched off is not listed.
   */
  it('payment_methods: the available gateway ids (site credit for a signed-in customer only, none switched off)', async () => {
    const customer = await api.addCustomer();
    expect((await store(api, '/cart')).body.payment_methods).toEqual(['angling_test_card']);
    expect((await store(api, '/cart', { headers: bearer(customer.token) })).body.payment_methods).toEqual(['angling_site_credit', 'angling_test_card']);
    await api.setGatewayEnabled('angling_test_card', false);
    try {
      expect((await store(api, '/cart', { headers: bearer(customer.token) })).body.payment_methods).toEqual(['angling_site_credit']);
    } finally {
      await api.setGatewayEnabled('angling_test_card', true);
    }
  });
});
