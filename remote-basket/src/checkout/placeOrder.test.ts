import type { ShopApi } from '@shop/shared-contracts';
import { cartItem } from '../testing/fixtures';
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
