import { ApiError, type ShopApi } from '@shop/shared-contracts';
import { cartItem, cartOf } from '../testing/fixtures';
import { getCartState, resetCartStore, storeItems } from '../state/basketStore';
import { rememberAnswer } from '../state/answerMemory';
import { BASKET_EXPIRED_MESSAGE, STORE_API_SENTENCES } from '../flow/storeApiMessages';
import { recordToasts } from '../testing/toasts';
import { restoreLine, UNDO_FAILED_MESSAGE } from './cartActions';

type Api = Pick<ShopApi, 'getNonce' | 'addItem' | 'getCart'>;

function api(overrides: Partial<Api> = {}): Api & { addItem: jest.Mock } {
  return {
    getNonce: jest.fn(async () => 'nonce-1'),
    addItem: jest.fn(async (request: Parameters<ShopApi['addItem']>[0]) => cartOf([cartItem('k9', 9, Number(request.quantity))])),
    getCart: jest.fn(async () => cartOf([])),
    ...overrides,
  } as Api & { addItem: jest.Mock };
}

describe('Undo of a remove (restoreLine)', () => {
  let errorSpy: jest.SpyInstance;
  beforeEach(() => {
    resetCartStore();
    localStorage.clear();
    errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errorSpy.mockRestore());

  it('adds the removed line back with the same quantity and stores the basket', async () => {
    const client = api();
    await expect(restoreLine(client, cartItem('old-key', 9, 4))).resolves.toBe(true);
    expect(client.addItem).toHaveBeenCalledTimes(1);
    expect(client.addItem).toHaveBeenCalledWith({ id: 1009, quantity: 4, nonce: 'nonce-1' });
    expect(getCartState().cartItems.map((item) => [item.competition.id, item.quantity])).toEqual([[9, '4']]);
  });

  it('goes ahead with the Cart-Token alone when no nonce is readable (getNonce resolves ""), sending no nonce', async () => {
    const client = api({ getNonce: jest.fn(async () => '') });
    await expect(restoreLine(client, cartItem('old-key', 9, 2))).resolves.toBe(true);
    expect(client.addItem).toHaveBeenCalledWith({ id: 1009, quantity: 2 });
  });

  it('sends the answer given to the question', async () => {
    rememberAnswer(9, 2);
    const client = api();
    await restoreLine(client, cartItem('old-key', 9, 1));
    expect(client.addItem).toHaveBeenCalledWith({ id: 1009, quantity: 1, nonce: 'nonce-1', answer: 2 });
  });

  it('says why when the line cannot be put back: the sentence for a known code, the general message otherwise; adds nothing without a cart session', async () => {
    const { shown, stop } = recordToasts();
    const soldOut = new ApiError(
      'cartAddItem: HTTP 400',
      400,
      'woocommerce_rest_product_out_of_stock',
      'You cannot add &quot;Competition 9&quot; to the cart.',
    );
    await expect(restoreLine(api({ addItem: jest.fn(async () => Promise.reject(soldOut)) }), cartItem('old-key', 9, 1))).resolves.toBe(false);
    await expect(restoreLine(api({ addItem: jest.fn(async () => Promise.reject(new Error('offline'))) }), cartItem('old-key', 9, 1))).resolves.toBe(false);
    const noSession = api({ getNonce: jest.fn(async () => false as const) });
    await expect(restoreLine(noSession, cartItem('old-key', 9, 1))).resolves.toBe(false);
    expect(noSession.addItem).not.toHaveBeenCalled();
    stop();
    expect(shown).toEqual([
      ['error', STORE_API_SENTENCES.woocommerce_rest_product_out_of_stock],
      ['error', UNDO_FAILED_MESSAGE],
      ['error', UNDO_FAILED_MESSAGE],
    ]);
  });

  it('a basket the site had forgotten: the fresh basket replaces it, with the notice and no toast', async () => {
    storeItems([cartItem('k3', 3, 1)]);
    const { shown, stop } = recordToasts();
    const expired = new ApiError('cartAddItem: HTTP 401', 401, 'woocommerce_rest_missing_nonce', 'Missing the Nonce header.', [], cartOf([]));
    await expect(
      restoreLine(api({ getNonce: jest.fn(async () => ''), addItem: jest.fn(async () => Promise.reject(expired)) }), cartItem('old', 9, 1)),
    ).resolves.toBe(false);
    stop();
    expect(getCartState()).toMatchObject({ cartItems: [], notice: BASKET_EXPIRED_MESSAGE });
    expect(shown).toEqual([]);
  });
});
