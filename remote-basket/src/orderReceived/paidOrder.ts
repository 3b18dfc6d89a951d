import type { OrderDetail } from '@shop/shared-contracts';
import type { PendingOrder, PlacedOrder } from '../order/lastOrder';

/**
 * The confirmation's order for an order paid through a provider: the one kept before the customer left
 * (its lines and pictures), or, in a browser that kept none, the order as the site reads it. Instant wins
 * are known only now, once the tickets are allocated.
 */
export function paidOrder(detail: OrderDetail, pending: PendingOrder | null): PlacedOrder {
  const instantWins = detail.instant_wins.map((win) => ({ competitionId: win.competition_id, ticketNumber: win.ticket_number, prize: win.prize }));
  if (pending) {
    const { orderKey: _key, ...placed } = pending;
    return { ...placed, instantWins };
  }
  return {
    orderId: detail.id,
    orderNumber: String(detail.id),
    total: Number(detail.total),
    paymentMethod: detail.payment_method_title,
    instantWins,
    lines: detail.product.map((product) => ({
      competitionId: product.competition_id,
      title: product.title,
      image: '',
      quantity: product.quantity,
      drawDate: product.draw_date,
      drawTime: product.draw_time,
    })),
  };
}
