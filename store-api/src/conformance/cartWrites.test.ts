import { apiUrl, cartWith, itemsOf, store, writeHeaders, type Answer } from './storeApiCalls';
import { conformanceTargets, TARGET_START_TIMEOUT_MS, type ConformanceTarget, type TestCompetition } from './target';
import { startTarget } from './startTarget';

/**
 * WooCommerce conformance, part 4: the cart's writes (add-item, update-item, remove-item, coupons) and their
 * errors. A competition is the product, its tickets left the stock, and the companion plugin's
 * `woocommerce_store_api_product_quantity_maximum` filter the per-customer allowance. Each test is one
 * aspect: what WooCommerce 9.3+ answers, from the source named, and that the target (store-api, or WordPress
 * with the companion plugin) answers the same over HTTP.
 */
describe.each(conformanceTargets())('WooCommerce conformance [%s]: cart writes', (targetName) => {
  let api: ConformanceTarget;
  /** A competition on sale at £0.99 a ticket, for tests that need any. */
  let onSale: TestCompetition;
  beforeAll(async () => {
    api = await startTarget(targetName);
    onSale = await api.addCompetition();
  }, TARGET_START_TIMEOUT_MS);
  afterAll(() => api?.close());

  const refusal = (answer: Answer) => [answer.status, answer.body.code, answer.body.message];
  const quantityOf = (answer: Answer, productId: number) => itemsOf(answer).find((item) => item.id === productId)?.quantity;

  /**
   * Aspect: add-item's answer. CartAddItem::get_route_post_response: 201 with the whole cart. store-api: the same.
   */
  it('add-item: 201 with the cart', async () => {
    const { added } = await cartWith(api, onSale.id, 2);
    expect([added.status, added.body.items_count, quantityOf(added, onSale.id)]).toEqual([201, 2, 2]);
  });

  /**
   * Aspect: add-item without a quantity. CartController::add_to_cart: "If quantity was not passed, it should
   * default to the minimum allowed quantity" (1). store-api: the same.
   */
  it('add-item without a quantity: the minimum (1) is added', async () => {
    const session = await writeHeaders(api);
    const added = await store(api, '/cart/add-item', { body: { id: onSale.id }, headers: session });
    expect([added.status, quantityOf(added, onSale.id)]).toEqual([201, 1]);
  });

  /**
   * Aspect: an unknown product. CartController::get_product_for_cart: 400 `woocommerce_rest_cart_invalid_product`
   * 'Product with ID "N" was not found and cannot be added to the cart.'; `id` is no required argument (absint
   * sanitizes it: text that is no number is 0), so none names the product "". store-api: the same.
   */
  it('add-item of an unknown product (or none): 400 woocommerce_rest_cart_invalid_product', async () => {
    const session = await writeHeaders(api);
    const notFound = (id: string) => [
      400,
      'woocommerce_rest_cart_invalid_product',
      `Product with ID &quot;${id}&quot; was not found and cannot be added to the cart.`,
    ];
    expect(refusal(await store(api, '/cart/add-item', { body: { id: 999_999, quantity: 1 }, headers: session }))).toEqual(notFound('999999'));
    expect(refusal(await store(api, '/cart/add-item', { body: { id: 'abc' }, headers: session }))).toEqual(notFound('0'));
    expect(refusal(await store(api, '/cart/add-item', { body: { quantity: 1 }, headers: session }))).toEqual(notFound(''));
  });

  /**
   * Aspect: a quantity of 0 or less. CartController::validate_add_to_cart: 400
   * `woocommerce_rest_product_invalid_quantity`. store-api: the same, with WooCommerce's message.
   */
  it('add-item with a quantity of 0 or less: 400 woocommerce_rest_product_invalid_quantity', async () => {
    const { title, id } = onSale;
    const session = await writeHeaders(api);
    for (const quantity of [0, -3]) {
      const answer = await store(api, '/cart/add-item', { body: { id, quantity }, headers: session });
      expect(refusal(answer)).toEqual([
        400,
        'woocommerce_rest_product_invalid_quantity',
        `You cannot add &quot;${title}&quot; with a quantity less than or equal to 0 to the cart.`,
      ]);
    }
  });

  /**
   * Aspect: a sold-out product. CartController::validate_add_to_cart: 400 `woocommerce_rest_product_out_of_stock`.
   * store-api: the same for a competition with no tickets left.
   */
  it('add-item of a sold-out competition: 400 woocommerce_rest_product_out_of_stock', async () => {
    const { title, id } = await api.addCompetition({ tickets: 0 });
    const session = await writeHeaders(api);
    const answer = await store(api, '/cart/add-item', { body: { id, quantity: 1 }, headers: session });
    expect(refusal(answer)).toEqual([
      400,
      'woocommerce_rest_product_out_of_stock',
      `You cannot add &quot;${title}&quot; to the cart because the product is out of stock.`,
    ]);
  });

  /**
   * Aspect: more than is left. CartController::validate_add_to_cart: when the stock left is less than the
   * quantity in the cart plus the quantity asked, 400 `woocommerce_rest_product_partially_out_of_stock`.
   * store-api: the same, new line or not.
   */
  it('add-item of more tickets than are left (the line included): 400 woocommerce_rest_product_partially_out_of_stock', async () => {
    const { title, id } = await api.addCompetition({ tickets: 5 });
    const message = `You cannot add that amount of &quot;${title}&quot; to the cart because there is not enough stock (5 remaining).`;
    const { added, session } = await cartWith(api, id, 3);
    expect(added.status).toBe(201);
    expect(refusal(await store(api, '/cart/add-item', { body: { id, quantity: 3 }, headers: session }))).toEqual([
      400,
      'woocommerce_rest_product_partially_out_of_stock',
      message,
    ]);
    const fresh = await writeHeaders(api);
    expect(refusal(await store(api, '/cart/add-item', { body: { id, quantity: 6 }, headers: fresh }))).toEqual([
      400,
      'woocommerce_rest_product_partially_out_of_stock',
      message,
    ]);
  });

  /**
   * Aspect: a new line above quantity_limits.maximum. CartController::add_to_cart caps a new line at
   * get_add_to_cart_limits' maximum and answers 201. store-api: the same, capped at the customer's allowance.
   */
  it('add-item of a new line above quantity_limits.maximum: capped, 201', async () => {
    const { id } = await api.addCompetition({ tickets: 100, maxPerCustomer: 4 });
    const { added } = await cartWith(api, id, 10);
    expect([added.status, quantityOf(added, id), itemsOf(added)[0]!.quantity_limits.maximum]).toEqual([201, 4, 4]);
  });

  /**
   * Aspect: adding to a line already in the cart. CartController::add_to_cart validates the new total with
   * QuantityLimits::validate_cart_item_quantity: 400 `invalid_quantity` "The maximum quantity of "NAME"
   * allowed in the cart is N" (no full stop). store-api: the same.
   */
  it('add-item to a line already in the cart past its maximum: 400 invalid_quantity', async () => {
    const { title, id } = await api.addCompetition({ tickets: 100, maxPerCustomer: 4 });
    const { session } = await cartWith(api, id, 3);
    const answer = await store(api, '/cart/add-item', { body: { id, quantity: 2 }, headers: session });
    expect(refusal(answer)).toEqual([400, 'invalid_quantity', `The maximum quantity of &quot;${title}&quot; allowed in the cart is 4`]);
    expect(quantityOf(await store(api, '/cart', { headers: session }), id)).toBe(3);
  });

  /**
   * Aspect: update-item outside the line's limits. CartController::set_cart_item_quantity with
   * QuantityLimits::validate_cart_item_quantity: 400 `invalid_quantity` below the minimum, above the maximum;
   * a fraction is a whole number of tickets (wc_stock_amount), so 1.5 sets 1. store-api: the same.
   */
  it('update-item outside quantity_limits: 400 invalid_quantity (minimum, maximum); a fraction is truncated', async () => {
    const { title, id } = await api.addCompetition({ tickets: 100, maxPerCustomer: 4 });
    const { added, session } = await cartWith(api, id, 2);
    const key = itemsOf(added)[0]!.key;
    const update = async (quantity: number) => refusal(await store(api, '/cart/update-item', { body: { key, quantity }, headers: session }));
    expect(await update(0)).toEqual([400, 'invalid_quantity', `The minimum quantity of &quot;${title}&quot; allowed in the cart is 1`]);
    expect(await update(5)).toEqual([400, 'invalid_quantity', `The maximum quantity of &quot;${title}&quot; allowed in the cart is 4`]);
    const fraction = await store(api, '/cart/update-item', { body: { key, quantity: 1.5 }, headers: session });
    expect([fraction.status, quantityOf(fraction, id)]).toEqual([200, 1]);
    expect((await store(api, '/cart/update-item', { body: { key, quantity: 4 }, headers: session })).status).toBe(200);
  });

  /**
   * Aspect: an unknown line key. CartController::set_cart_item_quantity: 409 "Cart item does not exist.";
   * CartRemoveItem: 409 "Cart item no longer exists or is invalid.", both `woocommerce_rest_cart_invalid_key`.
   * store-api: the same.
   */
  it('update-item and remove-item with an unknown key: 409 woocommerce_rest_cart_invalid_key', async () => {
    const { session } = await cartWith(api, onSale.id, 1);
    const update = await store(api, '/cart/update-item', { body: { key: 'no-such-line', quantity: 1 }, headers: session });
    expect(refusal(update)).toEqual([409, 'woocommerce_rest_cart_invalid_key', 'Cart item does not exist.']);
    const remove = await store(api, '/cart/remove-item', { body: { key: 'no-such-line' }, headers: session });
    expect(refusal(remove)).toEqual([409, 'woocommerce_rest_cart_invalid_key', 'Cart item no longer exists or is invalid.']);
  });

  /**
   * Aspect: every 409 carries the cart. AbstractCartRoute::get_route_error_response adds `data.cart` to a
   * 409. store-api: the same, the cart as it stands.
   */
  it('every 409 carries data.cart', async () => {
    const { session } = await cartWith(api, onSale.id, 2);
    const conflict = await store(api, '/cart/remove-item', { body: { key: 'no-such-line' }, headers: session });
    const cart = (conflict.body.data as { status: number; cart: { items_count: number; items: unknown[] } }).cart;
    expect([conflict.status, cart.items_count, cart.items.length]).toEqual([409, 2, 1]);
  });

  /**
   * Aspect: coupons. CartApplyCoupon / CartRemoveCoupon: 200 with the cart, the coupon listed (its code in
   * lower case, wc_format_coupon_code) with its discount; an unknown or repeated code 400
   * `woocommerce_rest_cart_coupon_error`; removing a coupon that is not applied 409
   * `woocommerce_rest_cart_coupon_invalid_code`, one that does not exist 400. store-api: the same.
   */
  it('coupons: apply and remove with 200 and the cart; unknown or repeated codes 400, removing one not applied 409', async () => {
    await api.addCoupon({ code: 'CONFORM1', description: '£1 off', amountMinor: 100 });
    const { session } = await cartWith(api, onSale.id, 3);
    const applied = await store(api, '/cart/apply-coupon', { body: { code: 'CONFORM1' }, headers: session });
    expect([applied.status, applied.body.coupons, (applied.body.totals as { total_discount: string }).total_discount]).toEqual([
      200,
      [expect.objectContaining({ code: 'conform1', totals: expect.objectContaining({ total_discount: '100' }) })],
      '100',
    ]);
    const again = await store(api, '/cart/apply-coupon', { body: { code: 'Conform1' }, headers: session });
    expect(refusal(again)).toEqual([400, 'woocommerce_rest_cart_coupon_error', 'Coupon code &quot;conform1&quot; has already been applied.']);
    const unknown = await store(api, '/cart/apply-coupon', { body: { code: 'NOPE' }, headers: session });
    expect(refusal(unknown)).toEqual([400, 'woocommerce_rest_cart_coupon_error', 'Coupon &quot;nope&quot; cannot be applied because it does not exist.']);
    const removed = await store(api, '/cart/remove-coupon', { body: { code: 'CONFORM1' }, headers: session });
    expect([removed.status, removed.body.coupons]).toEqual([200, []]);
    const notApplied = await store(api, '/cart/remove-coupon', { body: { code: 'CONFORM1' }, headers: session });
    expect(refusal(notApplied)).toEqual([
      409,
      'woocommerce_rest_cart_coupon_invalid_code',
      'Coupon cannot be removed because it is not already applied to the cart.',
    ]);
    expect((notApplied.body.data as { cart?: unknown }).cart).toBeDefined();
    const notACoupon = await store(api, '/cart/remove-coupon', { body: { code: 'NOPE' }, headers: session });
    expect(refusal(notACoupon)).toEqual([400, 'woocommerce_rest_cart_coupon_error', 'Invalid coupon code.']);
  });

  /**
   * Aspect: HTML entities in messages. WooCommerce's messages are translated strings with `&quot;` around
   * names (CartController, QuantityLimits), sent as they are. store-api: the same; the raw JSON carries the entity.
   */
  it('messages carry HTML entities (&quot;) as WooCommerce sends them', async () => {
    const session = await writeHeaders(api);
    const response = await fetch(apiUrl(api, '/wc/store/v1/cart/add-item'), {
      method: 'POST',
      headers: { ...session, 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: onSale.id, quantity: 0 }),
    });
    expect(await response.text()).toContain(`"message":"You cannot add &quot;${onSale.title}&quot; with a quantity`);
  });
});
