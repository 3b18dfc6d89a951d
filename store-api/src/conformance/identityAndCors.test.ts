import { PAYMENT_GATEWAYS } from '@shop/shared-contracts';
import { raw, SERVICE_TOKEN } from '../testing/testApi';
import { apiUrl, bearer, BILLING, cartSession, cartWith, GOOD_CARD, MISSING_NONCE, STORE, store, writeHeaders } from './storeApiCalls';
import {
  conformanceTargets,
  OTHER_ALLOWED_ORIGIN as OTHER_ALLOWED,
  STOREFRONT_ORIGIN as STOREFRONT,
  TARGET_START_TIMEOUT_MS,
  type ConformanceTarget,
  type TestCompetition,
} from './target';
import { startTarget } from './startTarget';

const ELSEWHERE = 'https://elsewhere.example';
const STOCK_EXPOSED = 'X-WP-Total, X-WP-TotalPages, Link, Cart-Token';
const ALLOWED_HEADERS = 'Authorization, X-WP-Nonce, Content-Disposition, Content-MD5, Content-Type, Cart-Token, Nonce';
const CORS_HEADERS = [
  'access-control-allow-origin',
  'access-control-expose-headers',
  'access-control-allow-headers',
  'access-control-allow-methods',
  'access-control-allow-credentials',
  'vary',
];

/**
 * WooCommerce conformance, part 2: who the customer is (the companion plugin's `determine_current_user`
 * bridge) and CORS. Each test is one aspect: what WooCommerce 9.3+ answers, from the source named, and
 * that the target (store-api, or WordPress with the companion plugin) answers the same over HTTP.
 */
