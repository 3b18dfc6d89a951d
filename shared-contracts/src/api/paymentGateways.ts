import type { PaymentMethod } from './contract/cart';

/**
 * The WooCommerce payment gateway behind each way the storefront lets a customer pay: the id a checkout
 * sends as `payment_method` and the cart lists in `payment_methods`. Both gateways are the companion
 * plugin's (docs/backend.md). Coupons that cover the whole total need none: WooCommerce takes an order
 * that needs no payment without a payment method.
 */
export const PAYMENT_GATEWAYS = {
  site_credit: 'angling_site_credit',
  test_card: 'angling_test_card',
  coupon: null,
} as const satisfies Record<PaymentMethod, string | null>;

/**
 * The backends' sandbox hosted-payment gateway (test mode only, off unless the operator enables it): it sends
 * the customer to a payment page on the backend's own origin and confirms the payment later with a signed
 * notification, as the real card providers' gateways do (docs/payments.md).
 */
export const HOSTED_SANDBOX_GATEWAY = 'angling_hosted_sandbox';
