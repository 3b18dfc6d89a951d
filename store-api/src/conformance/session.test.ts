import {
  bearer,
  cartSession,
  cartTokenSession,
  cartWith,
  INVALID_NONCE as INVALID,
  itemsOf,
  MISSING_NONCE as MISSING,
  store,
  type Answer,
} from './storeApiCalls';
import { conformanceTargets, TARGET_START_TIMEOUT_MS, type ConformanceTarget, type TestCompetition } from './target';
import { startTarget } from './startTarget';

/**
 * WooCommerce conformance, part 3: the Store API session, Nonce and Cart-Token (WooCommerce's nonce-tokens.md
 * and cart-tokens.md). Each test is one aspect: what WooCommerce 9.3+ answers, from the source named, and that
 * the target (store-api, or WordPress with the companion plugin) answers the same over HTTP.
 */
describe.each(conformanceTargets())('WooCommerce conformance [%s]: Nonce and Cart-Token', (targetName) => {
  let api: ConformanceTarget;
  /** A competition on sale, for tests that need any. */
  let onSale: TestCompetition;
  beforeAll(async () => {
    api = await startTarget(targetName);
    onSale = await api.addCompetition();
  }, TARGET_START_TIMEOUT_MS);
  afterAll(() => api?.close());

  const sessionHeaders = (answer: Answer) => ['nonce', 'nonce-timestamp', 'user-id', 'cart-token', 'cart-hash'].map((name) => answer.headers.get(name));

  /**
   * Aspect: session headers. AbstractCartRoute::add_response_headers (AbstractRoute::get_response) sends
   * Nonce, Nonce-Timestamp, User-ID, Cart-Token and Cart-Hash on success and on error. store-api: the same on
   * 200, 201, 400, 401, 403 and 409 answers.
   */
  it('session headers: Nonce, Nonce-Timestamp, User-ID, Cart-Token and Cart-Hash on every answer, errors included', async () => {
    const { added, session } = await cartWith(api, onSale.id, 1);
    const answers = [
      await store(api, '/cart'),
      added,
      await store(api, '/cart/add-item', { body: { id: 999_999 }, headers: session }),
      await store(api, '/cart/add-item', { body: { id: onSale.id } }),
      await store(api, '/cart/add-item', { body: { id: onSale.id }, headers: { Nonce: 'deadbeef00' } }),
      await store(api, '/cart/update-item', { body: { key: 'no-such-line', quantity: 1 }, headers: session }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 201, 400, 401, 403, 409]);
    for (const answer of answers) {
      expect([answer.status, sessionHeaders(answer)]).toEqual([
        answer.status,
        [
          expect.stringMatching(/^[0-9a-f]{10}$/),
          expect.stringMatching(/^\d{10}$/),
          '0',
          expect.stringMatching(/^\S+$/),
          expect.stringMatching(/^([0-9a-f]{32})?$/),
        ],
      ]);
    }
  });

  /**
   * Aspect: Cart-Hash. WC_Cart::get_cart_hash: an md5 of the cart's contents, empty for an empty cart. store-api:
   * '' when empty; the same hash on /cart and /cart/items while the contents stay; another once a quantity changes.
   */
  it('Cart-Hash: empty for an empty cart, an md5 that stays with the contents and changes with them', async () => {
    expect((await store(api, '/cart')).headers.get('cart-hash')).toBe('');
    const { added, session } = await cartWith(api, onSale.id, 2);
    const hash = added.headers.get('cart-hash')!;
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    expect((await store(api, '/cart', { headers: session })).headers.get('cart-hash')).toBe(hash);
    expect((await store(api, '/cart/items', { headers: session })).headers.get('cart-hash')).toBe(hash);
    const updated = await store(api, '/cart/update-item', { body: { key: itemsOf(added)[0]!.key, quantity: 3 }, headers: session });
    expect(updated.headers.get('cart-hash')).toMatch(/^[0-9a-f]{32}$/);
    expect(updated.headers.get('cart-hash')).not.toBe(hash);
  });

  /**
   * Aspect: reads need no nonce. AbstractCartRoute::requires_nonce: only POST, PUT, PATCH and DELETE on cart
   * routes. store-api: GET /cart and /cart/items answer 200 with neither a nonce nor a Cart-Token.
   */
  it('reads: GET /cart and /cart/items need neither a nonce nor a Cart-Token', async () => {
    const cart = await store(api, '/cart');
    const items = await store(api, '/cart/items');
    expect([cart.status, cart.body.items_count, items.status, items.body]).toEqual([200, 0, 200, []]);
  });

  /**
   * Aspect: nonce errors. AbstractRoute::check_nonce: no nonce 401 `woocommerce_rest_missing_nonce`, a bad
   * one 403 `woocommerce_rest_invalid_nonce`; a nonce is wp_create_nonce('wc_store_api') of the user and
   * their session. store-api: the same; without a Cart-Token a customer's own nonce writes to their cart.
   */
  it('nonce: a write with no valid Cart-Token needs the Nonce header (401 missing, 403 invalid); the session’s own nonce writes', async () => {
    const missing = await store(api, '/cart/add-item', { body: { id: onSale.id } });
    expect([missing.status, missing.body]).toEqual([401, MISSING]);
    const invalid = await store(api, '/cart/add-item', { body: { id: onSale.id }, headers: { Nonce: 'deadbeef00' } });
    expect([invalid.status, invalid.body]).toEqual([403, INVALID]);
    const customer = await api.addCustomer();
    const { nonce, cartToken } = await cartSession(api, bearer(customer.token));
    const own = await store(api, '/cart/add-item', { body: { id: onSale.id }, headers: { ...bearer(customer.token), Nonce: nonce } });
    // The customer's own session: its cart now holds the item (the token is minted again, for the same session).
    const session = cartTokenSession(cartToken);
    expect(session).toMatch(/^\S+$/);
    expect([own.status, cartTokenSession(own.headers.get('cart-token')), own.body.items_count]).toEqual([201, session, 1]);
  });

  /**
   * Aspect: a Cart-Token replaces the nonce. WooCommerce 9.3+ (WC #50025, AbstractCartRoute::requires_nonce
   * = !has_cart_token): a write with a valid Cart-Token is not nonce-checked at all. store-api: the same,
   * even beside a nonce that is not the session's.
   */
  it('Cart-Token: a write with a valid Cart-Token needs no nonce, and a wrong nonce beside it is not checked', async () => {
    const { cartToken } = await cartSession(api);
    const alone = await store(api, '/cart/add-item', { body: { id: onSale.id }, headers: { 'Cart-Token': cartToken } });
    expect([alone.status, alone.body.items_count]).toEqual([201, 1]);
    const beside = await store(api, '/cart/add-item', { body: { id: onSale.id }, headers: { 'Cart-Token': cartToken, Nonce: 'deadbeef00' } });
    expect([beside.status, beside.body.items_count]).toEqual([201, 2]);
  });

  /**
   * Aspect: an unknown Cart-Token. CartTokenUtils::validate_cart_token fails and SessionHandler ignores it:
   * a read gets a new empty session, a write without a nonce is 401. store-api: a fresh empty cart with a new
   * Cart-Token, and 401 `woocommerce_rest_missing_nonce`.
   */
  it('unknown Cart-Token: a read gets a fresh empty cart with a new token, a write is 401 missing nonce', async () => {
    const read = await store(api, '/cart', { headers: { 'Cart-Token': 'expired-or-unknown' } });
    expect([read.status, read.body.items_count]).toEqual([200, 0]);
    expect(read.headers.get('cart-token')).not.toBe('expired-or-unknown');
    const write = await store(api, '/cart/add-item', { body: { id: onSale.id }, headers: { 'Cart-Token': 'expired-or-unknown' } });
    expect([write.status, write.body]).toEqual([401, MISSING]);
  });

  /**
   * Aspect: the legacy nonce header. `X-WC-Store-API-Nonce` was removed in WooCommerce 9.3 (WC #50025):
   * neither sent nor accepted. store-api: not on any answer, and a valid nonce in it counts for nothing.
   */
  it('legacy X-WC-Store-API-Nonce: neither sent nor accepted', async () => {
    const customer = await api.addCustomer();
    const read = await store(api, '/cart', { headers: bearer(customer.token) });
    expect(read.headers.get('x-wc-store-api-nonce')).toBeNull();
    const legacy = await store(api, '/cart/add-item', {
      body: { id: onSale.id },
      headers: { ...bearer(customer.token), 'X-WC-Store-API-Nonce': read.headers.get('nonce')! },
    });
    expect([legacy.status, legacy.body]).toEqual([401, MISSING]);
  });

  /**
   * Aspect: a nonce or cart token in the body. WooCommerce reads only the `Nonce` and `Cart-Token` headers
   * (AbstractRoute::check_nonce, SessionHandler). store-api: `nonce` and `cart_header` in the body, even the
   * session's own, count for nothing.
   */
  it('body nonce and cart_header: ignored, only the headers count', async () => {
    const { cartToken, nonce } = await cartSession(api);
    const inBody = await store(api, '/cart/add-item', { body: { id: onSale.id, nonce, cart_header: cartToken } });
    expect([inBody.status, inBody.body]).toEqual([401, MISSING]);
    expect((await store(api, '/cart', { headers: { 'Cart-Token': cartToken } })).body.items_count).toBe(0);
  });

  /**
   * Aspect: another customer's Cart-Token. Stock WooCommerce lets any holder of a valid Cart-Token use its
   * session, a signed-in customer's too. The shop's rule (store-api's, and the companion plugin's
   * IdentityBridge::keep_cart_token_to_its_owner): a signed-in customer's Cart-Token is refused to anyone
   * else, 403 `woocommerce_rest_invalid_nonce` on a write; a read gets the reader's own cart instead.
   */
  it("owner rule (the shop's): a signed-in customer's Cart-Token is refused to anyone else", async () => {
    const owner = await api.addCustomer();
    const { session } = await cartWith(api, onSale.id, 2, bearer(owner.token));
    const ownerToken = session['Cart-Token']!;
    const asGuest = await store(api, '/cart/add-item', { body: { id: onSale.id }, headers: { 'Cart-Token': ownerToken } });
    expect([asGuest.status, asGuest.body]).toEqual([403, INVALID]);
    const other = await api.addCustomer();
    const asOther = await store(api, '/cart/add-item', { body: { id: onSale.id }, headers: { ...bearer(other.token), 'Cart-Token': ownerToken } });
    expect([asOther.status, asOther.body]).toEqual([403, INVALID]);
    // The read answers an empty cart with a Cart-Token of its own: the reader's cart, where what the reader adds
    // with that token lands, while the owner's cart keeps its 2.
    const read = await store(api, '/cart', { headers: { 'Cart-Token': ownerToken } });
    const readerToken = read.headers.get('cart-token');
    expect([read.status, read.body.items_count, typeof readerToken]).toEqual([200, 0, 'string']);
    const added = await store(api, '/cart/add-item', { body: { id: onSale.id }, headers: { 'Cart-Token': readerToken! } });
    expect([added.status, added.body.items_count]).toEqual([201, 1]);
    expect((await store(api, '/cart', { headers: session })).body.items_count).toBe(2);
  });
});