describe.each(conformanceTargets())('WooCommerce conformance [%s]: the customer bridge and CORS', (targetName) => {
  let api: ConformanceTarget;
  /** A competition on sale, for tests that need any. */
  let onSale: TestCompetition;
  beforeAll(async () => {
    api = await startTarget(targetName);
    onSale = await api.addCompetition();
  }, TARGET_START_TIMEOUT_MS);
  afterAll(() => api?.close());

  const userIdOf = (answer: { headers: Headers }) => answer.headers.get('user-id');

  /**
   * Aspect: who the customer is. WordPress knows the user only from determine_current_user, which the
   * companion plugin filters to accept the customer's token as `Authorization: Bearer` (User-ID header,
   * AbstractCartRoute::add_response_headers). store-api: the bearer names the customer, reads and writes alike.
   */
  it('the bridge: a customer token as the bearer makes the request that customer’s', async () => {
    const customer = await api.addCustomer();
    const read = await store(api, '/cart', { headers: bearer(customer.token) });
    expect([read.status, userIdOf(read)]).toEqual([200, String(customer.userId)]);
    const { added } = await cartWith(api, onSale.id, 1, bearer(customer.token));
    expect([added.status, userIdOf(added)]).toEqual([201, String(customer.userId)]);
  });

  /**
   * Aspect: any other bearer. WordPress ignores a bearer no filter accepts: the request is a guest's, never
   * refused. store-api: the service token, an unknown token and a signed-out customer's token are all guests (User-ID 0).
   */
  it('the bridge: any other bearer (service, unknown, signed out) is a guest, never a 401', async () => {
    const customer = await api.addCustomer();
    await raw(api, '/api/v1/logout', { body: { token: customer.token } });
    for (const token of [SERVICE_TOKEN, 'not-a-token', customer.token]) {
      const read = await store(api, '/cart', { headers: bearer(token) });
      expect([token, read.status, userIdOf(read)]).toEqual([token, 200, '0']);
    }
    const session = await writeHeaders(api, bearer('not-a-token'));
    const added = await store(api, '/cart/add-item', { body: { id: onSale.id }, headers: session });
    expect([added.status, userIdOf(added)]).toEqual([201, '0']);
  });

  /**
   * Aspect: a token in the body or query. WooCommerce registers no `token` argument (CartAddItem.php
   * get_args): it names nobody. store-api: a customer's token in the body or query leaves the request a guest's.
   */
  it('the bridge: a customer token in the body or query names nobody', async () => {
    const customer = await api.addCustomer();
    const inQuery = await store(api, `/cart&token=${customer.token}`);
    expect(userIdOf(inQuery)).toBe('0');
    const session = await writeHeaders(api);
    const inBody = await store(api, '/cart/add-item', { body: { id: onSale.id, token: customer.token }, headers: session });
    expect([inBody.status, userIdOf(inBody)]).toEqual([201, '0']);
    const customersCart = await store(api, '/cart', { headers: bearer(customer.token) });
    expect(customersCart.body.items_count).toBe(0);
  });

  /**
   * Aspect: a guest's checkout. Stock WooCommerce takes guest orders; the companion plugin refuses them
   * (entering needs an 18+ verified account) before WordPress dispatches the request (rest_pre_dispatch):
   * 401 `rest_not_logged_in`, without WooCommerce's session headers. store-api: the same, a token in the
   * body not helping.
   */
  it('guest checkout: refused 401 rest_not_logged_in (the companion plugin’s rule)', async () => {
    const customer = await api.addCustomer();
    const { session } = await cartWith(api, onSale.id, 1);
    const answer = await store(api, '/checkout', {
      body: { billing_address: BILLING, payment_method: PAYMENT_GATEWAYS.test_card, payment_data: GOOD_CARD, token: customer.token },
      headers: session,
    });
    expect([answer.status, answer.body]).toEqual([401, { code: 'rest_not_logged_in', message: 'You are not currently logged in.', data: { status: 401 } }]);
    expect([answer.headers.get('cart-token'), answer.headers.get('nonce')]).toEqual([null, null]);
  });

  /**
   * Aspect: CORS headers. WordPress's REST server (rest_exposed_cors_headers, rest_allowed_cors_headers) and
   * WooCommerce's Authentication.php (send_cors_headers, exposed_cors_headers): Cart-Token exposed, not Nonce;
   * Cart-Token and Nonce allowed; the methods, credentials and Vary: Origin. store-api: on success and error.
   */
  it('CORS: every Store API answer exposes Cart-Token (not Nonce) and allows Cart-Token and Nonce, errors included', async () => {
    const origin = { Origin: STOREFRONT };
    // A read that succeeds, and a write without a Nonce or Cart-Token that WooCommerce refuses (401 missing nonce).
    const answers = [await store(api, '/cart', { headers: origin }), await store(api, '/cart/add-item', { body: { id: onSale.id }, headers: origin })];
    expect(answers.map((answer) => [answer.status, answer.status === 200 ? null : answer.body])).toEqual([
      [200, null],
      [401, MISSING_NONCE],
    ]);
    for (const answer of answers) {
      expect([answer.status, Object.fromEntries(CORS_HEADERS.map((name) => [name, answer.headers.get(name)]))]).toEqual([
        answer.status,
        {
          'access-control-allow-origin': STOREFRONT,
          'access-control-expose-headers': STOCK_EXPOSED,
          'access-control-allow-headers': ALLOWED_HEADERS,
          'access-control-allow-methods': 'OPTIONS, GET, POST, PUT, PATCH, DELETE',
          'access-control-allow-credentials': 'true',
          // Vary also names accept-encoding: answers are compressed, as a WordPress host behind nginx sends them.
          vary: expect.stringMatching(/^Origin(, |$)/),
        },
      ]);
    }
  });

  /**
   * Aspect: which origins are echoed. Authentication::send_cors_headers: an allowed origin, or any origin
   * when the request carries a valid Cart-Token; otherwise no Access-Control-Allow-Origin. store-api: the
   * same (allowed: localhost and 127.0.0.1 on any port, and the configured origins).
   */
  it('CORS: any origin is echoed when the request carries a valid Cart-Token, an unknown origin otherwise not', async () => {
    const { cartToken } = await cartSession(api);
    const allowOrigin = async (headers: Record<string, string>) => (await store(api, '/cart', { headers })).headers.get('access-control-allow-origin');
    expect(await allowOrigin({ Origin: ELSEWHERE })).toBeNull();
    expect(await allowOrigin({ Origin: ELSEWHERE, 'Cart-Token': 'no-such-cart' })).toBeNull();
    expect(await allowOrigin({ Origin: ELSEWHERE, 'Cart-Token': cartToken })).toBe(ELSEWHERE);
    expect(await allowOrigin({ Origin: OTHER_ALLOWED })).toBe(OTHER_ALLOWED);
  });

  /**
   * Aspect: preflight. Authentication::send_cors_headers echoes any origin on a preflight (a Cart-Token
   * cannot be checked then) and exits after the headers. store-api: 200, no body, the origin echoed.
   */
  it('CORS: a preflight from any origin is answered 200 with the origin echoed and no body', async () => {
    const response = await fetch(apiUrl(api, `${STORE}/cart/add-item`), {
      method: 'OPTIONS',
      headers: { Origin: ELSEWHERE, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,cart-token,content-type' },
    });
    expect([response.status, await response.text()]).toEqual([200, '']);
    expect(response.headers.get('access-control-allow-origin')).toBe(ELSEWHERE);
    expect(response.headers.get('access-control-allow-headers')).toBe(ALLOWED_HEADERS);
  });

  /**
   * Aspect: CORS per route family. WooCommerce's CORS applies to `/wc/store/` only; the companion plugin's
   * routes keep WordPress's. store-api: its plugin routes keep their own (allowed origins only, Retry-After
   * exposed for rate limits), a Cart-Token opening no other origin there.
   */
  it('CORS: the companion plugin’s routes keep their own rules (allowed origins only, Retry-After exposed)', async () => {
    const { cartToken } = await cartSession(api);
    const local = await raw(api, '/api/v1/getsettings', { headers: { Origin: STOREFRONT } });
    expect(local.headers.get('access-control-allow-origin')).toBe(STOREFRONT);
    expect(local.headers.get('access-control-expose-headers')).toContain('Retry-After');
    const foreign = await raw(api, '/api/v1/getsettings', { headers: { Origin: ELSEWHERE, 'Cart-Token': cartToken } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  /**
   * Aspect: STORE_API_HEADERS. Stock WooCommerce exposes Cart-Token only; a site whose plugin adds Nonce to
   * rest_exposed_cors_headers exposes both. store-api: `STORE_API_HEADERS=nonce-exposed` (passed by
   * storeApiProcess to a server of its own) adds Nonce; the default ('stock') does not. WordPress: a
   * must-use plugin adding Nonce to rest_exposed_cors_headers, switched on for the test.
   */
  it('STORE_API_HEADERS: nonce-exposed adds Nonce to the exposed headers; stock (the default) exposes Cart-Token only', async () => {
    const exposedHeaders = await api.withNonceExposed(async (url) =>
      (await store({ url }, '/cart', { headers: { Origin: STOREFRONT } })).headers.get('access-control-expose-headers'),
    );
    expect(exposedHeaders).toBe(`${STOCK_EXPOSED}, Nonce`);
    expect((await store(api, '/cart', { headers: { Origin: STOREFRONT } })).headers.get('access-control-expose-headers')).toBe(STOCK_EXPOSED);
  }, 90_000);
});
