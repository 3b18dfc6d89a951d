import { PAYMENT_GATEWAYS } from '@shop/shared-contracts';
import { raw } from '../testing/testApi';
import { apiUrl, bearer, BILLING, cartWith, itemsOf, postAs, STORE, store, writeHeaders } from './storeApiCalls';
import { conformanceTargets, TARGET_START_TIMEOUT_MS, type ConformanceTarget, type TestCompetition } from './target';
import { startTarget } from './startTarget';

/**
 * WooCommerce conformance, part 1: how WordPress routes a REST request and reads its parameters. Each test
 * is one aspect: what WooCommerce 9.3+ (on WordPress) answers, from the source named, and that the target
 * (store-api, or WordPress with the companion plugin) answers the same over HTTP.
 */
describe.each(conformanceTargets())('WooCommerce conformance [%s]: WordPress routing and request parsing', (targetName) => {
  let api: ConformanceTarget;
  /** Three competitions on sale, for tests that need any. */
  let first: TestCompetition;
  let second: TestCompetition;
  let third: TestCompetition;
  beforeAll(async () => {
    api = await startTarget(targetName);
    [first, second, third] = [await api.addCompetition(), await api.addCompetition(), await api.addCompetition()];
  }, TARGET_START_TIMEOUT_MS);
  afterAll(() => api?.close());

  /**
   * Aspect: routing. WordPress (rest-api.php, class-wp.php parse_request) serves `index.php/wp-json/<route>`
   * (PATHINFO permalinks, the shop's) and `?rest_route=<route>`, the query's rest_route winning over the path.
   * store-api: the same cart under every form.
   */
  it('routing: a route answers under index.php/wp-json/<route> and ?rest_route=, and ?rest_route= wins over the path', async () => {
    const site = `${api.url}/competition`;
    const urls = [
      `${site}/index.php/wp-json${STORE}/cart`,
      `${site}/index.php/wp-json/?rest_route=${STORE}/cart`,
      `${site}/?rest_route=${STORE}/cart`,
      `${site}/index.php/wp-json${STORE}/no-such-route?rest_route=${STORE}/cart`,
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
    const missingNonce = await store(api, '/cart/add-item', { body: { id: first.id } });
    expect(missingNonce.body).toEqual({
      code: 'woocommerce_rest_missing_nonce',
      message: 'Missing the Nonce header. This endpoint requires a valid nonce.',
      data: { status: 401 },
    });
    const { session } = await cartWith(api, first.id, 1);
    const unknownProduct = await store(api, '/cart/add-item', { body: { id: 999_999 }, headers: session });
    expect(unknownProduct.body).toEqual({
      code: 'woocommerce_rest_cart_invalid_product',
      message: 'Product with ID &quot;999999&quot; was not found and cannot be added to the cart.',
      data: { status: 400 },
    });
  });

  /**
   * Aspect: a JSON body. WordPress (WP_REST_Request::get_json_params, wp_is_json_media_type) reads a body as
   * JSON only under `Content-Type: application/json`, a charset parameter allowed; any other content type or
   * none: the body is ignored, parameters come from the query alone (add-item then names no product: 400
   * `woocommerce_rest_cart_invalid_product`). store-api: the same.
   */
  it('body parsing: JSON is read only under application/json (with a charset too); under another type or none the body is ignored', async () => {
    const { session } = await cartWith(api, first.id, 1);
    const add = (contentType: string | null, query = '') =>
      fetch(`${apiUrl(api, `${STORE}/cart/add-item`)}${query}`, {
        method: 'POST',
        headers: { ...session, ...(contentType === null ? {} : { 'Content-Type': contentType }) },
        body: Buffer.from(JSON.stringify({ id: second.id, quantity: 2 })),
      }).then(async (response) => ({ status: response.status, body: (await response.json()) as { code?: string; items_count?: number } }));
    expect(await add('application/json; charset=UTF-8')).toMatchObject({ status: 201, body: { items_count: 3 } });
    expect(await add('text/plain')).toMatchObject({ status: 400, body: { code: 'woocommerce_rest_cart_invalid_product' } });
    expect(await add(null)).toMatchObject({ status: 400, body: { code: 'woocommerce_rest_cart_invalid_product' } });
    // The ignored body's quantity counts for nothing: the query's id is added once, with the minimum.
    expect(await add('text/plain', `&id=${third.id}`)).toMatchObject({ status: 201, body: { items_count: 4 } });
  });

  /**
   * Aspect: a form body. WordPress reads `application/x-www-form-urlencoded` as form fields, `a[b]=` as a map
   * and `a[0][b]=` as a list (PHP's $_POST). store-api: the same, so a form-encoded checkout places an order.
   */
  it('body parsing: application/x-www-form-urlencoded is read as form fields, nested maps and lists included', async () => {
    const customer = await api.addCustomer();
    const session = await writeHeaders(api, bearer(customer.token));
    const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
    const added = await fetch(apiUrl(api, `${STORE}/cart/add-item`), {
      method: 'POST',
      headers: { ...session, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form({ id: String(first.id), quantity: '2' }),
    });
    expect([added.status, ((await added.json()) as { items_count: number }).items_count]).toEqual([201, 2]);
    const billing = Object.fromEntries(Object.entries(BILLING).map(([field, value]) => [`billing_address[${field}]`, value]));
    const paid = await fetch(apiUrl(api, `${STORE}/checkout`), {
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
   * Aspect: malformed JSON. WordPress (WP_REST_Request::parse_json_params): 400 `rest_invalid_json` with
   * json_last_error's code and message when a JSON-typed body does not parse; JSON that parses but is no
   * object names no parameter, and the request goes on (here to WooCommerce's nonce check); malformed text
   * under another content type is simply not read. store-api: the same.
   */
  it('malformed JSON under the JSON content type: 400 rest_invalid_json', async () => {
    const invalidJson = {
      code: 'rest_invalid_json',
      message: 'Invalid JSON body passed.',
      data: { status: 400, json_error_code: 4, json_error_message: 'Syntax error' },
    };
    const broken = await postAs(api, `${STORE}/cart/add-item`, '{"id": 102,', 'application/json');
    expect([broken.status, broken.body]).toEqual([400, invalidJson]);
    // (A JSON string would do as well, but WordPress warns about it in its debug log: its params are no list.)
    expect((await postAs(api, `${STORE}/cart/add-item`, '[102]', 'application/json')).body.code).toBe('woocommerce_rest_missing_nonce');
    const asText = await postAs(api, `${STORE}/cart/add-item`, '{"id": 102,', 'text/plain');
    expect(asText.body.code).toBe('woocommerce_rest_missing_nonce');
  });

  /**
   * Aspect: the arguments' checks. WordPress (WP_REST_Request::has_valid_params, sanitize_params) checks the
   * arguments a route registers before it runs: a required one missing is 400 `rest_missing_callback_param`
   * naming each in `data.params` (of the Store API routes only checkout's billing_address is required); a
   * value not of its type is 400 `rest_invalid_param` with `data.params` and `data.details`. An argument not
   * required that is missing is the route's own affair (a coupon code "" does not exist). store-api: the same
   * (the plugin's own routes refuse a body without their fields too).
   */
  it('arguments: required ones missing are rest_missing_callback_param, values of the wrong type rest_invalid_param', async () => {
    const customer = await api.addCustomer();
    const { session } = await cartWith(api, first.id, 1, bearer(customer.token));
    const checkout = await store(api, '/checkout', { body: { payment_method: PAYMENT_GATEWAYS.test_card }, headers: session });
    expect([checkout.status, checkout.body]).toEqual([
      400,
      { code: 'rest_missing_callback_param', message: 'Missing parameter(s): billing_address', data: { status: 400, params: ['billing_address'] } },
    ]);
    const update = await store(api, '/cart/update-item', { body: { quantity: null }, headers: session });
    const notANumber = 'quantity is not of type number.';
    expect([update.status, update.body]).toEqual([
      400,
      {
        code: 'rest_invalid_param',
        message: 'Invalid parameter(s): quantity',
        data: {
          status: 400,
          params: { quantity: notANumber },
          details: { quantity: { code: 'rest_invalid_type', message: notANumber, data: { param: 'quantity' } } },
        },
      },
    ]);
    const coupon = await store(api, '/cart/apply-coupon', { body: {}, headers: session });
    expect(coupon.body).toEqual({
      code: 'woocommerce_rest_cart_coupon_error',
      message: 'Coupon &quot;&quot; cannot be applied because it does not exist.',
      data: { status: 400 },
    });
    expect((await raw(api, '/api/v1/contact', { body: {} })).status).toBe(400);
    expect(itemsOf(await store(api, '/cart', { headers: session }))).toHaveLength(1);
  });
});
