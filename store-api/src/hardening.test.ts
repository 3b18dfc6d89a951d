import { raw, signedInClient, startTestApi, SERVICE_TOKEN } from './testing/testApi';
import type { RunningStoreApi } from './server';

const MARKUP = ['<img src=x onerror=alert(1)>', '<img src=x onerror=alert(1)', '<script>alert(1)</script>WELCOME', '<b>bold</b>'];

function expectWordPressShape(answer: { status: number; body: Record<string, unknown> }, status: number) {
  expect(answer.status).toBe(status);
  expect(answer.body).toEqual({ code: expect.any(String), message: expect.any(String), data: expect.objectContaining({ status }) });
}

function expectSecurityHeaders(headers: Headers) {
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), browsing-topics=()');
  expect(headers.get('x-frame-options')).toBe('DENY');
}

/** Error messages never carry customer markup; security headers and WordPress-shaped errors everywhere. */
describe('hardening', () => {
  let api: RunningStoreApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('strips tags from coupon codes and from every error message, as WooCommerce does', async () => {
    const first = await raw(api, '/wc/store/v1/cart');
    // The nonce is bound to its cart session: both go together.
    const session = { Nonce: first.headers.get('nonce')!, 'Cart-Token': first.headers.get('cart-token')! };
    for (const code of MARKUP) {
      const answer = await raw(api, '/wc/store/v1/cart/apply-coupon', { body: { code }, headers: session });
      expectWordPressShape(answer, 400);
      expect(answer.body.code).toBe('woocommerce_rest_cart_coupon_error');
      expect(JSON.stringify(answer.body)).not.toMatch(/<|onerror|script/i);
    }
    const removed = await raw(api, '/wc/store/v1/cart/remove-coupon', { body: { code: MARKUP[0] }, headers: session });
    expectWordPressShape(removed, 400);
    expect(removed.body.message).not.toMatch(/</);
  });

  it('keeps markup out of parameter errors (data.params) too', async () => {
    const demo = await signedInClient(api);
    const token = (await demo.checkAuth()).token;
    const answer = await raw(api, '/api/v1/update_responsible_gaming', {
      body: { token, limit_duration: '<img src=x onerror=alert(1)>', limit_value: 1, lockout_period: '<script>alert(1)</script>' },
    });
    expectWordPressShape(answer, 400);
    expect(JSON.stringify(answer.body)).not.toMatch(/</);
  });

  it('a valid coupon code with markup around it is not a different coupon', async () => {
    const client = await signedInClient(api);
    await client.getNonce();
    const cart = await client.applyCoupon('<b>WELCOME10</b>');
    expect(cart.coupons.map((coupon) => coupon.code.toUpperCase())).toContain('WELCOME10');
  });

  it('sends nosniff, a Referrer-Policy, a policy that runs and frames nothing and a Permissions-Policy on every answer: success, errors, images, CORS preflight', async () => {
    expectSecurityHeaders((await raw(api, '/api/v1/getsettings')).headers);
    expectSecurityHeaders((await raw(api, '/api/v1/nothing')).headers);
    expectSecurityHeaders((await raw(api, '/api/v1/getsettings', { headers: { Authorization: 'Bearer nope' } })).headers);
    expectSecurityHeaders((await raw(api, '/api/v1/login', { body: '{' })).headers);
    expectSecurityHeaders((await fetch(`${api.url}/competition/images/missing.svg`)).headers);
    const preflight = await fetch(`${api.url}/wp-json/api/v1/login`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:3000', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBeLessThan(300);
    expectSecurityHeaders(preflight.headers);
  });

  it('answers 413 (body too large) and 431 (40 KB URL) in the WordPress shape', async () => {
    const tooLarge = await raw(api, '/api/v1/contact', { body: { message: 'x'.repeat(300_000) } });
    expectWordPressShape(tooLarge, 413);
    expect(tooLarge.body.code).toBe('rest_request_too_large');
    expectSecurityHeaders(tooLarge.headers);

    const response = await fetch(`${api.url}/wp-json/api/v1/getsettings?padding=${'a'.repeat(40_000)}`, {
      headers: { Authorization: `Bearer ${SERVICE_TOKEN}` },
    });
    const body = (await response.json()) as Record<string, unknown>;
    expectWordPressShape({ status: response.status, body }, 431);
    expect(body.code).toBe('rest_headers_too_large');
    expectSecurityHeaders(response.headers);
  });
});
