import { ApiError, type ShopApi } from '@shop/shared-contracts';
import { cartItem, cartOf } from '../testing/fixtures';
import { getCartState, resetCartStore, storeCart } from '../state/basketStore';
import { STORE_API_SENTENCES } from '../flow/storeApiMessages';
import { recordToasts } from '../testing/toasts';
import { changeLineQuantity, removeLine, UPDATE_FAILED_MESSAGE } from './cartActions';

type LineApi = Pick<ShopApi, 'updateItem' | 'removeItem' | 'getCart'>;

const refusing = (error: unknown, getCart = jest.fn<ReturnType<ShopApi['getCart']>, []>()) => {
  const api: LineApi = { updateItem: () => Promise.reject(error), removeItem: () => Promise.reject(error), getCart };
  return { ...api, getCart };
};

describe("the basket page's line actions when WooCommerce refuses them", () => {
  let toasts: ReturnType<typeof recordToasts>;
  beforeEach(() => {
    resetCartStore();
    toasts = recordToasts();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    toasts.stop();
    jest.restoreAllMocks();
  });

  it('an unknown code: the general message, and the basket as it was', async () => {
    const before = cartOf([cartItem('k1', 7, 2), cartItem('k2', 8, 1)]);
    storeCart(before);
    const api = refusing(new ApiError('cartUpdateItem: HTTP 400', 400, 'some_plugin_refusal', 'Computer says no.'));
    await changeLineQuantity(api, before.items[0]!, 3, []);
    await removeLine(api, before.items[1]!);
    expect(getCartState().cartItems.map((item) => [item.key, item.quantity])).toEqual([
      ['k1', '2'],
      ['k2', '1'],
    ]);
    expect(api.getCart).not.toHaveBeenCalled();
    expect(toasts.shown).toEqual([
      ['error', UPDATE_FAILED_MESSAGE],
      ['error', UPDATE_FAILED_MESSAGE],
    ]);
  });

  it('a quantity the site refuses (invalid_quantity): its sentence, and the line keeps its quantity', async () => {
    storeCart(cartOf([cartItem('k1', 7, 2)]));
    const refusal = new ApiError(
      'cartUpdateItem: HTTP 400',
      400,
      'invalid_quantity',
      'The maximum quantity of &quot;Competition 7&quot; allowed in the cart is 2',
    );
    await changeLineQuantity(refusing(refusal), cartItem('k1', 7, 2), 3, []);
    expect(getCartState().cartItems[0]!.quantity).toBe('2');
    expect(toasts.shown).toEqual([['error', STORE_API_SENTENCES.invalid_quantity]]);
  });

  it('a line the site no longer holds (409 cart_invalid_key): the basket is loaded again, and the customer told', async () => {
    storeCart(cartOf([cartItem('k1', 7, 2), cartItem('gone', 8, 1)]));
    const refusal = new ApiError('cartRemoveItem: HTTP 409', 409, 'woocommerce_rest_cart_invalid_key', 'Cart item no longer exists or is invalid.');
    const api = refusing(
      refusal,
      jest.fn(() => Promise.resolve(cartOf([cartItem('k1', 7, 2)]))),
    );
    await expect(removeLine(api, cartItem('gone', 8, 1))).resolves.toBe(false);
    expect(api.getCart).toHaveBeenCalledTimes(1);
    expect(getCartState().cartItems.map((item) => item.key)).toEqual(['k1']);
    expect(toasts.shown).toEqual([['error', STORE_API_SENTENCES.woocommerce_rest_cart_invalid_key]]);
  });
});
