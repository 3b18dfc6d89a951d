import type { CheckoutResponse } from '@shop/shared-contracts';
import { PAYMENT_REFUSED_MESSAGE, paymentOutcome } from './paymentOutcome';
import { gatewayOf, HOSTED_FIELDS_GATEWAYS, offeredPaymentMethods, paymentChoiceLabel } from './paymentChoices';

type Answer = Pick<CheckoutResponse, 'order_id' | 'order_key' | 'status' | 'payment_result'>;
const answer = (
  status: string,
  payment_status: Answer['payment_result']['payment_status'],
  redirect_url = '',
  details: { key: string; value: string }[] = [],
): Answer => ({
  order_id: 146,
  order_key: 'wc_order_abc',
  status,
  payment_result: { payment_status, payment_details: details, redirect_url },
});

describe("paymentOutcome: the Store API's payment result, whatever the gateway", () => {
  it('success on a paid order is paid', () => {
    expect(paymentOutcome(answer('processing', 'success', 'https://shop.test/checkout/order-received/146/?key=wc_order_abc'))).toEqual({ kind: 'paid' });
    expect(paymentOutcome(answer('completed', 'success'))).toEqual({ kind: 'paid' });
  });

  it("pending with a redirect_url sends the customer to the provider's page", () => {
    expect(paymentOutcome(answer('pending', 'pending', 'https://pay.provider.test/session/9'))).toEqual({
      kind: 'redirect',
      url: 'https://pay.provider.test/session/9',
    });
  });

  it('success on an order still pending (a redirecting gateway) is not paid: the customer goes to the provider', () => {
    expect(paymentOutcome(answer('pending', 'success', 'https://pay.provider.test/session/9'))).toEqual({
      kind: 'redirect',
      url: 'https://pay.provider.test/session/9',
    });
  });

  it('pending without a redirect_url waits on the return page, its key escaped', () => {
    expect(paymentOutcome({ ...answer('pending', 'pending'), order_key: 'wc_order_a&b' })).toEqual({
      kind: 'redirect',
      url: '/checkout/order-received/146?key=wc_order_a%26b',
    });
  });

  it("failure and error refuse with the gateway's message, or a plain sentence without one", () => {
    expect(paymentOutcome(answer('failed', 'failure', '', [{ key: 'message', value: 'Card expired.' }]))).toEqual({
      kind: 'refused',
      message: 'Card expired.',
    });
    expect(paymentOutcome(answer('failed', 'error'))).toEqual({ kind: 'refused', message: PAYMENT_REFUSED_MESSAGE });
  });
});

describe('the ways to pay: the gateways the Store API lists as enabled', () => {
  it("offers the storefront's own, then any other gateway listed, except those needing hosted fields and the offline ones", () => {
    expect(offeredPaymentMethods(['angling_site_credit', 'angling_hosted_sandbox', 'stripe', 'bacs', 'paypal', 'angling_test_card'])).toEqual([
      'site_credit',
      'coupon',
      'test_card',
      'gateway:angling_hosted_sandbox',
      'gateway:paypal',
    ]);
    expect(HOSTED_FIELDS_GATEWAYS).toContain('stripe');
  });

  it('a gateway switched off is not offered', () => {
    expect(offeredPaymentMethods(['angling_test_card'])).toEqual(['coupon', 'test_card']);
  });

  it("sends each choice as its WooCommerce gateway id, and names it in the customer's words", () => {
    expect([gatewayOf('test_card'), gatewayOf('coupon'), gatewayOf('gateway:paypal')]).toEqual(['angling_test_card', null, 'paypal']);
    expect(['test_card', 'gateway:angling_hosted_sandbox', 'gateway:paypal', 'gateway:acme_pay'].map((choice) => paymentChoiceLabel(choice as never))).toEqual([
      'Card payment',
      'Card payment (sandbox payment page, test mode)',
      'PayPal',
      'Pay with acme_pay',
    ]);
  });
});
