import type { Db } from '../db/database';
import { sql } from '../db/statements';
import { completeProviderPayment, failProviderPayment, type PaymentUpdate } from '../domain/hostedPayments';
import { providerPaymentOf, recordEventTime } from '../domain/providerPayments';
import { HOSTED_SANDBOX_GATEWAY } from '@shop/shared-contracts';
import { signatureMatches, type SandboxNotification } from './notification';

/** How far a notification's timestamp may be from the shop's clock: older ones may be replays. */
export const NOTIFICATION_TOLERANCE_SECONDS = 300;

export type NotificationAnswer = { status: 200; update: PaymentUpdate } | { status: 400 | 401 | 404 | 409; code: string; message: string };

const FAILURE_NOTES: Record<string, string> = {
  declined: 'Payment declined by the card issuer (sandbox provider).',
  authentication_failed: 'Payment failed: the 3-D Secure challenge was not passed (sandbox provider).',
};

/**
 * The shop's side of the provider's notification. Refused, with the order unchanged: a bad signature (401),
 * a timestamp outside the tolerance (400), a nonce seen before (409: a replay), an order the gateway did not
 * take (404), an amount or currency that is not the order's (400), one older than the last applied (409: out
 * of order). Otherwise applied once: an order no longer pending is left as it is (WooCommerce's
 * payment_complete on a paid order changes nothing).
 */
export function receiveNotification(db: Db, secret: string, notification: SandboxNotification, signature: string, now: number): NotificationAnswer {
  if (!signatureMatches(secret, notification, signature))
    return { status: 401, code: 'sandbox_invalid_signature', message: 'The notification signature is not valid.' };
  if (Math.abs(now / 1000 - notification.timestamp) > NOTIFICATION_TOLERANCE_SECONDS) {
    return { status: 400, code: 'sandbox_stale_notification', message: 'The notification timestamp is outside the tolerance.' };
  }
  const fresh = sql(db, 'INSERT OR IGNORE INTO payment_notifications (nonce, order_id, received_at) VALUES (?, ?, ?)').run(
    notification.nonce,
    notification.order_id,
    now,
  );
  if (fresh.changes === 0) return { status: 409, code: 'sandbox_replayed_notification', message: 'This notification has already been received.' };
  const payment = providerPaymentOf(db, notification.order_id);
  if (!payment || payment.gateway !== HOSTED_SANDBOX_GATEWAY)
    return { status: 404, code: 'sandbox_unknown_order', message: 'No order of this gateway has that id.' };
  if (payment.amountMinor !== notification.amount_minor || payment.currency !== notification.currency) {
    return { status: 400, code: 'sandbox_amount_mismatch', message: "The amount or currency is not the order's." };
  }
  const sentAt = notification.timestamp * 1000;
  if (sentAt < payment.lastEventAt)
    return { status: 409, code: 'sandbox_out_of_order', message: 'A later notification for this order has already been applied.' };
  recordEventTime(db, notification.order_id, sentAt);
  const update =
    notification.event === 'payment.succeeded'
      ? completeProviderPayment(db, notification.order_id, now)
      : failProviderPayment(db, notification.order_id, FAILURE_NOTES[notification.reason] ?? 'Payment failed (sandbox provider).', now);
  return { status: 200, update };
}
