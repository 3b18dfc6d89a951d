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
