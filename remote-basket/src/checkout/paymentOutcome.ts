import type { CheckoutResponse } from '@shop/shared-contracts';

/** What follows a checkout answer, whatever the gateway (WooCommerce's `payment_result`). */
export type PaymentOutcome =
  /** The order is paid: the confirmation with its ticket numbers. */
  | { kind: 'paid' }
  /** The payment is not known yet: the customer goes to `url` (the provider's page, or the return page that waits for it). */
  | { kind: 'redirect'; url: string }
  /** The gateway refused: its message, the basket and the form as they were. */
  | { kind: 'refused'; message: string };

export const PAYMENT_REFUSED_MESSAGE = 'Your payment was not accepted, so nothing has been charged. Please check your details or choose another way to pay.';

/** The order statuses WooCommerce gives a paid order (payment_complete: processing, or completed when nothing needs fulfilling). */
const PAID_STATUSES = new Set(['processing', 'completed']);

/** The storefront's return page for an order (the path WooCommerce's order-received URL has). */
export const orderReceivedPath = (orderId: number, orderKey: string) => `/checkout/order-received/${orderId}?key=${encodeURIComponent(orderKey)}`;

type Answer = Pick<CheckoutResponse, 'order_id' | 'order_key' | 'status' | 'payment_result'>;

/**
 * Reads the Store API's payment result: `failure` / `error` refuse (the gateway's message when its details
 * carry one); `success` on a paid order is paid; anything else waits for the provider. A hosted-payment
 * gateway answers `pending` (or, as many do, `success` on an order still pending) with the provider's page
 * as `redirect_url`; without one the customer waits on the return page.
 */
export function paymentOutcome(answer: Answer): PaymentOutcome {
  const { payment_status, payment_details, redirect_url } = answer.payment_result;
  if (payment_status === 'failure' || payment_status === 'error') {
    const message = payment_details.find((detail) => detail.key === 'message')?.value.trim();
    return { kind: 'refused', message: message || PAYMENT_REFUSED_MESSAGE };
  }
  if (payment_status === 'success' && PAID_STATUSES.has(answer.status)) return { kind: 'paid' };
  return { kind: 'redirect', url: redirect_url || orderReceivedPath(answer.order_id, answer.order_key) };
}
