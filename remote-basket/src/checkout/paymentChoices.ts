import { HOSTED_SANDBOX_GATEWAY, PAYMENT_GATEWAYS, type PaymentMethod } from '@shop/shared-contracts';

/**
 * A way to pay at checkout: one of the storefront's own (site credit, coupons, the test card), or any other
 * gateway the site has enabled, named `gateway:<WooCommerce gateway id>`. Those others take no fields here:
 * the gateway sends the customer to its own page (or confirms at once) and the Store API's payment result
 * says which.
 */
export type PaymentChoice = PaymentMethod | `gateway:${string}`;

/** The storefront's own ways to pay, in the order the checkout lists them (other gateways follow, in the site's order). */
const OWN_CHOICES: readonly PaymentMethod[] = ['site_credit', 'coupon', 'test_card'];

/**
 * Gateways that need their own fields or script on the checkout page (hosted fields, wallets' buttons): the
 * storefront cannot take their payment data yet, so it does not offer them (docs/payments.md).
 */
export const HOSTED_FIELDS_GATEWAYS: readonly string[] = ['stripe', 'woocommerce_payments', 'ppcp-gateway', 'square_credit_card'];

/**
 * WooCommerce's offline methods (bank transfer, cheque, cash on delivery): the order waits on-hold for a
 * payment made elsewhere, longer than an unpaid order may hold tickets, so they are not offered.
 */
export const OFFLINE_GATEWAYS: readonly string[] = ['bacs', 'cheque', 'cod'];

const notOffered = new Set([...HOSTED_FIELDS_GATEWAYS, ...OFFLINE_GATEWAYS]);

const ownGatewayIds = new Set<string>(Object.values(PAYMENT_GATEWAYS).flatMap((id) => (id === null ? [] : [id])));

/**
 * The ways to pay this cart offers: each of the storefront's own whose WooCommerce gateway the site lists in
 * the cart's `payment_methods` (every one when the list is empty: the site did not say), coupons covering the
 * whole order, which need no gateway, then every other gateway listed, except those needing hosted fields
 * and the offline ones.
 */
export function offeredPaymentMethods(gateways: readonly string[]): PaymentChoice[] {
  const own = OWN_CHOICES.filter((choice) => {
    const gateway = PAYMENT_GATEWAYS[choice];
    return gateway === null || gateways.length === 0 || gateways.includes(gateway);
  });
  const others = gateways.filter((id) => !ownGatewayIds.has(id) && !notOffered.has(id)).map((id): PaymentChoice => `gateway:${id}`);
  return [...own, ...others];
}

/** The WooCommerce gateway id a checkout sends for a choice (null: coupons covering the order need none). */
export function gatewayOf(choice: PaymentChoice): string | null {
  return choice.startsWith('gateway:') ? choice.slice('gateway:'.length) : PAYMENT_GATEWAYS[choice as PaymentMethod];
}

const OWN_LABELS: Readonly<Record<PaymentMethod, string>> = {
  site_credit: 'Site credit',
  coupon: 'Coupon (covers the whole order)',
  test_card: 'Card payment',
};

/**
 * Other gateways' names. The Store API lists gateways by id only (WooCommerce's own checkout gets their
 * titles from its page settings, which a separate storefront does not have), so known ones are named here
 * and any other by its id.
 */
const GATEWAY_LABELS: Readonly<Record<string, string>> = {
  [HOSTED_SANDBOX_GATEWAY]: 'Card payment (sandbox payment page, test mode)',
  paypal: 'PayPal',
};

/** Each way to pay as the customer reads it: the embedded test gateway is a card payment to them. */
export function paymentChoiceLabel(choice: PaymentChoice): string {
  if (!choice.startsWith('gateway:')) return OWN_LABELS[choice as PaymentMethod];
  const id = choice.slice('gateway:'.length);
  return GATEWAY_LABELS[id] ?? `Pay with ${id}`;
}
