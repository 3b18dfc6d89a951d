import { HOSTED_SANDBOX_GATEWAY } from '@shop/shared-contracts';
import { raw } from '../testing/testApi';
import { bearer, BILLING, cartWith, competitionOf, itemsOf, store } from './storeApiCalls';
import { conformanceTargets, TARGET_START_TIMEOUT_MS, type ConformanceTarget } from './target';
import { startTarget } from './startTarget';

/**
 * WooCommerce conformance, part 7: a payment that waits for its provider (issue #47; docs/payments.md), with the
 * sandbox hosted-payment gateway both targets have (off until an admin enables it). Each test is one aspect:
 * what WooCommerce 9.3+ answers for a gateway whose process_payment sends the customer away (Legacy.php,
 * CheckoutTrait.php, WC_Order::payment_complete), and that store-api and WordPress with the companion plugin
 * answer the same over HTTP.
 */
describe.each(conformanceTargets())('WooCommerce conformance [%s]: payment that waits for the provider', (targetName) => {
  let api: ConformanceTarget;
  beforeAll(async () => {
    api = await startTarget(targetName);
    await api.setGatewayEnabled(HOSTED_SANDBOX_GATEWAY, true);
  }, TARGET_START_TIMEOUT_MS);
  afterAll(() => api?.close());

  /** A new customer with `quantity` tickets of a fresh competition in the basket, checked out with the sandbox gateway. */
  async function pendingCheckout(quantity = 2) {
    const competition = await api.addCompetition({ price: 1.5, tickets: 100 });
    const customer = await api.addCustomer();
    const { session } = await cartWith(api, competition.id, quantity, bearer(customer.token));
    const answer = await store(api, '/checkout', { body: { billing_address: BILLING, payment_method: HOSTED_SANDBOX_GATEWAY }, headers: session });
    return { competition, customer, session, answer };
  }
  const orderDetail = async (token: string, id: number) =>
    (await raw(api, '/api/v1/order_detail', { body: { token, id } })).body.data as Record<string, unknown>;

  /**
   * Aspect: the payment result of a redirecting gateway. Legacy::process_legacy_payment: process_payment's
   * `result` (`pending`) becomes payment_status and its array payment_details; `redirect` becomes redirect_url;
   * CheckoutTrait::get_route_post_response answers `pending` with HTTP 202. The order stays pending, with no
   * ticket numbers. store-api: the same, the provider's page on its own origin.
   */
  it('a redirecting gateway: 202, payment_status pending, the provider page as redirect_url, the order pending without tickets', async () => {
    const { answer } = await pendingCheckout();
    expect(answer.status).toBe(202);
    const redirect = (answer.body.payment_result as { redirect_url: string }).redirect_url;
    expect(new URL(redirect).origin).toBe(new URL(api.url).origin);
    expect(answer.body).toMatchObject({
      status: 'pending',
      payment_method: HOSTED_SANDBOX_GATEWAY,
      payment_result: {
        payment_status: 'pending',
        payment_details: [
          { key: 'result', value: 'pending' },
          { key: 'redirect', value: redirect },
        ],
        redirect_url: redirect,
      },
      extensions: { 'angling-prizes': { tickets: [], instant_wins: [] } },
    });
  });

  /**
   * Aspect: a pending order. No ticket numbers until payment_complete; WooCommerce's stock hold keeps its
   * tickets off sale (ReserveStock: draft and pending orders), so the competition counts them as sold; the
   * basket stays until the payment is known; the order detail carries the order key the return page checks.
   */
  it('a pending order: no tickets, its tickets held, the basket kept, the order key in its detail', async () => {
    const { competition, customer, session, answer } = await pendingCheckout(3);
    const detail = await orderDetail(customer.token, answer.body.order_id as number);
    expect(detail).toMatchObject({ status: 'pending', order_key: answer.body.order_key, instant_wins: [] });
    expect((detail.product as { tickets: number[] }[]).map((line) => line.tickets)).toEqual([[]]);
    expect((await competitionOf(api, competition.id)).total_ticket_sold).toBe(3);
    const cart = await store(api, '/cart', { headers: session });
    expect(itemsOf(cart).map((item) => [item.id, item.quantity])).toEqual([[competition.id, 3]]);
  });

  /**
   * Aspect: notification idempotency. The provider's page pays the order (its signed notification, before the
   * customer is sent back to the order-received page with the key); the same notification delivered again is
   * refused (409 sandbox_replayed_notification) and changes nothing: WC_Order::payment_complete runs once.
   */
  it('the provider pays the order once: a replayed notification is refused 409 and changes nothing', async () => {
    const { customer, session, answer } = await pendingCheckout(2);
    const orderId = answer.body.order_id as number;
    const page = (answer.body.payment_result as { redirect_url: string }).redirect_url;
    const approved = await fetch(page, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ choice: 'approve', notify: 'before' }),
      redirect: 'manual',
    });
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toMatch(new RegExp(`/checkout/order-received/${orderId}/\\?key=${String(answer.body.order_key)}$`));
    const paid = await orderDetail(customer.token, orderId);
    expect(paid.status).toBe('processing');
    expect((paid.product as { tickets: number[] }[])[0]!.tickets).toHaveLength(2);
    expect(itemsOf(await store(api, '/cart', { headers: session }))).toEqual([]);

    const [sent, ...more] = await api.sandboxNotifications(orderId);
    expect(more).toEqual([]);
    const replay = await fetch(api.sandboxNotifyUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Sandbox-Signature': sent!.signature },
      body: JSON.stringify(sent!.body),
    });
    expect([replay.status, await replay.json()]).toEqual([
      409,
      { code: 'sandbox_replayed_notification', message: 'This notification has already been received.', data: { status: 409 } },
    ]);
    expect(await orderDetail(customer.token, orderId)).toEqual(paid);
  });
});
