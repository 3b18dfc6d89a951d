import type { PaymentMethod } from '@shop/shared-contracts';
import type { Db } from '../db/database';
import { sql } from '../db/statements';

/** Each payment method as the customer reads it on their order; to them the embedded test gateway is a card payment. */
export const PAYMENT_TITLES: Readonly<Record<PaymentMethod, string>> = { site_credit: 'Site credit', coupon: 'Coupon', test_card: 'Card payment' };

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
