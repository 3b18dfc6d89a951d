import { CART_EXTENSION_NAMESPACE, PAYMENT_GATEWAYS } from '@shop/shared-contracts';
import { raw } from '../testing/testApi';
import { bearer, BILLING, cartWith, GOOD_CARD, store, writeHeaders, type Answer } from './storeApiCalls';
import { conformanceTargets, TARGET_START_TIMEOUT_MS, type ConformanceTarget } from './target';
import { startTarget } from './startTarget';

const { email: _email, ...BILLING_POSTAL } = BILLING;
const PAY_BY_CARD = { billing_address: BILLING, payment_method: PAYMENT_GATEWAYS.test_card, payment_data: GOOD_CARD };

/**
 * WooCommerce conformance, part 6: checkout (Checkout.php, CheckoutTrait.php, OrderController.php,
 * CheckoutSchema.php). Each test is one aspect: what WooCommerce 9.3+ answers, from the source named, and
 * that the target (store-api, or WordPress with the companion plugin) answers the same over HTTP.
 */
describe.each(conformanceTargets())('WooCommerce conformance [%s]: checkout', (targetName) => {
  let api: ConformanceTarget;
  beforeAll(async () => {
    api = await startTarget(targetName);
  }, TARGET_START_TIMEOUT_MS);
  afterAll(() => api?.close());

  /** A new customer (with `credit` pounds) whose basket holds `quantity` of a fresh competition: their write headers and the competition. */
  async function customerWithBasket(quantity = 2, options: { credit?: number; price?: number } = {}) {
    const competition = await api.addCompetition({ price: options.price ?? 1.5, tickets: 100 });
    const customer = await api.addCustomer({ credit: options.credit });
    const { session } = await cartWith(api, competition.id, quantity, bearer(customer.token));
    return { customer, competition, session };
  }
  const checkout = (session: Record<string, string>, body: Record<string, unknown>) => store(api, '/checkout', { body, headers: session });
  const refusal = (answer: Answer) => [answer.status, answer.body.code, answer.body.message];
  const orderDetail = async (token: string, id: number) =>
    (await raw(api, '/api/v1/order_detail', { body: { token, id } })).body.data as Record<string, unknown>;

  /**
   * Aspect: the answer's status. Checkout::get_route_post_response: the status follows payment_status
   * (success 200); the gateway's result array (result, redirect) becomes payment_details. store-api: a placed
   * order is 200 with payment_status success, status processing.
   */
  it('checkout: a placed order is 200, payment_status success, status processing, the gateway result as payment_details', async () => {
    const { customer, session } = await customerWithBasket();
    const answer = await checkout(session, PAY_BY_CARD);
    expect(answer.status).toBe(200);
    const redirect = (answer.body.payment_result as { redirect_url: string }).redirect_url;
    expect(answer.body).toMatchObject({
      status: 'processing',
      customer_id: customer.userId,
      payment_method: 'angling_test_card',
      payment_result: {
        payment_status: 'success',
        payment_details: [
          { key: 'result', value: 'success' },
          { key: 'redirect', value: redirect },
        ],
      },
      __experimentalCart: null,
    });
  });

  /** Aspect: shipping_address. CheckoutSchema / Checkout.php: without one, the billing address is used. store-api: the same (no email). */
  it('checkout: shipping_address defaults to the billing address', async () => {
    const { session } = await customerWithBasket();
    const answer = await checkout(session, PAY_BY_CARD);
    expect([answer.body.billing_address, answer.body.shipping_address]).toEqual([BILLING, BILLING_POSTAL]);
  });

  /**
   * Aspect: an empty cart. CartController::validate_cart_not_empty: 409 `woocommerce_rest_cart_empty`, "Cannot
   * place an order, your cart is empty.", with the cart (data.cart). store-api: the same.
   */
  it('checkout of an empty cart: 409 woocommerce_rest_cart_empty with the cart', async () => {
    const customer = await api.addCustomer();
    const session = await writeHeaders(api, bearer(customer.token));
    const answer = await checkout(session, PAY_BY_CARD);
    expect(refusal(answer)).toEqual([409, 'woocommerce_rest_cart_empty', 'Cannot place an order, your cart is empty.']);
    expect((answer.body.data as { cart: { items: unknown[] } }).cart.items).toEqual([]);
  });

  /**
   * Aspect: no billing address. Checkout's `billing_address` argument is required (WP_REST_Request::has_valid_params):
   * 400 `rest_missing_callback_param`. store-api: the same, params ['billing_address'].
   */
  it('checkout without billing_address: 400 rest_missing_callback_param', async () => {
    const { session } = await customerWithBasket();
    const answer = await checkout(session, { payment_method: PAYMENT_GATEWAYS.test_card, payment_data: GOOD_CARD });
    expect(answer.body).toEqual({
      code: 'rest_missing_callback_param',
      message: 'Missing parameter(s): billing_address',
      data: { status: 400, params: ['billing_address'] },
    });
  });

  /**
   * Aspect: no payment method. CheckoutTrait::get_request_payment_method: an order that needs payment without
   * one is 400 `woocommerce_rest_checkout_missing_payment_method`. store-api: the same.
   */
  it('checkout without a payment method for an order that needs payment: 400 woocommerce_rest_checkout_missing_payment_method', async () => {
    const { session } = await customerWithBasket();
    const answer = await checkout(session, { billing_address: BILLING });
    expect(refusal(answer)).toEqual([400, 'woocommerce_rest_checkout_missing_payment_method', 'No payment method provided.']);
  });

  /**
   * Aspect: a payment method that is no available gateway. CheckoutSchema's payment_method enum is '' and
   * every registered gateway: any other id (the storefront's old names) is 400 `rest_invalid_param`
   * (`rest_not_in_enum`) before the route runs. Checkout::get_request_payment_method: a registered gateway
   * that is not available (switched off) is 400 `woocommerce_rest_checkout_payment_method_disabled`, "%s is
   * not available for this order—please choose a different payment method", naming it by its title.
   * store-api: the same.
   */
  it('checkout with a payment method that is no available gateway: 400 rest_invalid_param, or payment_method_disabled when switched off', async () => {
    const { session } = await customerWithBasket();
    for (const method of ['coupon', 'test_card', 'site_credit']) {
      const answer = await checkout(session, { ...PAY_BY_CARD, payment_method: method });
      expect([answer.status, answer.body.code, answer.body.message]).toEqual([400, 'rest_invalid_param', 'Invalid parameter(s): payment_method']);
      expect((answer.body.data as { details: Record<string, { code: string }> }).details.payment_method!.code).toBe('rest_not_in_enum');
    }
    await api.setGatewayEnabled(PAYMENT_GATEWAYS.test_card, false);
    try {
      expect(refusal(await checkout(session, PAY_BY_CARD))).toEqual([
        400,
        'woocommerce_rest_checkout_payment_method_disabled',
        'Card payment is not available for this order\u2014please choose a different payment method',
      ]);
    } finally {
      await api.setGatewayEnabled(PAYMENT_GATEWAYS.test_card, true);
    }
  });

  /**
   * Aspect: an order that needs no payment. Checkout::process_without_payment: placed without a payment
   * method, and a gateway named is not charged. store-api: placed (stored as paid by coupon), no card checked.
   */
  it('checkout of an order its coupons cover: placed without a payment method, and a named gateway is not charged', async () => {
    for (const [code, paymentMethod, title] of [
      ['COVERS1', '', 'Coupon'],
      ['COVERS2', PAYMENT_GATEWAYS.test_card, 'Card payment'],
    ] as const) {
      await api.addCoupon({ code, description: '£50 off', amountMinor: 5000 });
      const { customer, session } = await customerWithBasket(2);
      await store(api, '/cart/apply-coupon', { body: { code }, headers: session });
      const failingCard = [{ key: 'card_number', value: '4000000000000002' }];
      const answer = await checkout(session, { billing_address: BILLING, payment_method: paymentMethod, payment_data: failingCard });
      expect([answer.status, answer.body.payment_method]).toEqual([200, paymentMethod]);
      expect(await orderDetail(customer.token, answer.body.order_id as number)).toMatchObject({ total: '0.00', payment_method_title: title });
    }
  });

  /**
   * Aspect: a payment that fails. Checkout::process_payment: 400 `woocommerce_rest_checkout_process_payment_error`
   * with the gateway's message. store-api: site credit short, or the test card declined; the basket kept.
   */
  it('checkout whose payment fails: 400 woocommerce_rest_checkout_process_payment_error, the basket kept', async () => {
    const { session } = await customerWithBasket(2, { credit: 1 });
    const credit = await checkout(session, { billing_address: BILLING, payment_method: PAYMENT_GATEWAYS.site_credit });
    expect(refusal(credit)).toEqual([400, 'woocommerce_rest_checkout_process_payment_error', 'You do not have enough site credit for this order.']);
    const declined = await checkout(session, { ...PAY_BY_CARD, payment_data: [{ key: 'card_number', value: '4000000000000002' }] });
    expect(refusal(declined)).toEqual([400, 'woocommerce_rest_checkout_process_payment_error', 'The card was declined. No payment was taken.']);
    expect((await store(api, '/cart', { headers: session })).body.items_count).toBe(2);
  });

  /**
   * Aspect: redirect_url. Checkout.php sets payment_result.redirect_url to WC_Order::get_checkout_order_received_url
   * (the checkout page's order-received endpoint with the order key). store-api: on the storefront's checkout page.
   */
  it('checkout: redirect_url is the order-received URL with the order key', async () => {
    const { session } = await customerWithBasket();
    const answer = await checkout(session, PAY_BY_CARD);
    const { order_id, order_key } = answer.body as { order_id: number; order_key: string };
    expect((answer.body.payment_result as { redirect_url: string }).redirect_url).toBe(`${api.checkoutUrl}/order-received/${order_id}/?key=${order_key}`);
  });

  /**
   * Aspect: order_key and order_number. CheckoutSchema: the order's key, wc_generate_order_key's `wc_order_`
   * and 13 letters and digits, and its number. store-api: the same.
   */
  it('checkout: order_key is wc_order_ and 13 letters and digits, order_number the order id', async () => {
    const { session } = await customerWithBasket();
    const answer = await checkout(session, PAY_BY_CARD);
    expect(answer.body.order_key).toMatch(/^wc_order_[A-Za-z0-9]{13}$/);
    expect(answer.body.order_number).toBe(String(answer.body.order_id));
  });

  /**
   * Aspect: the plugin's data on an order. ExtendSchema puts it under `extensions[namespace]`. store-api: the
   * instant wins and ticket numbers under extensions["angling-prizes"], nothing at the top level.
   */
  it(`checkout: instant wins and ticket numbers under extensions["${CART_EXTENSION_NAMESPACE}"]`, async () => {
    const competition = await api.addCompetition({ tickets: 3, instantWin: { title: '£25 Site Credit', prizeValue: 25 } });
    const customer = await api.addCustomer();
    const { session } = await cartWith(api, competition.id, 1, bearer(customer.token));
    const answer = await checkout(session, PAY_BY_CARD);
    const tickets = ((await orderDetail(customer.token, answer.body.order_id as number)).product as { tickets: number[] }[])[0]!.tickets;
    expect(answer.body.extensions).toEqual({
      [CART_EXTENSION_NAMESPACE]: {
        instant_wins: [{ competition_id: competition.id, ticket_number: tickets[0], prize: '£25 Site Credit' }],
        tickets: [{ competition_id: competition.id, ticket_numbers: tickets }],
      },
    });
    expect('instant_wins' in answer.body).toBe(false);
  });

  /**
   * Aspect: lines that can no longer be bought. CartController::validate_cart_items: 409 with the first
   * problem's code and message (out of stock before not purchasable), the others as additional_errors (data
   * null), and data.cart; the messages as the cart's errors[] word them, without texturizing. store-api: the same.
   */
  it('checkout with lines that can no longer be bought: 409 with the problems and data.cart', async () => {
    const { competition, session } = await customerWithBasket(3);
    const other = await api.addCompetition({ tickets: 100 });
    await store(api, '/cart/add-item', { body: { id: other.id, quantity: 1 }, headers: session });
    await api.setTicketsLeft(competition.id, 0);
    await api.closeCompetition(other.id);
    const answer = await checkout(session, PAY_BY_CARD);
    expect(refusal(answer)).toEqual([
      409,
      'woocommerce_rest_product_out_of_stock',
      `"${competition.title}" is out of stock and cannot be purchased. Please remove it from your cart.`,
    ]);
    expect(answer.body.additional_errors).toEqual([
      { code: 'woocommerce_rest_product_not_purchasable', message: `"${other.title}" cannot be purchased. Please remove it from your cart.`, data: null },
    ]);
    expect((answer.body.data as { cart: { items: unknown[] } }).cart.items).toHaveLength(2);
  });

  /**
   * Aspect: GET /checkout. Checkout::get_route_response: the checkout for the current cart before payment (a
   * draft): status checkout-draft, the cart's addresses, the default payment method (the first enabled
   * gateway, PaymentUtils::get_default_payment_method), no payment result, the plugin's extension data
   * empty; no order placed. WooCommerce also makes a draft order (order_id, order_key and order_number are
   * its own); store-api makes none and answers order_id 0, so those three are not compared.
   */
  it('GET /checkout: the checkout draft of the current cart, no order placed', async () => {
    const { customer, session } = await customerWithBasket();
    const draft = await store(api, '/checkout', { headers: session });
    const cart = await store(api, '/cart', { headers: session });
    expect([draft.status, draft.body]).toEqual([
      200,
      {
        order_id: expect.any(Number),
        status: 'checkout-draft',
        order_key: expect.any(String),
        order_number: expect.any(String),
        customer_note: '',
        customer_id: customer.userId,
        billing_address: cart.body.billing_address,
        shipping_address: cart.body.shipping_address,
        payment_method: PAYMENT_GATEWAYS.site_credit,
        payment_result: { payment_status: '', payment_details: [], redirect_url: '' },
        additional_fields: {},
        __experimentalCart: null,
        extensions: { [CART_EXTENSION_NAMESPACE]: { instant_wins: [], tickets: [] } },
      },
    ]);
    expect((await raw(api, '/api/v1/orders', { body: { token: customer.token, page: 1 } })).body.data).toEqual([]);
  });

  /**
   * Aspect: every /checkout method needs a session. AbstractCartRoute::requires_nonce for /checkout is
   * !has_cart_token, GET included; an empty cart is 400 `woocommerce_rest_cart_empty`. store-api: the same.
   */
  it('GET /checkout: needs a valid Cart-Token or nonce (401), and a basket (400 cart empty)', async () => {
    const missing = await store(api, '/checkout');
    expect(refusal(missing)).toEqual([401, 'woocommerce_rest_missing_nonce', 'Missing the Nonce header. This endpoint requires a valid nonce.']);
    const empty = await store(api, '/checkout', { headers: await writeHeaders(api) });
    expect(refusal(empty)).toEqual([400, 'woocommerce_rest_cart_empty', 'Cannot create order from empty cart.']);
  });

  /**
   * Aspect: one order per checkout, whatever the clicks. Submissions of one cart at the same moment, or again
   * after it was ordered, place one order and take one payment. WooCommerce alone places several
   * (woocommerce/woocommerce#62659: each passes the cart's validation before any order exists); with the
   * companion plugin a customer's checkouts run one at a time (StoreApi\CheckoutOnce, a MariaDB named lock),
   * and a later one finds the cart its order emptied: CartController::validate_cart_not_empty, 409
   * `woocommerce_rest_cart_empty` with data.cart. store-api: one transaction at a time, the same answer. The
   * customer then buys the same basket again as a new order.
   */
  it('checkout: five submissions of one cart at once place one order and one payment; the others, and one repeated after it, are 409 woocommerce_rest_cart_empty', async () => {
    const { customer, competition, session } = await customerWithBasket(2, { credit: 10 });
    const paid = { billing_address: BILLING, payment_method: PAYMENT_GATEWAYS.site_credit };
    const emptyCart = [409, 'woocommerce_rest_cart_empty', 'Cannot place an order, your cart is empty.'];
    const orders = async () =>
      ((await raw(api, '/api/v1/orders', { body: { token: customer.token, page: 1 } })).body.data as { order_id_: number }[]).map((order) => order.order_id_);
    const credit = async () => {
      const answer = (await raw(api, '/api/v1/get_site_credit', { body: { token: customer.token } })).body as {
        balance: number;
        data: { amount: number }[];
      };
      return [answer.balance, answer.data.map((entry) => entry.amount)];
    };

    const answers = await Promise.all(Array.from({ length: 5 }, () => checkout(session, paid)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const placed = answers.find((answer) => answer.status === 200)!.body;
    for (const answer of answers.filter((answer) => answer.status === 409)) {
      expect(refusal(answer)).toEqual(emptyCart);
      expect((answer.body.data as { cart: { items: unknown[] } }).cart.items).toEqual([]);
    }
    const again = await checkout(session, paid);
    expect(refusal(again)).toEqual(emptyCart);
    expect([await orders(), await credit()]).toEqual([[placed.order_id], [7, [-3, 10]]]);

    await store(api, '/cart/add-item', { body: { id: competition.id, quantity: 2 }, headers: session });
    const later = await checkout(session, paid);
    expect(later.status).toBe(200);
    expect(later.body.order_id).not.toBe(placed.order_id);
    expect([(await orders()).sort(), await credit()]).toEqual([[placed.order_id, later.body.order_id].sort(), [4, [-3, -3, 10]]]);
  });
});
