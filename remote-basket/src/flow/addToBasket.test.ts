import {
  ApiError,
  STORAGE_KEYS,
  createApiClient,
  getBus,
  toCartCompetition,
  type BusEvent,
  type Competition,
  type ShopApi,
  type ToastKind,
} from '@shop/shared-contracts';
import { fakeWooCommerce } from '@shop/shared-contracts/src/testing/fakeWooCommerce';
import { MemoryStorage } from '@shop/shared-contracts/src/testing/memoryStorage';
import { cartItem, cartOf, competition } from '../testing/fixtures';
import { getCartState, resetCartStore, storeItems } from '../state/basketStore';
import { getBasketModal, resetBasketModal } from '../modal/modalStore';
import { ADD_FAILED_MESSAGE, addToBasket, type AddDependencies, type AddOrder } from './addToBasket';
import { BASKET_EXPIRED_MESSAGE, STORE_API_SENTENCES } from './storeApiMessages';

jest.mock('../modal/BasketModal', () => ({ __esModule: true, default: () => null }));

type Api = AddDependencies['api'];

/** What the customer chose for competition 7 (the fixture's), as the listeners hand it to the flow. */
const order = (quantity: unknown, extra: Partial<AddOrder> = {}): AddOrder => ({ competitionId: 7, quantity, ...extra });

function setup(api: Partial<Api> = {}, extra: Partial<AddDependencies> = {}, read: Competition = competition()) {
  const toasts: [ToastKind, string][] = [];
  const fullApi: Api = {
    getCompetition: jest.fn<ReturnType<ShopApi['getCompetition']>, [number]>(async () => read),
    getNonce: jest.fn<ReturnType<ShopApi['getNonce']>, []>(async () => 'nonce-1'),
    addItem: jest.fn<ReturnType<ShopApi['addItem']>, Parameters<ShopApi['addItem']>>(async (request) => cartOf([cartItem('k7', 7, Number(request.quantity))])),
    ...api,
  };
  const deps: AddDependencies = {
    api: fullApi,
    purchasedTickets: () => [],
    showQuestionFlag: () => null,
    askQuestion: jest.fn(async () => null),
    toast: (kind, message) => toasts.push([kind, message]),
    ...extra,
  };
  return { deps, api: fullApi, toasts };
}

