import { getBus, type BusEvent, type ShopApi } from '@shop/shared-contracts';
import { cartItem, cartOf } from '../testing/fixtures';
import { getCartState, resetCartStore } from '../state/basketStore';
import { rememberAnswer } from '../state/answerMemory';
import { restoreLine, UNDO_FAILED_MESSAGE } from './cartActions';

type Api = Pick<ShopApi, 'getNonce' | 'addItem'>;

function api(overrides: Partial<Api> = {}): Api & { addItem: jest.Mock } {
  return {
    getNonce: jest.fn(async () => 'nonce-1'),
    addItem: jest.fn(async (request: Parameters<ShopApi['addItem']>[0]) => cartOf([cartItem('k9', 9, Number(request.quantity))])),
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

  it('sends the answer given to the question', async () => {
    rememberAnswer(9, 2);
    const client = api();
    await restoreLine(client, cartItem('old-key', 9, 1));
    expect(client.addItem).toHaveBeenCalledWith({ id: 1009, quantity: 1, nonce: 'nonce-1', answer: 2 });
  });

  it('says so when the line cannot be put back (e.g. sold out meanwhile), and adds nothing without a nonce', async () => {
    const toasts: BusEvent[] = [];
    const off = getBus().on('shell:show-toast', (event) => toasts.push(event));
    const failing = api({ addItem: jest.fn(async () => Promise.reject(new Error('offline'))) });
    await expect(restoreLine(failing, cartItem('old-key', 9, 1))).resolves.toBe(false);
    const noNonce = api({ getNonce: jest.fn(async () => false as const) });
    await expect(restoreLine(noNonce, cartItem('old-key', 9, 1))).resolves.toBe(false);
    expect(noNonce.addItem).not.toHaveBeenCalled();
    expect(toasts).toEqual([
      { type: 'shell:show-toast', kind: 'error', message: UNDO_FAILED_MESSAGE },
      { type: 'shell:show-toast', kind: 'error', message: UNDO_FAILED_MESSAGE },
    ]);
    off();
  });
});
