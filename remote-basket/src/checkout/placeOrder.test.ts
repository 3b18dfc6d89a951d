import { ApiError, CART_EXTENSION_NAMESPACE, createApiClient, type PaymentMethod, type ShopApi } from '@shop/shared-contracts';
import { MemoryStorage } from '@shop/shared-contracts/src/testing/memoryStorage';
import { cartItem, cartOf } from '../testing/fixtures';
import { getCartState, resetCartStore, storeItems } from '../state/basketStore';
import { BASKET_EXPIRED_MESSAGE } from '../flow/storeApiMessages';
import { CART_EMPTY_CODE, placeOrder, type PlaceOrderInput } from './placeOrder';

const INPUT: PlaceOrderInput = {
  billing: {
    first_name: 'Danny',
    last_name: 'F',
    address_1: '12',
    address_2: 'Mill Lane',
    city: 'Maidstone',
    state: '',
    postcode: 'ME15 6AA',
    country: 'GB',
    phone: '1',
    email: 'd@e.test',
  },
  paymentMethod: 'site_credit',
  cardNumber: '',
  items: [cartItem('k1', 12, 3)],
  total: 3,
};

/** An API error as the client throws it (shared-contracts' ApiError): status, WordPress code, server message. */
const failure = (status: number, code: string, serverMessage: string | null = null, refusedParams: string[] = []) =>
  Object.assign(new Error(`checkout: ${status}`), { name: 'ApiError', status, code, serverMessage, refusedParams });

const failingWith = (error: Error): Pick<ShopApi, 'checkout'> => ({ checkout: () => Promise.reject(error) });

describe('placeOrder: what a failure says about the order', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('no answer (the connection dropped, or a garbled one): the order may exist', async () => {
    for (const code of ['network_error', 'malformed_response']) {
      await expect(placeOrder(failingWith(failure(0, code)), INPUT)).resolves.toMatchObject({ ok: false, outcomeUnknown: true });
    }
  });

  it('a gateway or proxy error with no WooCommerce code: the order may exist', async () => {
    await expect(placeOrder(failingWith(failure(504, '')), INPUT)).resolves.toMatchObject({ ok: false, outcomeUnknown: true });
  });

  it("WooCommerce's own answers are definite, the empty cart's code kept for the page to look for the order", async () => {
    await expect(placeOrder(failingWith(failure(400, CART_EMPTY_CODE, 'Cannot create order from empty cart.')), INPUT)).resolves.toEqual({
      ok: false,
      outcomeUnknown: false,
      basketReplaced: false,
      code: CART_EMPTY_CODE,
      message: 'Your basket is empty, so there is nothing to pay for. Please add your tickets again.',
      refusedFields: {},
    });
    const declined = failure(500, 'woocommerce_rest_checkout_process_payment_error', 'The card was declined.');
    await expect(placeOrder(failingWith(declined), INPUT)).resolves.toMatchObject({ outcomeUnknown: false, message: 'The card was declined.' });
  });

  it("a refusal of billing fields names each field with the customer's sentence, and is definite", async () => {
    const refused = failure(400, 'rest_invalid_param', 'Invalid parameter(s): billing_address', ['billing_address.email', 'billing_address.first_name']);
    await expect(placeOrder(failingWith(refused), INPUT)).resolves.toMatchObject({
      outcomeUnknown: false,
      refusedFields: { email: 'Email address is invalid.', firstName: 'First name is too long.' },
    });
  });
});

describe('placeOrder: what goes to WooCommerce, and what comes back', () => {
  /** WooCommerce's answer to a placed order, the companion plugin's instant wins under its extension namespace. */
  const wooCommerceOrder = {
    order_id: 146,
    status: 'processing',
    order_key: 'wc_order_VPffqyvgWVqWL',
    order_number: '146',
    customer_note: '',
    customer_id: 12,
    billing_address: { ...INPUT.billing, company: '' },
    shipping_address: { ...INPUT.billing, company: '' },
    payment_method: 'angling_site_credit',
    payment_result: {
      payment_status: 'success',
      payment_details: [{ key: 'result', value: 'success' }],
      redirect_url: 'https://shop.example.co.uk/checkout/order-received/146/?key=wc_order_VPffqyvgWVqWL',
    },
    additional_fields: {},
    extensions: { [CART_EXTENSION_NAMESPACE]: { instant_wins: [{ competition_id: 12, ticket_number: 412, prize: '£25 site credit' }], tickets: [] } },
  };
  const checkoutWith = async (paymentMethod: PaymentMethod, cardNumber = '') => {
    const bodies: unknown[] = [];
    const fetchImpl = async (_url: string | URL | Request, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify(wooCommerceOrder), { status: 200, headers: { 'Cart-Token': 'cart-token-1' } });
    };
    const api = createApiClient({ host: 'https://shop.example.co.uk', serviceToken: 's', fetch: fetchImpl as typeof fetch, storage: new MemoryStorage() });
    const result = await placeOrder(api, { ...INPUT, paymentMethod, cardNumber });
    return { body: bodies[0], result };
  };

  it.each<[PaymentMethod, string]>([
    ['site_credit', 'angling_site_credit'],
    ['test_card', 'angling_test_card'],
  ])("the customer's choice %s goes as WooCommerce's gateway id %s", async (choice, gateway) => {
    const { body } = await checkoutWith(choice, '4242 4242 4242 4242');
    expect(body).toMatchObject({ payment_method: gateway });
  });

  it('coupons that cover the whole order go with no payment method at all', async () => {
    const { body } = await checkoutWith('coupon');
    expect(body).toEqual({ billing_address: INPUT.billing });
  });

  it('a card payment carries the card number without spaces', async () => {
    const { body } = await checkoutWith('test_card', '4242 4242 4242 4242');
    expect(body).toEqual({
      billing_address: INPUT.billing,
      payment_method: 'angling_test_card',
      payment_data: [{ key: 'card_number', value: '4242424242424242' }],
    });
  });

  it("reads the order's instant wins from the companion plugin's extension data", async () => {
    const { result } = await checkoutWith('site_credit');
    expect(result).toMatchObject({
      ok: true,
      order: {
        orderId: 146,
        orderNumber: '146',
        paymentMethod: 'site_credit',
        instantWins: [{ competitionId: 12, ticketNumber: 412, prize: '£25 site credit' }],
      },
    });
  });
});

