import { STORAGE_KEYS } from '../constants';
import { ApiError } from './apiError';
import { readAuthToken, saveAuthToken } from './authToken';
import { createApiClient } from './createApiClient';
import { CART_EXTENSION_NAMESPACE } from '../entities/cart';
import { toCartCompetition } from './cartCompetitions';
import { competitionFixture } from '../testing/competitionFixture';
import { wooCommerceCart, wooCommerceCartItem } from '../testing/wooCommerceCart';
import { MemoryStorage } from '../testing/memoryStorage';
import { fakeWooCommerce, type FakeProduct } from '../testing/fakeWooCommerce';
import type { ShopApi } from './shopApi';

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

/** WordPress's refusal of a request's parameters: `data.params` as WordPress core sends it for that code. */
const refusing400 = (code: string, message: string, params: unknown) => client(() => ({ status: 400, body: { code, message, data: { status: 400, params } } }));

const KAIZEN: FakeProduct = {
  id: 38,
  name: 'Korda Kaizen Rod Pair',
  pence: 99,
  maximum: 20,
  competition: toCartCompetition(competitionFixture({ id: 38, competition_product_id: 38, title: 'Korda Kaizen Rod Pair', max_ticket_per_user: 20 })),
};

/** The client against a stock WooCommerce (fakeWooCommerce) selling one competition. */
function wooClient(options: { exposeNonce?: boolean } = {}, now = () => 0) {
  const site = fakeWooCommerce([KAIZEN], options);
  const storage = new MemoryStorage();
  const api = createApiClient({ host: HOST, serviceToken: 'service-abc', fetch: site.fetch, storage, now });
  return { api, site, storage };
}

