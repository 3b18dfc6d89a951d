import type { Db } from '../db/database';
import { int, mapRows } from '../db/rows';
import { sql } from '../db/statements';
import { getCompetition } from './competitions';
import { fulfilOrder, type Fulfilment } from './fulfilment';
import { addOrderNote } from './orderNotes';
import { billingOfOrder, orderById } from './orders';
import { providerPaymentOf } from './providerPayments';
import { paidOrderReceipt } from './receipts';
import { releaseHeldTickets } from './ticketHolds';

/** WooCommerce's default hold ("Hold stock (minutes)", `woocommerce_hold_stock_minutes`). */
export const DEFAULT_HOLD_STOCK_MINUTES = 60;

/** What a provider's word did to an order: `unchanged` when the order had already left `pending`. */
export type PaymentUpdate =
  | { outcome: 'paid'; fulfilment: Fulfilment; receipt: { to: string; message: string } }
  | { outcome: 'refunded' | 'failed' }
  | { outcome: 'unchanged'; status: string };

const setStatus = (db: Db, orderId: number, status: string) => sql(db, 'UPDATE orders SET status = ? WHERE id = ?').run(status, orderId);

/**
 * The provider says the order is paid (WooCommerce's payment_complete), in one immediate transaction: the
 * held tickets are released and the numbers allocated (fulfilOrder), the receipt made. An order no longer
 * pending (paid, failed, cancelled, refunded) is left as it is. A payment that completes after a competition
 * closed (or with fewer tickets left than the order holds, which the hold prevents) is refunded, not given
 * tickets outside the published entry list.
 */
export function completeProviderPayment(db: Db, orderId: number, now: number): PaymentUpdate {
  return db
    .transaction((): PaymentUpdate => {
      const order = orderById(db, orderId);
      const payment = providerPaymentOf(db, orderId);
      if (!order || !payment || order.userId === null) throw new Error(`Order ${orderId} is not paid through a provider.`);
      if (order.status !== 'pending') return { outcome: 'unchanged', status: order.status };
      releaseHeldTickets(db, orderId);
      const closed = order.lines.find((line) => {
        const competition = getCompetition(db, line.competition_id, now);
        return !competition || competition.status !== 'open' || competition.total_sell_tickets - competition.total_ticket_sold < line.quantity;
      });
      if (closed) {
        setStatus(db, orderId, 'refunded');
        addOrderNote(
          db,
          orderId,
          `Payment of ${(order.totalMinor / 100).toFixed(2)} GBP received after "${closed.title}" closed: refunded in full, no tickets allocated.`,
          now,
        );
        return { outcome: 'refunded' };
      }
      const fulfilment = fulfilOrder(db, {
        id: orderId,
        userId: order.userId,
        lines: order.lines,
        totalMinor: order.totalMinor,
        coupons: payment.coupons,
        cartToken: payment.cartToken,
        now,
      });
      addOrderNote(db, orderId, 'Payment confirmed by the sandbox provider: order paid, tickets allocated.', now);
      const billing = billingOfOrder(db, orderId)!;
      const message = paidOrderReceipt(
        { id: orderId, firstName: billing.first_name, totalMinor: order.totalMinor, lines: fulfilment.lines },
        fulfilment.instantWins,
      );
      return { outcome: 'paid', fulfilment, receipt: { to: billing.email, message } };
    })
    .immediate();
}

/** The provider says the payment failed (declined, or the 3-D Secure challenge failed): the order fails, its tickets go back on sale. */
export function failProviderPayment(db: Db, orderId: number, reason: string, now: number): PaymentUpdate {
  return db
    .transaction((): PaymentUpdate => {
      const order = orderById(db, orderId);
      if (!order) throw new Error(`No order ${orderId}.`);
      if (order.status !== 'pending') return { outcome: 'unchanged', status: order.status };
      releaseHeldTickets(db, orderId);
      setStatus(db, orderId, 'failed');
      addOrderNote(db, orderId, reason, now);
      return { outcome: 'failed' };
    })
    .immediate();
}

/**
 * WooCommerce's wc_cancel_unpaid_orders: every order paid through a provider still pending after the hold is
 * cancelled with WooCommerce's note, and its tickets are on sale again. Returns the ids cancelled.
 */
export function cancelUnpaidOrders(db: Db, now: number, holdMinutes: number): number[] {
  return db
    .transaction((): number[] => {
      const before = now - holdMinutes * 60_000;
      const unpaid = mapRows(
        sql(db, "SELECT o.id FROM orders o JOIN order_payments p ON p.order_id = o.id WHERE o.status = 'pending' AND o.created_at <= ? ORDER BY o.id").all(
          before,
        ),
        (row) => int(row, 'id'),
      );
      for (const orderId of unpaid) {
        releaseHeldTickets(db, orderId);
        setStatus(db, orderId, 'cancelled');
        addOrderNote(db, orderId, 'Unpaid order cancelled - time limit reached.', now);
      }
      return unpaid;
    })
    .immediate();
}
