import { ApiError, type ShopApi } from '@shop/shared-contracts';
import { CONNECTION_LOST_MESSAGE, PLACE_ORDER_FAILED_MESSAGE, placeOrder, type PlaceOrderInput } from './placeOrder';

const input: PlaceOrderInput = {
  billing: {
    first_name: 'Danny',
    last_name: 'Fairbrass',
    address_1: '12 Lakeside',
    address_2: '',
    city: 'Maidstone',
    state: '',
    postcode: 'ME15 6AA',
    country: 'GB',
    phone: '07700900123',
    email: 'demo@anglingprizes.test',
  },
  paymentMethod: 'site_credit',
  cardNumber: '',
  items: [],
  total: 0.99,
};

const failingWith = (error: unknown): Pick<ShopApi, 'checkout'> => ({ checkout: () => Promise.reject(error) });

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

describe('placeOrder when the checkout call fails', () => {
  it.each([
    ['no answer came (network error or timeout)', new ApiError('checkout: network error (signal timed out)', 0, 'network_error', null)],
    ['the answer was cut short or not the expected shape', new ApiError('checkout: malformed answer', 0, 'malformed_response', null)],
  ])('%s: the order may exist, so the customer is asked to check their orders', async (_case, error) => {
    const result = await placeOrder(failingWith(error), input);
    expect(result).toEqual({ ok: false, code: error.code, connectionLost: true, message: CONNECTION_LOST_MESSAGE });
  });

  it('the server refused it: its message, else the plain failure; the order was not placed', async () => {
    const refused = await placeOrder(
      failingWith(new ApiError('checkout: HTTP 400', 400, 'card_declined', 'The card was declined. No payment was taken.')),
      input,
    );
    expect(refused).toEqual({ ok: false, code: 'card_declined', connectionLost: false, message: 'The card was declined. No payment was taken.' });
    const crashed = await placeOrder(failingWith(new ApiError('checkout: HTTP 502', 502, '', null)), input);
    expect(crashed).toEqual({ ok: false, code: '', connectionLost: false, message: PLACE_ORDER_FAILED_MESSAGE });
  });
});
