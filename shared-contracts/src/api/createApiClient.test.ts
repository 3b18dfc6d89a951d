import { STORAGE_KEYS } from '../constants';
import { ApiError } from './apiError';
import { readAuthToken, saveAuthToken } from './authToken';
import { createApiClient } from './createApiClient';
import { CART_EXTENSION_NAMESPACE } from '../entities/cart';
import { toCartCompetition } from './cartCompetitions';
import { competitionFixture } from '../testing/competitionFixture';
import { wooCommerceCart, wooCommerceCartItem } from '../testing/wooCommerceCart';
import { MemoryStorage } from '../testing/memoryStorage';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

function fakeServer(answer: (sent: Sent) => { status?: number; body: unknown; headers?: Record<string, string> }) {
  const sent: Sent[] = [];
  const fetchImpl = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const request: Sent = {
      url: String(url),
      method: init?.method ?? 'GET',
      headers: init?.headers as Record<string, string>,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    sent.push(request);
    const reply = answer(request);
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: reply.headers });
  });
  return { sent, fetchImpl: fetchImpl as unknown as typeof fetch };
}

const HOST = 'https://shop.example.co.uk';
const user = { first_name: 'Sam', last_name: 'Carp', email: 'sam@example.com', token: 'user-token-1' };
const cart = { items: [], totals: { total_items: '0', total_discount: '0', total_price: '0', currency_code: 'GBP', currency_minor_unit: 2 }, items_count: 0 };

function client(answer: Parameters<typeof fakeServer>[0], now = () => 0) {
  const storage = new MemoryStorage();
  const server = fakeServer(answer);
  const api = createApiClient({ host: HOST, serviceToken: 'service-abc', fetch: server.fetchImpl, storage, now });
  return { api, storage, sent: server.sent };
}