const billing = {
  first_name: 'Sam',
  last_name: 'Carp',
  address_1: '1',
  address_2: 'Lake Road',
  city: 'Leeds',
  postcode: 'LS1 1AA',
  country: 'GB',
  email: 'sam@example.com',
};

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

  it('uses the user token as the bearer value for profile mutations', async () => {
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

  describe('the Store API session on a stock WooCommerce 9.3+ (only Cart-Token readable across origins)', () => {
    it('getNonce fetches the cart once and resolves "" with only a Cart-Token; add-item goes with the Cart-Token alone and is answered 201', async () => {
      const { api, site, storage } = wooClient();
      expect(await api.getNonce()).toBe('');
      expect(storage.getItem(STORAGE_KEYS.cartToken)).toBe('cart-token-1');
      const cart = await api.addItem({ id: 38, quantity: 2 });
      expect(cart.items.map((item) => [item.key, item.quantity, item.competition.title])).toEqual([['line-38', '2', 'Korda Kaizen Rod Pair']]);
      const add = site.received[1]!;
      expect([add.method, add.route, add.headers.get('Cart-Token'), add.headers.get('Nonce'), add.headers.get('Content-Type')]).toEqual([
        'POST',
        '/wc/store/v1/cart/add-item',
        'cart-token-1',
        null,
        'application/json',
      ]);
      expect(add.body).toEqual({ id: 38, quantity: 2, cart_header: 'cart-token-1' });
      expect(await api.getNonce()).toBe('');
      expect(site.received).toHaveLength(2);
    });

    it('reuses a readable nonce for 11 hours; after that a stored Cart-Token is enough: no fetch, and the stale nonce is not sent', async () => {
      let now = 1_000;
      const { api, site, storage } = wooClient({ exposeNonce: true }, () => now);
      expect(await api.getNonce()).toBe('nonce-1');
      expect(storage.getItem(STORAGE_KEYS.nonceTimestamp)).toBe('1000');
      now = 1_000 + 11 * 3_600_000 - 1;
      expect(await api.getNonce()).toBe('nonce-1');
      expect(site.received).toHaveLength(1);
      now = 1_000 + 11 * 3_600_000;
      expect(await api.getNonce()).toBe('');
      expect(site.received).toHaveLength(1);
      await api.addItem({ id: 38, quantity: 1 });
      expect([site.received[1]!.headers.get('Nonce'), site.received[1]!.headers.get('Cart-Token')]).toEqual([null, 'cart-token-1']);
      expect([storage.getItem(STORAGE_KEYS.nonce), storage.getItem(STORAGE_KEYS.nonceTimestamp)]).toEqual(['nonce-1', String(now)]);
    });

    it('sends a readable nonce as the Nonce header (and in the body the spec names), with the Cart-Token', async () => {
      const { api, site } = wooClient({ exposeNonce: true });
      const nonce = await api.getNonce();
      await api.addItem({ id: 38, quantity: 1, nonce: nonce || undefined });
      const add = site.received[1]!;
      expect([add.headers.get('Nonce'), add.headers.get('Cart-Token')]).toEqual(['nonce-1', 'cart-token-1']);
      expect(add.body).toEqual({ id: 38, quantity: 1, nonce: 'nonce-1', cart_header: 'cart-token-1' });
    });

    it('a site before WooCommerce 9.3 (nonce only, no Cart-Token): the nonce is fetched again after 11 hours', async () => {
      let now = 0;
      let issued = 0;
      const { api, sent } = client(
        () => ({ body: cart, headers: { Nonce: `nonce-${++issued}` } }),
        () => now,
      );
      expect(await api.getNonce()).toBe('nonce-1');
      now = 11 * 3_600_000;
      expect(await api.getNonce()).toBe('nonce-2');
      expect(sent).toHaveLength(2);
    });

    it('reads the legacy X-WC-Store-API-Nonce, Nonce first when an answer carries both', async () => {
      expect(await client(() => ({ body: cart, headers: { 'X-WC-Store-API-Nonce': 'legacy-1' } })).api.getNonce()).toBe('legacy-1');
      expect(await client(() => ({ body: cart, headers: { 'X-WC-Store-API-Nonce': 'legacy-1', Nonce: 'current-1' } })).api.getNonce()).toBe('current-1');
    });

    it('resolves false, only logged, when the cart fetch fails or brings neither a nonce nor a Cart-Token', async () => {
      const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      expect(await client(() => ({ status: 500, body: { code: 'oops', message: 'down' } })).api.getNonce()).toBe(false);
      expect(logged).toHaveBeenLastCalledWith('[api] nonce fetch failed:', expect.objectContaining({ status: 500 }));
      expect(await client(() => ({ body: cart })).api.getNonce()).toBe(false);
      expect(logged).toHaveBeenLastCalledWith('[api] the cart answer brought neither a Nonce nor a Cart-Token');
      expect(logged).toHaveBeenCalledTimes(2);
      logged.mockRestore();
    });
  });

  describe('a Cart-Token the site no longer knows', () => {
    it('a refused write (401 missing nonce) drops the session, fetches a fresh one, is not made again, and brings the fresh empty basket', async () => {
      const { api, site, storage } = wooClient();
      storage.setItem(STORAGE_KEYS.cartToken, site.sessionWith([{ key: 'line-38', productId: 38, quantity: 2 }]));
      expect((await api.getCart()).items_count).toBe(2);
      site.forgetSessions();
      const failure: unknown = await api.updateItem({ key: 'line-38', quantity: 3 }).then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(failure).toMatchObject({ name: 'ApiError', status: 401, code: 'woocommerce_rest_missing_nonce' });
      expect((failure as ApiError).cart).toMatchObject({ items: [], items_count: 0 });
      expect(site.received.map((request) => `${request.method} ${request.route} ${request.headers.get('Cart-Token')}`)).toEqual([
        'GET /wc/store/v1/cart cart-token-1',
        'POST /wc/store/v1/cart/update-item cart-token-1',
        'GET /wc/store/v1/cart null',
      ]);
      // The fresh session is the one now kept: the next write goes through with it.
      await api.addItem({ id: 38, quantity: 1 });
      expect(site.received.at(-1)!.headers.get('Cart-Token')).toBe(storage.getItem(STORAGE_KEYS.cartToken));
      expect(storage.getItem(STORAGE_KEYS.cartToken)).not.toBe('cart-token-1');
    });

    it('the same for 403 invalid nonce (a readable nonce of the forgotten session), and the old nonce is not kept', async () => {
      const { api, site, storage } = wooClient({ exposeNonce: true });
      storage.setItem(STORAGE_KEYS.cartToken, 'cart-token-gone');
      storage.setItem(STORAGE_KEYS.nonce, 'nonce-gone');
      storage.setItem(STORAGE_KEYS.nonceTimestamp, '0');
      await expect(api.addItem({ id: 38, quantity: 1 })).rejects.toMatchObject({ status: 403, code: 'woocommerce_rest_invalid_nonce', cart: { items: [] } });
      expect(site.received.map((request) => [request.method, request.headers.get('Nonce'), request.headers.get('Cart-Token')])).toEqual([
        ['POST', 'nonce-gone', 'cart-token-gone'],
        ['GET', null, null],
      ]);
      expect(storage.getItem(STORAGE_KEYS.nonce)).toBe('nonce-2');
      expect(storage.getItem(STORAGE_KEYS.cartToken)).toBe('cart-token-2');
    });

    it('when the fresh session cannot be fetched either, the error comes without a basket and the old session stays forgotten', async () => {
      const { api, storage } = client((request) =>
        request.method === 'GET'
          ? { status: 503, body: { code: '', message: 'Service Unavailable' } }
          : { status: 401, body: { code: 'woocommerce_rest_missing_nonce', message: 'Missing the Nonce header.', data: { status: 401 } } },
      );
      storage.setItem(STORAGE_KEYS.cartToken, 'cart-token-gone');
      const failure: unknown = await api.removeItem({ key: 'k1' }).then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(failure).toMatchObject({ status: 401, code: 'woocommerce_rest_missing_nonce' });
      expect((failure as ApiError).cart).toBeUndefined();
      expect(storage.getItem(STORAGE_KEYS.cartToken)).toBeNull();
    });
  });

  describe('the customer is named only by the bearer on every Store API call', () => {
    const CART_URL = `${HOST}/competition/index.php/wp-json/?rest_route=/wc/store/v1/cart`;
    const ITEMS_URL = `${HOST}/competition/index.php/wp-json/?rest_route=/wc/store/v1/cart/items`;
    const everyStoreApiCall = (api: ShopApi) => [
      api.getCart(),
      api.getCartItems(),
      api.addItem({ id: 38, quantity: 1 }),
      api.updateItem({ key: 'k1', quantity: 2 }),
      api.removeItem({ key: 'k1' }),
      api.applyCoupon('SPRING'),
      api.removeCoupon('SPRING'),
      api.checkout({ billing_address: billing, payment_method: 'angling_site_credit' }),
    ];

    it("a signed-in customer's token goes only as Authorization: Bearer, never in a body or a URL", async () => {
      const { api, storage, sent } = client((request) => ({ body: request.url.endsWith('/items') ? [] : cart, headers: { 'Cart-Token': 'c1' } }));
      saveAuthToken(storage, 'user-token-1');
      await Promise.allSettled(everyStoreApiCall(api));
      expect(sent).toHaveLength(8);
      expect(sent.map((request) => request.headers.Authorization)).toEqual(Array(8).fill('Bearer user-token-1'));
      expect(sent.filter((request) => request.url.includes('user-token-1') || JSON.stringify(request.body ?? {}).includes('user-token-1'))).toEqual([]);
      expect(sent.filter((request) => request.body !== undefined && 'token' in (request.body as object))).toEqual([]);
      expect(sent.slice(0, 2).map((request) => [request.method, request.url, request.body])).toEqual([
        ['GET', CART_URL, undefined],
        ['GET', ITEMS_URL, undefined],
      ]);
      expect(sent.slice(3).map((request) => request.body)).toEqual([
        { key: 'k1', quantity: 2 },
        { key: 'k1' },
        { code: 'SPRING' },
        { code: 'SPRING' },
        { billing_address: billing, payment_method: 'angling_site_credit' },
      ]);
    });

    it('a guest sends the service bearer', async () => {
      const { api, sent } = client((request) => ({ body: request.url.endsWith('/items') ? [] : cart, headers: { 'Cart-Token': 'c1' } }));
      await Promise.allSettled(everyStoreApiCall(api));
      expect(sent.map((request) => request.headers.Authorization)).toEqual(Array(8).fill('Bearer service-abc'));
    });

    it('drops the nonce when a new user signs in, and the whole cart session when signing out', async () => {
      const { api, storage } = client((request) => (request.url.includes('logout') ? { body: { success: true } } : { body: { success: true, data: user } }));
      storage.setItem(STORAGE_KEYS.nonce, 'guest-nonce');
      storage.setItem(STORAGE_KEYS.cartToken, 'guest-cart');
      await api.login({ username: user.email, password: 'x' });
      expect([storage.getItem(STORAGE_KEYS.nonce), storage.getItem(STORAGE_KEYS.cartToken)]).toEqual([null, 'guest-cart']);
      storage.setItem(STORAGE_KEYS.nonce, 'user-nonce');
      await api.logout();
      expect([storage.getItem(STORAGE_KEYS.nonce), storage.getItem(STORAGE_KEYS.cartToken)]).toEqual([null, null]);
    });
  });

  describe('failures', () => {
    it('rejects an HTTP error with the WordPress code and message', async () => {
      const { api, sent } = client(() => ({
        status: 400,
        body: { code: 'woocommerce_rest_product_out_of_stock', message: 'You cannot add &quot;Kaizen&quot; to the cart.', data: { status: 400 } },
      }));
      await expect(api.addItem({ id: 1, quantity: 1 })).rejects.toMatchObject({
        name: 'ApiError',
        status: 400,
        code: 'woocommerce_rest_product_out_of_stock',
        serverMessage: 'You cannot add &quot;Kaizen&quot; to the cart.',
      });
      expect(sent).toHaveLength(1);
    });

    it("names the parameters a 400 refused (WordPress's data.params), and none for other failures", async () => {
      const { api } = refusing400('rest_invalid_param', 'Invalid parameter(s): account_email', { account_email: 'Email address is invalid.' });
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

    it("reads WordPress's data.params as an array of names too (rest_missing_callback_param)", async () => {
      const { api } = refusing400('rest_missing_callback_param', 'Missing parameter(s): billing_address, payment_method', [
        'billing_address',
        'payment_method',
      ]);
      await expect(api.checkout({ billing_address: billing })).rejects.toMatchObject({
        code: 'rest_missing_callback_param',
        refusedParams: ['billing_address', 'payment_method'],
      });
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
