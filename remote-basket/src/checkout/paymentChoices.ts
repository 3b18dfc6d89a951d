import { PAYMENT_GATEWAYS, type PaymentMethod } from '@shop/shared-contracts';

/** The storefront's ways to pay, in the order the checkout lists them. */
const PAYMENT_CHOICES: readonly PaymentMethod[] = ['site_credit', 'coupon', 'test_card'];

/**
 * The ways to pay this cart offers: each whose WooCommerce gateway the site lists in the cart's
 * `payment_methods` (every one when the list is empty: the site did not say), and coupons covering the whole
 * order, which need no gateway.
 */
export function offeredPaymentMethods(gateways: readonly string[]): PaymentMethod[] {
  return PAYMENT_CHOICES.filter((choice) => {
    const gateway = PAYMENT_GATEWAYS[choice];
    return gateway === null || gateways.length === 0 || gateways.includes(gateway);
  });
}
