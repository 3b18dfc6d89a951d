import { PAYMENT_GATEWAYS } from '@shop/shared-contracts';
import type { RunningStoreApi } from '../server';
import { raw, startTestApi } from '../testing/testApi';
import { addTestCustomer } from '../testing/testShop';
import { bearer, BILLING, cartWith, itemsOf, postAs, STORE, store, writeHeaders } from './storeApiCalls';

/**
 * WooCommerce conformance, part 1: how WordPress routes a REST request and reads its parameters. Each test
 * is one aspect: what WooCommerce 9.3+ (on WordPress) answers, from the source named, and that store-api
 * answers the same over HTTP.
 */
describe('WooCommerce conformance: WordPress routing and request parsing', () => {
  let api: RunningStoreApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  /**
   * Aspect: routing. WordPress (rest-api.php, class-wp.php parse_request) serves `/wp-json/<route>`,
   * `index.php/wp-json/` and `?rest_route=<route>`, the query's rest_route winning over the path.
   * store-api: the same cart under every form.
   */
  it('routing: a route answers under /wp-json/<route>, ?rest_route= and index.php/wp-json, and ?rest_route= wins over the path', async () => {
    const urls = [
      `${api.url}/wp-json${STORE}/cart`,
      `${api.url}/wp-json/?rest_route=${STORE}/cart`,
      `${api.url}/competition/index.php/wp-json/?rest_route=${STORE}/cart`,
      `${api.url}/wp-json${STORE}/no-such-route?rest_route=${STORE}/cart`,
    ];
    for (const url of urls) {
      const response = await fetch(url);
      expect([url, response.status, ((await response.json()) as { items_count: number }).items_count]).toEqual([url, 200, 0]);
    }
  });

  /**
   * Aspect: unknown route or method. WordPress (class-wp-rest-server.php dispatch): 404 `rest_no_route`.
   * store-api: the same, for an unknown route and for a known route with a method it does not take.
   */
  it('unknown route or method: 404 rest_no_route', async () => {
    const noRoute = { code: 'rest_no_route', message: 'No route was found matching the URL and request method.', data: { status: 404 } };
    const unknown = await store(api, '/cart/nothing');
    expect([unknown.status, unknown.body]).toEqual([404, noRoute]);
    const wrongMethod = await store(api, '/cart', { method: 'DELETE' });
    expect([wrongMethod.status, wrongMethod.body]).toEqual([404, noRoute]);
  });

  /**
   * Aspect: error shape. WordPress (WP_REST_Server::error_to_response) and WooCommerce (AbstractRoute
   * error_to_response): `{code, message, data: {status}}`. store-api: every error in that shape, nothing else.
   */
  it("errors: WordPress's shape {code, message, data: {status}}", async () => {
    const missingNonce = await store(api, '/cart/add-item', { body: { id: 102 } });
    expect(missingNonce.body).toEqual({
      code: 'woocommerce_rest_missing_nonce',
      message: 'Missing the Nonce header. This endpoint requires a valid nonce.',
      data: { status: 401 },
    });
    const { session } = await cartWith(api, 102, 1);
    const unknownProduct = await store(api, '/cart/add-item', { body: { id: 999_999 }, headers: session });
    expect(unknownProduct.body).toEqual({
      code: 'woocommerce_rest_cart_invalid_product',
      message: 'Product with ID &quot;999999&quot; was not found.',
      data: { status: 400 },
    });
  });

  /**
   * Aspect: a JSON body. WordPress (WP_REST_Request::get_json_params, wp_is_json_media_type) reads a body as
   * JSON only under `Content-Type: application/json`, a charset parameter allowed; any other content type or
   * none: the body is ignored, parameters come from the query alone. store-api: the same.
   */
  it('body parsing: JSON is read only under application/json (with a charset too); under another type or none the body is ignored', async () => {
    const { session } = await cartWith(api, 102, 1);
    const add = (contentType: string | null, query = '') =>
      fetch(`${api.url}/wp-json/?rest_route=${STORE}/cart/add-item${query}`, {
        method: 'POST',
        headers: { ...session, ...(contentType === null ? {} : { 'Content-Type': contentType }) },
        body: Buffer.from(JSON.stringify({ id: 105, quantity: 2 })),
      }).then(async (response) => ({ status: response.status, body: (await response.json()) as { code?: string; items_count?: number } }));
    expect(await add('application/json; charset=UTF-8')).toMatchObject({ status: 201, body: { items_count: 3 } });
    expect(await add('text/plain')).toMatchObject({ status: 400, body: { code: 'rest_missing_callback_param' } });
    expect(await add(null)).toMatchObject({ status: 400, body: { code: 'rest_missing_callback_param' } });
    // The ignored body's quantity counts for nothing: the query's id is added once, with the minimum.
    expect(await add('text/plain', '&id=107')).toMatchObject({ status: 201, body: { items_count: 4 } });
  });

  /**
   * Aspect: a form body. WordPress reads `application/x-www-form-urlencoded` as form fields, `a[b]=` as a map
   * and `a[0][b]=` as a list (PHP's $_POST). store-api: the same, so a form-encoded checkout places an order.
   */
  it('body parsing: application/x-www-form-urlencoded is read as form fields, nested maps and lists included', async () => {
    const customer = addTestCustomer(api.db);
    const session = await writeHeaders(api, bearer(customer.token));
    const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
    const added = await fetch(`${api.url}/wp-json/?rest_route=${STORE}/cart/add-item`, {
      method: 'POST',
      headers: { ...session, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form({ id: '102', quantity: '2' }),
    });
    expect([added.status, ((await added.json()) as { items_count: number }).items_count]).toEqual([201, 2]);
    const billing = Object.fromEntries(Object.entries(BILLING).map(([field, value]) => [`billing_address[${field}]`, value]));
    const paid = await fetch(`${api.url}/wp-json/?rest_route=${STORE}/checkout`, {
      method: 'POST',
      headers: { ...session, 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      body: form({
        ...billing,
        payment_method: PAYMENT_GATEWAYS.test_card,
        'payment_data[0][key]': 'card_number',
        'payment_data[0][value]': '4242424242424242',
      }),
    });
    const order = (await paid.json()) as { billing_address: Record<string, string>; payment_result: { payment_status: string } };
    expect([paid.status, order.payment_result.payment_status, order.billing_address]).toEqual([200, 'success', BILLING]);
  });

  /**
   * Aspect: malformed JSON. WordPress (WP_REST_Request::parse_json_params): 400 `rest_invalid_json` when a
   * JSON-typed body does not parse. store-api: the same, also for JSON that is not an object; malformed text
   * under another content type is simply not read.
   */
  it('malformed JSON under the JSON content type: 400 rest_invalid_json', async () => {
    const invalidJson = { code: 'rest_invalid_json', message: 'Invalid JSON body passed.', data: { status: 400 } };
    const broken = await postAs(api, `${STORE}/cart/add-item`, '{"id": 102,', 'application/json');
    expect([broken.status, broken.body]).toEqual([400, invalidJson]);
    const notAnObject = await postAs(api, `${STORE}/cart/add-item`, '[102]', 'application/json');
    expect([notAnObject.status, notAnObject.body]).toEqual([400, invalidJson]);
    const asText = await postAs(api, `${STORE}/cart/add-item`, '{"id": 102,', 'text/plain');
    expect(asText.body.code).toBe('rest_missing_callback_param');
  });

  /**
   * Aspect: missing required parameters. WordPress (WP_REST_Request::has_valid_params): 400
   * `rest_missing_callback_param`, "Missing parameter(s): a, b", `data.params` the list of names, before the
   * route runs. store-api: the same on every Store API route (the plugin's own routes keep rest_invalid_param).
   */
  it('missing required parameters: 400 rest_missing_callback_param naming each in data.params', async () => {
    const { session } = await cartWith(api, 102, 1);
    const update = await store(api, '/cart/update-item', { body: { quantity: null }, headers: session });
    expect([update.status, update.body]).toEqual([
      400,
      { code: 'rest_missing_callback_param', message: 'Missing parameter(s): key, quantity', data: { status: 400, params: ['key', 'quantity'] } },
    ]);
    const coupon = await store(api, '/cart/apply-coupon', { body: {}, headers: session });
    expect(coupon.body).toEqual({ code: 'rest_missing_callback_param', message: 'Missing parameter(s): code', data: { status: 400, params: ['code'] } });
    const plugin = await raw(api, '/api/v1/contact', { body: {} });
    expect(plugin.body.code).toBe('rest_invalid_param');
    expect(itemsOf(await store(api, '/cart', { headers: session }))).toHaveLength(1);
  });
});