describe('add-to-basket flow', () => {
  let errorSpy: jest.SpyInstance;
  beforeEach(() => {
    resetCartStore();
    resetBasketModal();
    localStorage.clear();
    errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errorSpy.mockRestore());

  it('gets the nonce, opens the modal, posts add-item, stores items and key map, and publishes the summary', async () => {
    const { deps, api } = setup();
    const summaries: BusEvent[] = [];
    const off = getBus().on('basket:summary', (event) => summaries.push(event));
    await addToBasket(order(3), deps);
    off();
    expect(api.getNonce).toHaveBeenCalledTimes(1);
    expect(api.addItem).toHaveBeenCalledWith({ id: 1007, quantity: 3, nonce: 'nonce-1' });
    expect(getCartState().cartItems.map((item) => item.key)).toEqual(['k7']);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cartKeyMap) ?? '{}')).toEqual({ '7': 'k7' });
    expect(summaries.at(-1)).toEqual({ type: 'basket:summary', summary: expect.objectContaining({ count: 3, total: 3 }) });
    expect(getBasketModal()).toMatchObject({ open: true, phase: 'added', quantity: 3, title: 'Korda Tackle Box' });
    expect(getCartState().isAdding).toBe(false);
  });

  it('reads the competition it is asked to add from the server, by the id in the request', async () => {
    const { deps, api } = setup();
    await addToBasket(order(1), deps);
    expect(api.getCompetition).toHaveBeenCalledWith(7);
  });

  it('a competition that cannot be read: nothing is added, the customer is told, and it is logged', async () => {
    const { deps, api, toasts } = setup({ getCompetition: jest.fn(async () => Promise.reject(new Error('HTTP 502'))) });
    await addToBasket(order(1), deps);
    expect(toasts).toEqual([['error', ADD_FAILED_MESSAGE]]);
    expect(api.addItem).not.toHaveBeenCalled();
    expect(errorSpy).toHaveBeenCalledWith('[basket] the competition to add could not be read', expect.any(Error));
  });

  describe('step 1, the qualifying question, is the basket’s', () => {
    const carp = competition({ comp_question: true, question: 'Which of these is a species of carp?' });

    it('a required question with the show-question flag at 1 opens the question modal before anything is sent, then adds with the answer', async () => {
      const askQuestion = jest.fn(async () => 2);
      const { deps, api } = setup({}, { showQuestionFlag: () => '1', askQuestion }, carp);
      await addToBasket(order('3'), deps);
      expect(askQuestion).toHaveBeenCalledWith({ competition: carp, quantity: 3 });
      expect(api.addItem).toHaveBeenCalledWith({ id: 1007, quantity: 3, nonce: 'nonce-1', answer: 2 });
      expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.compsQuest) ?? '[]')).toEqual(expect.arrayContaining([expect.objectContaining({ id: 7 })]));
    });

    it('closed without an answer: stops, with nothing sent, no toast and no basket modal', async () => {
      const { deps, api, toasts } = setup({}, { showQuestionFlag: () => '1', askQuestion: jest.fn(async () => null) }, carp);
      await addToBasket(order(2), deps);
      expect(api.getNonce).not.toHaveBeenCalled();
      expect(api.addItem).not.toHaveBeenCalled();
      expect(toasts).toEqual([]);
      expect(getBasketModal().open).toBe(false);
      expect(getCartState().isAdding).toBe(false);
    });

    it('a wrong answer: the shop refuses it and the customer reads its message (store-api and the plugin: competition_incorrect_answer)', async () => {
      const wrong = new ApiError('cartAddItem: HTTP 400', 400, 'competition_incorrect_answer', 'Sorry, that answer is not correct. Please try again.');
      const { deps, toasts } = setup(
        { addItem: jest.fn(async () => Promise.reject(wrong)) },
        { showQuestionFlag: () => '1', askQuestion: jest.fn(async () => 2) },
        carp,
      );
      await addToBasket(order(1), deps);
      expect(toasts).toEqual([['error', 'Sorry, that answer is not correct. Please try again.']]);
      expect(getBasketModal()).toMatchObject({ phase: 'failed', message: 'Sorry, that answer is not correct. Please try again.' });
      expect(getCartState().cartItems).toEqual([]);
    });

    it('is not asked when the show-question flag is not 1, nor when the competition has no question', async () => {
      const askQuestion = jest.fn(async () => 1);
      const off = setup({}, { showQuestionFlag: () => '0', askQuestion }, carp);
      await addToBasket(order(1), off.deps);
      const none = setup({}, { showQuestionFlag: () => '1', askQuestion });
      await addToBasket(order(1), none.deps);
      expect(askQuestion).not.toHaveBeenCalled();
      expect([off.api.addItem, none.api.addItem].map((call) => (call as jest.Mock).mock.calls.length)).toEqual([1, 1]);
    });

    it('an add from a catalogue before contract 1.1 brings the answer it asked for: the question is not asked again', async () => {
      const askQuestion = jest.fn(async () => 1);
      const { deps, api } = setup({}, { showQuestionFlag: () => '1', askQuestion }, carp);
      await addToBasket(order(1, { answer: 2 }), deps);
      expect(askQuestion).not.toHaveBeenCalled();
      expect(api.addItem).toHaveBeenCalledWith({ id: 1007, quantity: 1, nonce: 'nonce-1', answer: 2 });
    });
  });

  describe('step 2, the allowance of a competition the basket holds, from the line’s quantity_limits', () => {
    const held = (quantity: number, maximum: number) => ({ ...cartItem('k7', 7, quantity), quantity_limits: { maximum } });

    it('adds up to the server’s maximum less what the line holds, with the spec’s clamp message', async () => {
      storeItems([held(2, 4)]);
      const { deps, api, toasts } = setup();
      await addToBasket(order(5), deps);
      expect(api.addItem).toHaveBeenCalledWith(expect.objectContaining({ quantity: 2 }));
      expect(toasts).toEqual([['blank', 'Only 10 tickets are available , 2 tickets have been added to your basket.']]);
    });

    it('a line at its maximum: refused with the spec’s message, nothing sent', async () => {
      storeItems([held(4, 4)]);
      const { deps, api, toasts } = setup();
      await addToBasket(order(1), deps);
      expect(toasts).toEqual([['error', 'You already have the maximum number of tickets for this competition in cart!']]);
      expect(api.getNonce).not.toHaveBeenCalled();
    });

    it('a maximum set by the tickets left leaves the stock rules to decide', async () => {
      storeItems([held(2, 5)]);
      const { deps, api, toasts } = setup({}, {}, competition({ total_sell_tickets: 10, total_ticket_sold: 5 }));
      await addToBasket(order(9), deps);
      expect(api.addItem).toHaveBeenCalledWith(expect.objectContaining({ quantity: 3 }));
      expect(toasts).toEqual([['blank', 'Only 3 tickets available, 3 tickets have been added to your basket.']]);
    });
  });

  it('a new line: clamps to max_ticket_per_user less the basket and purchased tickets, with the spec message as a toast', async () => {
    storeItems([cartItem('k7', 7, 2)]);
    const { deps, api, toasts } = setup(
      {},
      {
        purchasedTickets: () => [
          { competition_id: 7, total_tickets: 3 },
          { competition_id: 8, total_tickets: 9 },
        ],
      },
    );
    await addToBasket(order(20), deps);
    expect(api.addItem).toHaveBeenCalledWith(expect.objectContaining({ quantity: 5 }));
    expect(toasts).toEqual([['blank', 'Only 10 tickets are available , 5 tickets have been added to your basket.']]);
    expect(getBasketModal().message).toBe('Only 10 tickets are available , 5 tickets have been added to your basket.');
  });

  it('refuses at the maximum with the exact message, calls nothing and clears the flag', async () => {
    const { deps, api, toasts } = setup({}, { purchasedTickets: () => [{ competition_id: 7, total_tickets: 10 }] });
    await addToBasket(order(1), deps);
    expect(toasts).toEqual([['error', 'You already have the maximum number of tickets for this competition']]);
    expect(api.getNonce).not.toHaveBeenCalled();
    expect(getCartState().isAdding).toBe(false);
  });

  it('no cart session (getNonce resolves false): no add attempted, only logged, adding flag cleared', async () => {
    const { deps, api, toasts } = setup({ getNonce: jest.fn(async () => false as const) });
    await addToBasket(order(1), deps);
    expect(api.addItem).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
    expect(errorSpy).toHaveBeenCalledWith('[basket] no cart session could be had (no nonce, no Cart-Token); nothing was added');
    expect(getCartState().isAdding).toBe(false);
  });

  it('no readable nonce but a Cart-Token (getNonce resolves ""): the add goes ahead, with no nonce', async () => {
    const { deps, api } = setup({ getNonce: jest.fn(async () => '') });
    await addToBasket(order(2), deps);
    expect(api.addItem).toHaveBeenCalledWith({ id: 1007, quantity: 2 });
    expect(getBasketModal()).toMatchObject({ phase: 'added', quantity: 2, message: null });
  });

  describe('a refused add keeps the basket and says why', () => {
    const refusedWith = async (failure: unknown) => {
      storeItems([cartItem('k9', 9, 1)]);
      const { deps, toasts } = setup({ addItem: jest.fn(async () => Promise.reject(failure)) });
      await addToBasket(order(1), deps);
      expect(getCartState().isAdding).toBe(false);
      expect(getCartState().cartItems.map((item) => item.key)).toEqual(['k9']);
      expect(getBasketModal()).toMatchObject({ open: true, phase: 'failed', message: toasts[0]?.[1] });
      expect(toasts).toHaveLength(1);
      return toasts[0];
    };

    it("WooCommerce's code: its customer sentence (not WooCommerce's product-and-cart wording)", async () => {
      const soldOut = new ApiError(
        'cartAddItem: HTTP 400',
        400,
        'woocommerce_rest_product_out_of_stock',
        'You cannot add &quot;Korda Tackle Box&quot; to the cart.',
      );
      expect(await refusedWith(soldOut)).toEqual(['error', STORE_API_SENTENCES.woocommerce_rest_product_out_of_stock]);
    });

    it("the companion plugin's own code: the plugin's message", async () => {
      const wrong = new ApiError('cartAddItem: HTTP 400', 400, 'competition_incorrect_answer', 'Sorry, that answer is not correct. Please try again.');
      expect(await refusedWith(wrong)).toEqual(['error', 'Sorry, that answer is not correct. Please try again.']);
    });

    it("an unknown code: the flow's general message", async () => {
      const odd = new ApiError('cartAddItem: HTTP 400', 400, 'some_plugin_refusal', 'Computer says no.');
      expect(await refusedWith(odd)).toEqual(['error', ADD_FAILED_MESSAGE]);
    });
  });

  it('keeps the adding flag on while the call is in flight', async () => {
    let release: () => void = () => undefined;
    const { deps } = setup({
      addItem: jest.fn(
        () =>
          new Promise((resolve) => {
            release = () => resolve(cartOf([cartItem('k7', 7, 1)]));
          }),
      ),
    });
    const running = addToBasket(order(1), deps);
    await Promise.resolve();
    await Promise.resolve();
    expect(getCartState().isAdding).toBe(true);
    expect(getBasketModal().phase).toBe('adding');
    release();
    await running;
    expect(getCartState().isAdding).toBe(false);
  });

  it('a double click sends one add request, not two', async () => {
    const { deps, api } = setup();
    await Promise.all([addToBasket(order(1), deps), addToBasket(order(1), deps)]);
    expect(api.addItem).toHaveBeenCalledTimes(1);
  });

  it('does not open the modal when the caller says not to, and confirms with a toast', async () => {
    const { deps, toasts } = setup();
    await addToBasket(order(2, { openModal: false }), deps);
    expect(getBasketModal().open).toBe(false);
    expect(toasts).toEqual([['success', '2 tickets added to your basket.']]);
  });

  describe('add-to-basket against a stock WooCommerce (only Cart-Token readable)', () => {
    const product = { id: 1007, name: 'Korda Tackle Box', pence: 100, maximum: 3, competition: toCartCompetition(competition()) };
    const run = async (site: ReturnType<typeof fakeWooCommerce>, storage = new MemoryStorage(), quantity = 5) => {
      const api = createApiClient({ host: 'https://shop.example.co.uk', serviceToken: 'service', fetch: site.fetch, storage });
      // The competition is read from store-api's catalogue calls, which a stock WooCommerce does not have.
      const { deps, toasts } = setup({ getNonce: api.getNonce, addItem: api.addItem, getCompetition: async () => competition() });
      await addToBasket(order(quantity), deps);
      return toasts;
    };

    it('a new line capped at quantity_limits.maximum (201): says how many were added instead of the usual success', async () => {
      const site = fakeWooCommerce([product]);
      const toasts = await run(site);
      expect(site.received.map((request) => `${request.method} ${request.route} ${request.headers.get('Nonce')}`)).toEqual([
        'GET /wc/store/v1/cart null',
        'POST /wc/store/v1/cart/add-item null',
      ]);
      expect(getCartState().cartItems.map((item) => [item.competition.id, item.quantity])).toEqual([[7, '3']]);
      expect(toasts).toEqual([['blank', 'Only 3 tickets were added: that is the most you can have for this competition.']]);
      expect(getBasketModal()).toMatchObject({
        phase: 'added',
        quantity: 3,
        message: 'Only 3 tickets were added: that is the most you can have for this competition.',
      });
    });

    it('a basket the site had forgotten: the add is refused, not made again; the basket is the fresh empty one, and the customer is told', async () => {
      const site = fakeWooCommerce([product]);
      const storage = new MemoryStorage();
      storage.setItem(STORAGE_KEYS.cartToken, site.sessionWith([{ key: 'line-1007', productId: 1007, quantity: 1 }]));
      storeItems([cartItem('line-1007', 7, 1)]);
      site.forgetSessions();
      const toasts = await run(site, storage, 1);
      expect(site.received.map((request) => `${request.method} ${request.route}`)).toEqual(['POST /wc/store/v1/cart/add-item', 'GET /wc/store/v1/cart']);
      expect(getCartState()).toMatchObject({ cartItems: [], notice: BASKET_EXPIRED_MESSAGE });
      expect(toasts).toEqual([['error', BASKET_EXPIRED_MESSAGE]]);
      expect(getBasketModal()).toMatchObject({ phase: 'failed', message: BASKET_EXPIRED_MESSAGE });
    });
  });
});