describe('placeOrder: refusals', () => {
  beforeEach(() => {
    resetCartStore();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it("WooCommerce's email refusals land on the email field, in the form's words", async () => {
    const missing = new ApiError('checkout: HTTP 400', 400, 'woocommerce_rest_missing_email_address', 'A valid email address is required');
    const invalid = new ApiError('checkout: HTTP 400', 400, 'woocommerce_rest_invalid_email_address', 'The provided email address (d@e) is not valid');
    await expect(placeOrder(failingWith(missing), INPUT)).resolves.toMatchObject({ refusedFields: { email: 'Email address is required.' } });
    await expect(placeOrder(failingWith(invalid), INPUT)).resolves.toMatchObject({ refusedFields: { email: 'Email address is invalid.' } });
  });

  it('a basket the site had forgotten: the fresh one replaces it, with the notice', async () => {
    storeItems([cartItem('k1', 12, 3)]);
    const expired = new ApiError('checkout: HTTP 401', 401, 'woocommerce_rest_missing_nonce', 'Missing the Nonce header.', [], cartOf([]));
    await expect(placeOrder(failingWith(expired), INPUT)).resolves.toMatchObject({ ok: false, basketReplaced: true, message: BASKET_EXPIRED_MESSAGE });
    expect(getCartState()).toMatchObject({ cartItems: [], notice: BASKET_EXPIRED_MESSAGE });
  });
});

describe('placeOrder: orders that wait for the provider', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  const pendingAnswer = {
    order_id: 150,
    status: 'pending',
    order_key: 'wc_order_pend',
    order_number: '150',
    customer_note: '',
    customer_id: 12,
    payment_method: 'angling_hosted_sandbox',
    payment_result: {
      payment_status: 'pending' as const,
      payment_details: [],
      redirect_url: 'https://api.shop.test/sandbox-pay/150?key=wc_order_pend',
    },
    instant_wins: [],
  };

  it('a pending answer with a redirect_url sends the customer there, with the order kept as pending and its key', async () => {
    const checkout = jest.fn(() => Promise.resolve(pendingAnswer));
    const result = await placeOrder({ checkout }, { ...INPUT, paymentMethod: 'gateway:angling_hosted_sandbox' });
    expect(checkout).toHaveBeenCalledWith({ billing_address: INPUT.billing, payment_method: 'angling_hosted_sandbox' });
    expect(result).toMatchObject({
      ok: 'redirect',
      url: 'https://api.shop.test/sandbox-pay/150?key=wc_order_pend',
      order: { orderId: 150, orderKey: 'wc_order_pend', total: 3, lines: [{ competitionId: 12, quantity: 3 }] },
    });
  });

  it("a failure answer is refused with the gateway's message, nothing placed", async () => {
    const failed = {
      ...pendingAnswer,
      status: 'failed',
      payment_result: { payment_status: 'failure' as const, payment_details: [{ key: 'message', value: 'Declined by the bank.' }], redirect_url: '' },
    };
    await expect(placeOrder({ checkout: () => Promise.resolve(failed) }, INPUT)).resolves.toEqual({
      ok: false,
      message: 'Declined by the bank.',
      code: 'payment_failure',
      outcomeUnknown: false,
      basketReplaced: false,
      refusedFields: {},
    });
  });

  it("WooCommerce's 400 for a failure with no message (the order as its body, no code) says the payment was not accepted", async () => {
    await expect(placeOrder(failingWith(failure(400, '')), INPUT)).resolves.toMatchObject({
      ok: false,
      outcomeUnknown: false,
      message: 'Your payment was not accepted, so nothing has been charged. Please check your details or choose another way to pay.',
    });
  });
});
