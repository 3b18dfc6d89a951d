import type { OrderDetail } from '@shop/shared-contracts';
import type { ReturnLink } from './returnLink';

/** What the return page knows of the order: each WooCommerce status read as the customer's outcome. */
export type OrderWait =
  | { kind: 'waiting' }
  | { kind: 'paid'; order: OrderDetail }
  /** Failed, or cancelled (the provider declined, or the hold ran out): back to the basket. */
  | { kind: 'failed'; order: OrderDetail }
  /** Paid after the competition closed: refunded, no tickets. */
  | { kind: 'refunded'; order: OrderDetail }
  /** No such order for this customer, or the link's key is not the order's: nothing is shown of it. */
  | { kind: 'not-found' }
  /** Still pending after the longest wait: never shown as paid. */
  | { kind: 'no-answer' };

/**
 * How often the return page asks: at once (the provider's notification often comes before the customer is
 * back), then after 1 s, growing by half each time to at most 10 s; after 3 minutes of pending it stops and
 * says what to do. Most providers notify within seconds; a slow one is still read by "Check again".
 */
export const RETURN_WAIT = { firstDelayMs: 1000, factor: 1.5, maxDelayMs: 10_000, giveUpAfterMs: 3 * 60_000 };
export type WaitSchedule = typeof RETURN_WAIT;

export const delayAfter = (attempt: number, schedule: WaitSchedule = RETURN_WAIT) =>
  Math.min(schedule.firstDelayMs * schedule.factor ** attempt, schedule.maxDelayMs);

const PAID = new Set(['processing', 'completed']);
const FAILED = new Set(['failed', 'cancelled']);

/** The outcome an order detail shows for the link that asked: a key that is not the order's is not-found. */
export function readOrderWait(order: OrderDetail, link: ReturnLink): OrderWait {
  if (order.order_key === '' || order.order_key !== link.orderKey || order.id !== link.orderId) return { kind: 'not-found' };
  if (PAID.has(order.status)) return { kind: 'paid', order };
  if (FAILED.has(order.status)) return { kind: 'failed', order };
  if (order.status === 'refunded') return { kind: 'refunded', order };
  return { kind: 'waiting' };
}
