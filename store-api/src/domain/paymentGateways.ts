import { PAYMENT_GATEWAYS, type PaymentMethod } from '@shop/shared-contracts';
import { DomainError } from './errors';

interface Gateway {
  id: string;
  /** How store-api stores an order paid through it (its payment title comes from PAYMENT_TITLES). */
  method: PaymentMethod;
}

/** The companion plugin's gateways, all enabled: PAYMENT_GATEWAYS' ids, in its order. */
const GATEWAYS: readonly Gateway[] = (Object.entries(PAYMENT_GATEWAYS) as [PaymentMethod, string | null][]).flatMap(([method, id]) =>
  id === null ? [] : [{ id, method }],
);

/** The cart's `payment_methods`: the ids of the enabled gateways. */
export const ENABLED_GATEWAY_IDS: readonly string[] = GATEWAYS.map((gateway) => gateway.id);

/** HTML-escaped as esc_html escapes a gateway title in WooCommerce's message. */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' })[character]!);

/**
 * How an order is paid, from the checkout's `payment_method` as WooCommerce's
 * CheckoutTrait::get_request_payment_method reads it: none while the order needs payment is 400
 * `woocommerce_rest_checkout_missing_payment_method`; an id that is not an enabled gateway (`coupon`,
 * `test_card`, `bacs`) is 400 `woocommerce_rest_checkout_payment_method_disabled`, naming the id (WooCommerce
 * names a registered but unavailable gateway by its title; every gateway store-api registers is enabled).
 * An order that needs no payment and names no gateway is stored as paid by coupon.
 */
export function paymentMethodOf(gatewayId: string, needsPayment: boolean): PaymentMethod {
  if (gatewayId === '') {
    if (needsPayment) throw new DomainError('invalid', 'woocommerce_rest_checkout_missing_payment_method', 'No payment method provided.');
    return 'coupon';
  }
  const gateway = GATEWAYS.find((candidate) => candidate.id === gatewayId);
  if (!gateway) {
    throw new DomainError(
      'invalid',
      'woocommerce_rest_checkout_payment_method_disabled',
      `${escapeHtml(gatewayId)} is not available for this order\u2014please choose a different payment method`,
    );
  }
  return gateway.method;
}
