import type { Db } from '../db/database';
import { int, mapRow, text } from '../db/rows';
import { sql } from '../db/statements';

/** The shop's currency: every amount a provider confirms must be in it. */
export const SHOP_CURRENCY = 'GBP';

/**
 * An order paid through a provider: what the notification must match (amount, currency), what the order
 * needs once paid (the basket to empty, the coupons to use up), and the provider's time of the last
 * notification applied, so an older one arriving late is refused.
 */
export interface ProviderPayment {
  orderId: number;
  gateway: string;
  cartToken: string;
  coupons: string[];
  amountMinor: number;
  currency: string;
  lastEventAt: number;
}

export function recordProviderPayment(db: Db, payment: Pick<ProviderPayment, 'orderId' | 'gateway' | 'cartToken' | 'coupons' | 'amountMinor'>): void {
  sql(db, 'INSERT INTO order_payments (order_id, gateway, cart_token, coupons, amount_minor, currency) VALUES (?, ?, ?, ?, ?, ?)').run(
    payment.orderId,
    payment.gateway,
    payment.cartToken,
    JSON.stringify(payment.coupons),
    payment.amountMinor,
    SHOP_CURRENCY,
  );
}

export function providerPaymentOf(db: Db, orderId: number): ProviderPayment | undefined {
  return mapRow(sql(db, 'SELECT * FROM order_payments WHERE order_id = ?').get(orderId), (row) => ({
    orderId: int(row, 'order_id'),
    gateway: text(row, 'gateway'),
    cartToken: text(row, 'cart_token'),
    coupons: JSON.parse(text(row, 'coupons')) as string[],
    amountMinor: int(row, 'amount_minor'),
    currency: text(row, 'currency'),
    lastEventAt: int(row, 'last_event_at'),
  }));
}

export function recordEventTime(db: Db, orderId: number, at: number): void {
  sql(db, 'UPDATE order_payments SET last_event_at = ? WHERE order_id = ?').run(at, orderId);
}
