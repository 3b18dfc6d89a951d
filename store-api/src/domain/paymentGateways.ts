import { HOSTED_SANDBOX_GATEWAY, PAYMENT_GATEWAYS, type PaymentMethod } from '@shop/shared-contracts';
import type { Db } from '../db/database';
import { readContent, writeContent } from './content';
import { DomainError } from './errors';
import { HOSTED_SANDBOX_METHOD, PAYMENT_TITLES, type OrderPaymentMethod } from './paymentTitles';

interface Gateway {
  id: string;
  /** How store-api stores an order paid through it (its payment title comes from PAYMENT_TITLES). */
  method: OrderPaymentMethod;
  /** The gateway's title (WC_Payment_Gateway::get_title), as WooCommerce names it in a refusal. */
  title: string;
  /** Site credit is only for a signed-in customer (the plugin's SiteCreditGateway::is_available). */
  needsCustomer: boolean;
  /** Whether it is on before an admin has switched it: the sandbox gateway is off unless enabled (test mode only). */
  onByDefault: boolean;
}

/** The companion plugin's gateways: PAYMENT_GATEWAYS' ids, in its order, then the sandbox hosted-payment gateway. */
const GATEWAYS: readonly Gateway[] = [
  ...(Object.entries(PAYMENT_GATEWAYS) as [PaymentMethod, string | null][]).flatMap(([method, id]) =>
    id === null ? [] : [{ id, method, title: PAYMENT_TITLES[method], needsCustomer: method === 'site_credit', onByDefault: true }],
  ),
  { id: HOSTED_SANDBOX_GATEWAY, method: HOSTED_SANDBOX_METHOD, title: PAYMENT_TITLES[HOSTED_SANDBOX_METHOD], needsCustomer: false, onByDefault: false },
];

/** Every registered gateway's id, enabled or not (WC_Payment_Gateways::get_payment_gateway_ids). */
export const REGISTERED_GATEWAY_IDS: readonly string[] = GATEWAYS.map((gateway) => gateway.id);

/** Where an admin's switch of each gateway is kept (WooCommerce's `woocommerce_{id}_settings` `enabled`); unswitched, each is as `onByDefault` says. */
const SETTINGS_KEY = 'payment_gateways';
type GatewaySettings = Record<string, { enabled: boolean }>;

const isEnabled = (db: Db, gateway: Gateway) => readContent<GatewaySettings>(db, SETTINGS_KEY, {})[gateway.id]?.enabled ?? gateway.onByDefault;

/** Whether an admin has this gateway on (or, never switched, whether it is on by default). */
export function isGatewayEnabled(db: Db, id: string): boolean {
  const gateway = GATEWAYS.find((candidate) => candidate.id === id);
  return gateway !== undefined && isEnabled(db, gateway);
}

/** An admin switches a gateway on or off. */
export function setGatewayEnabled(db: Db, id: string, enabled: boolean): void {
  if (!REGISTERED_GATEWAY_IDS.includes(id)) throw new Error(`No payment gateway ${id}.`);
  writeContent(db, SETTINGS_KEY, { ...readContent<GatewaySettings>(db, SETTINGS_KEY, {}), [id]: { enabled } });
}

/** The enabled gateways (PaymentUtils::get_enabled_payment_gateways), in order. */
const enabledGateways = (db: Db) => GATEWAYS.filter((gateway) => isEnabled(db, gateway));

/** The cart's `payment_methods` (get_available_payment_gateways): the enabled gateways this customer may use. */
export function availableGatewayIds(db: Db, signedIn: boolean): string[] {
  return enabledGateways(db)
    .filter((gateway) => signedIn || !gateway.needsCustomer)
    .map((gateway) => gateway.id);
}

/** A checkout draft's payment method (PaymentUtils::get_default_payment_method): the first enabled gateway. */
export const defaultGatewayId = (db: Db) => enabledGateways(db)[0]?.id ?? '';

/** HTML-escaped as esc_html escapes a gateway title in WooCommerce's message. */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' })[character]!);

/**
 * How an order is paid, from the checkout's `payment_method` as WooCommerce's
 * Checkout::get_request_payment_method reads it (an id that is no registered gateway was refused before, as
 * CheckoutSchema's enum): none while the order needs payment is 400
 * `woocommerce_rest_checkout_missing_payment_method`; a gateway that is not available (switched off) is 400
 * `woocommerce_rest_checkout_payment_method_disabled`, naming it by its title. An order that needs no payment
 * and names no gateway is stored as paid by coupon.
 */
export function paymentMethodOf(db: Db, gatewayId: string, needsPayment: boolean, signedIn: boolean): OrderPaymentMethod {
  if (gatewayId === '') {
    if (needsPayment) throw new DomainError('invalid', 'woocommerce_rest_checkout_missing_payment_method', 'No payment method provided.');
    return 'coupon';
  }
  const gateway = GATEWAYS.find((candidate) => candidate.id === gatewayId);
  if (!gateway || !availableGatewayIds(db, signedIn).includes(gateway.id)) {
    throw new DomainError(
      'invalid',
      'woocommerce_rest_checkout_payment_method_disabled',
      `${escapeHtml(gateway?.title ?? gatewayId)} is not available for this order\u2014please choose a different payment method`,
    );
  }
  return gateway.method;
}
