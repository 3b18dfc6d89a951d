import type { PaymentMethod } from '@shop/shared-contracts';
import type { Db } from '../db/database';
import { sql } from '../db/statements';

/**
 * How a free postal entry's £0 order is stored: a payment method of its own, which no checkout can name (it
 * is no gateway: nothing is paid), so a postal entry is never mistaken for a paid one.
 */
export const POSTAL_ENTRY_METHOD = 'free_postal_entry';

/** How an order paid through the sandbox hosted-payment gateway is stored (docs/payments.md). */
export const HOSTED_SANDBOX_METHOD = 'hosted_sandbox';

/** Every way an order is stored as paid: the storefront's payment methods, the sandbox gateway's and the free postal entry. */
export type OrderPaymentMethod = PaymentMethod | typeof HOSTED_SANDBOX_METHOD | typeof POSTAL_ENTRY_METHOD;

/** Each payment method as the customer reads it on their order; to them the embedded test gateway is a card payment. */
export const PAYMENT_TITLES: Readonly<Record<OrderPaymentMethod, string>> = {
  site_credit: 'Site credit',
  coupon: 'Coupon',
  test_card: 'Card payment',
  [HOSTED_SANDBOX_METHOD]: 'Card payment (sandbox)',
  [POSTAL_ENTRY_METHOD]: 'Free postal entry',
};

/** Titles card orders were stored with before (the gateway's developer name, the seed's short one). */
const RETIRED_CARD_TITLES = ['Card (test gateway)', 'Card'];

/** Orders stored under a retired card title read as today's, so a customer's older orders never show developer words. */
export function renameRetiredPaymentTitles(db: Db): void {
  const placeholders = RETIRED_CARD_TITLES.map(() => '?').join(', ');
  sql(db, `UPDATE orders SET payment_method_title = ? WHERE payment_method = 'test_card' AND payment_method_title IN (${placeholders})`).run(
    PAYMENT_TITLES.test_card,
    ...RETIRED_CARD_TITLES,
  );
}