describe('createApiClient', () => {
  it('calls {host}/competition/index.php/wp-json/?rest_route=... with the service bearer', async () => {
    const { api, sent } = client(() => ({ body: { success: true, data: { announcement: 'Free entry this week' } } }));
    const settings = await api.getSettings();
    expect(sent[0]!.url).toBe('https://shop.example.co.uk/competition/index.php/wp-json/?rest_route=/api/v1/getsettings');
    expect(sent[0]!.method).toBe('GET');
    expect(sent[0]!.headers.Authorization).toBe('Bearer service-abc');
    expect(settings.announcement).toBe('Free entry this week');
    expect(settings.suggested_tickets).toEqual([]);
  });

  it('posts the SEO call with page Home and returns data[0]', async () => {
    const { api, sent } = client(() => ({ body: { success: true, data: [{ page_title: 'Win', meta_description: 'd', meta_title: 't' }] } }));
    expect(await api.getSeoSettings()).toEqual({ page_title: 'Win', meta_description: 'd', meta_title: 't' });
    expect(sent[0]!.body).toEqual({ page: 'Home' });
  });

  it('keeps the signed-in token base64 in local storage and sends it in bodies', async () => {
    const { api, storage, sent } = client(() => ({ body: { success: true, data: user } }));
    await api.login({ username: 'sam@example.com', password: 'x' });
    expect(storage.getItem(STORAGE_KEYS.authToken)).toBe(btoa('user-token-1'));
    expect(readAuthToken(storage)).toBe('user-token-1');
    await api.getUserDetails();
    expect(sent[1]!.body).toEqual({ token: 'user-token-1' });
  });

  it('uses the user token as the bearer value for profile mutations (spec section 6)', async () => {
    const { api, storage, sent } = client(() => ({ body: { success: false, error: 'Email taken' } }));
    saveAuthToken(storage, 'user-token-1');
    const answer = await api.updateProfile({
      account_first_name: 'Sam',
      account_last_name: 'Carp',
      account_display_name: 'Sam Carp',
      account_email: 'sam@example.com',
      password_current: '',
      password_1: '',
      password_2: '',
    });
    expect(answer).toEqual({ success: false, error: 'Email taken' });
    expect(sent[0]!.headers.Authorization).toBe('Bearer user-token-1');
    expect(sent[0]!.body).toMatchObject({ account_display_name: 'Sam Carp', token: 'user-token-1' });
  });

  it('saves bank details with a GET carrying token, account_number and sort_code as query parameters', async () => {
    const { api, storage, sent } = client(() => ({ body: { success: true } }));
    saveAuthToken(storage, 't1');
    await api.saveBankDetails({ account_number: '12345678', sort_code: '112233' });
    expect(sent[0]!.method).toBe('GET');
    expect(sent[0]!.url).toBe(`${HOST}/competition/index.php/wp-json/?rest_route=/api/v1/get_bank_details&token=t1&account_number=12345678&sort_code=112233`);
    expect(sent[0]!.body).toBeUndefined();
  });

  it('sends offset and limit 10 for points, page and limit 10 for orders', async () => {
    const { api, sent } = client((request) =>
      request.url.includes('points') ? { body: { success: true, points: 12, logs: [], totalLogs: 0 } } : { body: { success: true, data: [], total_pages: 1 } },
    );
    await api.getPoints({ offset: 10, limit: 10 });
    await api.getOrders({ page: 2 });
    expect(sent[0]!.body).toEqual({ offset: 10, limit: 10, token: '' });
    expect(sent[1]!.body).toEqual({ page: 2, limit: 10, token: '' });
  });

  describe('Store API session', () => {
    it('stores the Nonce and Cart-Token headers with the time, and reuses the nonce for 11 hours', async () => {
      let now = 1_000;
      let issued = 0;
      const { api, storage, sent } = client(
        () => ({ body: cart, headers: { Nonce: `nonce-${++issued}`, 'Cart-Token': 'cart-token-1' } }),
        () => now,
      );
      expect(await api.getNonce()).toBe('nonce-1');
      expect(storage.getItem(STORAGE_KEYS.nonceTimestamp)).toBe('1000');
      expect(storage.getItem(STORAGE_KEYS.cartHeader)).toBe('cart-token-1');
      now = 1_000 + 11 * 3_600_000 - 1;
      expect(await api.getNonce()).toBe('nonce-1');
      expect(sent).toHaveLength(1);
      now = 1_000 + 11 * 3_600_000;
      expect(await api.getNonce()).toBe('nonce-2');
      expect(sent).toHaveLength(2);
    });

    it('reads Nonce before the legacy X-WC-Store-API-Nonce when an answer carries both', async () => {
      const { api } = client(() => ({ body: cart, headers: { 'X-WC-Store-API-Nonce': 'legacy-1', Nonce: 'current-1' } }));
      expect(await api.refreshNonce()).toBe('current-1');
    });

    it('reads the legacy X-WC-Store-API-Nonce header too', async () => {
      const { api } = client(() => ({ body: cart, headers: { 'X-WC-Store-API-Nonce': 'legacy-1' } }));
      expect(await api.refreshNonce()).toBe('legacy-1');
    });

    it('resolves false when the nonce fetch fails', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const { api } = client(() => ({ status: 500, body: { code: 'oops', message: 'down' } }));
      expect(await api.refreshNonce()).toBe(false);
    });

    it('posts add-item with id, quantity, nonce and cart_header, and accepts 201', async () => {
      const { api, storage, sent } = client(() => ({ status: 201, body: { ...cart, items_count: 2 }, headers: { 'Cart-Token': 'cart-token-2' } }));
      storage.setItem(STORAGE_KEYS.nonce, 'n1');
      storage.setItem(STORAGE_KEYS.cartHeader, 'cart-token-1');
      const answer = await api.addItem({ id: 77, quantity: 2 });
      expect(answer.items_count).toBe(2);
      expect(sent[0]!.body).toEqual({ id: 77, quantity: 2, nonce: 'n1', cart_header: 'cart-token-1', token: '' });
      expect(sent[0]!.headers).toMatchObject({ Nonce: 'n1', 'Cart-Token': 'cart-token-1', 'Content-Type': 'application/json' });
      expect(storage.getItem(STORAGE_KEYS.cartHeader)).toBe('cart-token-2');
    });
  });

  describe('the cart reads carry no payload (spec section 7)', () => {
    const CART_URL = `${HOST}/competition/index.php/wp-json/?rest_route=/wc/store/v1/cart`;
    const ITEMS_URL = `${HOST}/competition/index.php/wp-json/?rest_route=/wc/store/v1/cart/items`;
    const storeAnswer = (request: Sent) => ({ body: request.url.endsWith('/items') ? [] : cart, headers: { Nonce: 'n1' } });

    it("GET /cart and /cart/items have no query string; a signed-in customer's token goes only in the bearer", async () => {
      const { api, storage, sent } = client(storeAnswer);
      saveAuthToken(storage, 'user-token-1');
      await api.getCart();
      await api.getCartItems();
      await api.refreshNonce();
      expect(sent.map((request) => [request.method, request.url, request.headers.Authorization, request.body])).toEqual([
        ['GET', CART_URL, 'Bearer user-token-1', undefined],
        ['GET', ITEMS_URL, 'Bearer user-token-1', undefined],
        ['GET', CART_URL, 'Bearer user-token-1', undefined],
      ]);
      expect(sent.filter((request) => request.url.includes('user-token-1'))).toEqual([]);
    });

    it('a guest reads the cart with the service bearer and no query string', async () => {
      const { api, sent } = client(storeAnswer);
      await api.getCart();
      await api.getCartItems();
      expect(sent.map((request) => [request.url, request.headers.Authorization])).toEqual([
        [CART_URL, 'Bearer service-abc'],
        [ITEMS_URL, 'Bearer service-abc'],
      ]);
    });

    it("the session refresh before a refused write's second try names the customer the same way", async () => {
      const { api, storage, sent } = client((request) => {
        if (request.method === 'GET') return { body: cart, headers: { Nonce: 'n-fresh' } };
        if (request.headers.Nonce === 'n-fresh') return { status: 201, body: cart };
        return { status: 403, body: { code: 'woocommerce_rest_invalid_nonce', message: 'Nonce is invalid.', data: { status: 403 } } };
      });
      saveAuthToken(storage, 'user-token-1');
      await api.addItem({ id: 7, quantity: 1 });
      expect(sent.map((request) => [request.method, request.url.includes('user-token-1'), request.headers.Authorization])).toEqual([
        ['POST', false, 'Bearer service-abc'],
        ['GET', false, 'Bearer user-token-1'],
        ['POST', false, 'Bearer service-abc'],
      ]);
    });

    it("reads the cart as a guest's when the API refuses the customer's token as the bearer (lapsed or revoked)", async () => {
      const { api, storage, sent } = client((request) =>
        request.headers.Authorization === 'Bearer service-abc'
          ? { body: cart, headers: { 'Cart-Token': 'guest-cart' } }
          : { status: 401, body: { code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.', data: { status: 401 } } },
      );
      saveAuthToken(storage, 'lapsed-token');
      expect((await api.getCart()).items_count).toBe(0);
      expect(sent.map((request) => [request.url, request.headers.Authorization])).toEqual([
        [CART_URL, 'Bearer lapsed-token'],
        [CART_URL, 'Bearer service-abc'],
      ]);
      expect(storage.getItem(STORAGE_KEYS.cartHeader)).toBe('guest-cart');
    });
  });

  describe('the nonce bound to the session', () => {
    it("refreshes the cart session once when a write is refused for another session's nonce, then makes it again", async () => {
      const { api, storage, sent } = client((request) => {
        if (request.method === 'GET') return { body: cart, headers: { Nonce: 'n-fresh', 'Cart-Token': 'cart-fresh' } };
        if (request.headers.Nonce === 'n-fresh') return { status: 201, body: { ...cart, items_count: 1 } };
        return { status: 403, body: { code: 'woocommerce_rest_invalid_nonce', message: 'Nonce is invalid.', data: { status: 403 } } };
      });
      storage.setItem(STORAGE_KEYS.nonce, 'n-old');
      storage.setItem(STORAGE_KEYS.cartHeader, 'cart-old');
      expect((await api.addItem({ id: 7, quantity: 1 })).items_count).toBe(1);
      expect(sent.map((request) => [request.method, request.headers.Nonce ?? null, request.headers['Cart-Token'] ?? null])).toEqual([
        ['POST', 'n-old', 'cart-old'],
        ['GET', null, 'cart-old'],
        ['POST', 'n-fresh', 'cart-fresh'],
      ]);
    });

    it('gives up after one refresh', async () => {
      const { api, sent } = client((request) =>
        request.method === 'GET'
          ? { body: cart, headers: { Nonce: 'n2', 'Cart-Token': 'c2' } }
          : { status: 403, body: { code: 'woocommerce_rest_invalid_nonce', message: 'Nonce is invalid.', data: { status: 403 } } },
      );
      await expect(api.addItem({ id: 7, quantity: 1 })).rejects.toMatchObject({ status: 403, code: 'woocommerce_rest_invalid_nonce' });
      expect(sent).toHaveLength(3);
    });

    it('drops the nonce when a new user signs in, and the whole cart session when signing out', async () => {
      const { api, storage } = client((request) => (request.url.includes('logout') ? { body: { success: true } } : { body: { success: true, data: user } }));
      storage.setItem(STORAGE_KEYS.nonce, 'guest-nonce');
      storage.setItem(STORAGE_KEYS.cartHeader, 'guest-cart');
      await api.login({ username: user.email, password: 'x' });
      expect([storage.getItem(STORAGE_KEYS.nonce), storage.getItem(STORAGE_KEYS.cartHeader)]).toEqual([null, 'guest-cart']);
      storage.setItem(STORAGE_KEYS.nonce, 'user-nonce');
      await api.logout();
      expect([storage.getItem(STORAGE_KEYS.nonce), storage.getItem(STORAGE_KEYS.cartHeader)]).toEqual([null, null]);
    });
  });

  describe('failures', () => {
    it('rejects an HTTP error with the WordPress code and message', async () => {
      const { api } = client(() => ({
        status: 401,
        body: { code: 'woocommerce_rest_missing_nonce', message: 'Missing the Nonce header.', data: { status: 401 } },
      }));
      await expect(api.addItem({ id: 1, quantity: 1 })).rejects.toMatchObject({
        name: 'ApiError',
        status: 401,
        code: 'woocommerce_rest_missing_nonce',
        serverMessage: 'Missing the Nonce header.',
      });
    });

    it("names the parameters a 400 refused (WordPress's data.params), and none for other failures", async () => {
      const { api } = client(() => ({
        status: 400,
        body: {
          code: 'rest_invalid_param',
          message: 'Invalid parameter(s): account_email',
          data: { status: 400, params: { account_email: 'Email address is invalid.' } },
        },
      }));
      const payload = {
        account_first_name: 'Sam',
        account_last_name: 'Carp',
        account_email: 'sam@example',
        password_current: '',
        password_1: '',
        password_2: '',
      };
      await expect(api.updateProfile(payload)).rejects.toMatchObject({ status: 400, code: 'rest_invalid_param', refusedParams: ['account_email'] });
      const other = client(() => ({ status: 403, body: { code: 'invalid_credentials', message: 'No.', data: { status: 403 } } }));
      await expect(other.api.login({ username: 'sam', password: 'x' })).rejects.toMatchObject({ code: 'invalid_credentials', refusedParams: [] });
    });

    it('rejects a malformed answer the same way as a failed call', async () => {
      const { api } = client(() => ({ body: { success: true, totalPrizeValue: 'lots' } }));
      const failure = api.getWinnerStats();
      await expect(failure).rejects.toBeInstanceOf(ApiError);
      await expect(failure).rejects.toMatchObject({ status: 0, code: 'malformed_response' });
    });

    it('keeps a garbled answer out of the error message beyond its first 200 characters (it may hold personal data)', async () => {
      const { api } = client(() => ({ body: `${'x'.repeat(300)}SECRET-TAIL` }));
      const error: unknown = await api.getWinnerStats().then(
        () => new Error('the garbled answer was accepted'),
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(ApiError);
      const { message } = error as ApiError;
      expect(message).toMatch(/^winnerStats: malformed answer \(Invalid type: Expected Object but received "x/);
      expect(message).not.toContain('SECRET-TAIL');
      expect(message.length).toBeLessThan(300);
    });

    it('rejects success false on data calls', async () => {
      const { api } = client(() => ({ body: { success: false, message: 'Invalid token' } }));
      await expect(api.checkAuth()).rejects.toMatchObject({ code: 'unsuccessful', serverMessage: 'Invalid token' });
    });

    it('rejects a network failure with status 0', async () => {
      const storage = new MemoryStorage();
      const api = createApiClient({ host: HOST, serviceToken: 's', storage, fetch: (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch });
      await expect(api.getSettings()).rejects.toMatchObject({ status: 0, code: 'network_error' });
    });
  });

  describe("a cart answer shaped exactly as WooCommerce's Store API schema", () => {
    const kaizen = competitionFixture({ id: 38, competition_product_id: 38, title: 'Korda Kaizen Rod Pair', price_per_ticket: 0.99, max_ticket_per_user: 20 });
    const storeWith = (cartAnswer: unknown) =>
      client((request) =>
        request.url.includes('/api/v1/getcompetition') ? { body: { success: true, data: kaizen } } : { body: cartAnswer, headers: { Nonce: 'n1' } },
      );

    it('parses a cart with no competition anywhere and looks the competition up by product id, once per product', async () => {
      const { api, sent } = storeWith(wooCommerceCart([wooCommerceCartItem(), wooCommerceCartItem({ key: 'second-line-of-38', quantity: 1 })]));
      const answer = await api.getCart();
      expect(answer.items).toHaveLength(2);
      expect(answer.items[0]).toMatchObject({
        id: 38,
        key: 'a5771bce93e200c36f7cd9dfd0e5deaa',
        quantity: '2',
        totals: { line_total: '198', currency_minor_unit: 2 },
      });
      expect(answer.items[0]!.competition).toEqual(toCartCompetition(kaizen));
      expect(answer.totals).toMatchObject({ total_price: '198', currency_code: 'GBP', currency_minor_unit: 2 });
      expect(answer.cart_header).toBe('');
      const lookups = sent.filter((request) => request.url.includes('/api/v1/getcompetition'));
      expect(lookups).toHaveLength(1);
      expect(lookups[0]!.body).toEqual({ id: 38, token: '' });
    });

    it('GET /cart/items (an array of WooCommerce items) gets each line its competition too', async () => {
      const { api } = storeWith([wooCommerceCartItem()]);
      const items = await api.getCartItems();
      expect(items.map((item) => [item.key, item.competition.id])).toEqual([['a5771bce93e200c36f7cd9dfd0e5deaa', 38]]);
    });

    it('an add-item answer from a plain WooCommerce no longer throws malformed_response', async () => {
      const { api } = storeWith(wooCommerceCart());
      const answer = await api.addItem({ id: 38, quantity: 2 });
      expect(answer.items[0]!.competition.title).toBe('Korda Kaizen Rod Pair');
    });

    it(`reads the competition from extensions["${CART_EXTENSION_NAMESPACE}"] (the companion plugin) without a lookup`, async () => {
      const summary = toCartCompetition({ ...kaizen, title: 'From the extension' });
      const { api, sent } = storeWith(
        wooCommerceCart([wooCommerceCartItem({ extensions: { [CART_EXTENSION_NAMESPACE]: { competition: summary }, other: { x: 1 } } })]),
      );
      const answer = await api.getCart();
      expect(answer.items[0]!.competition).toEqual(summary);
      expect(sent.some((request) => request.url.includes('/api/v1/getcompetition'))).toBe(false);
    });

    it('prefers the top-level competition (store-api, the original site) over the extension', async () => {
      const top = toCartCompetition({ ...kaizen, title: 'Top level' });
      const extension = toCartCompetition({ ...kaizen, title: 'Extension' });
      const { api } = storeWith(
        wooCommerceCart([wooCommerceCartItem({ competition: top, extensions: { [CART_EXTENSION_NAMESPACE]: { competition: extension } } })]),
      );
      expect((await api.getCart()).items[0]!.competition.title).toBe('Top level');
    });

    it('fails with the lookup error when a line names a product that is no competition', async () => {
      const { api } = client((request) =>
        request.url.includes('/api/v1/getcompetition')
          ? { status: 404, body: { code: 'competition_not_found', message: 'Competition 38 was not found.', data: { status: 404 } } }
          : { body: wooCommerceCart() },
      );
      await expect(api.getCart()).rejects.toMatchObject({ status: 404, code: 'competition_not_found' });
    });
  });
});
