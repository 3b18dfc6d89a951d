import { ok, requireUser, type EndpointHandlers } from '../http/context';
import { WpError } from '../http/wpError';
import { getCompetition } from '../domain/competitions';
import { countOrdersOf, orderOfUser, ordersOfUser, postalAddress, type Order } from '../domain/orders';
import { ticketNumbersByCompetitionOf } from '../domain/tickets';
import { drawnCompetitionIds, isWinningTicketOf } from '../domain/winners';
import type { Db } from '../db/database';
import { instantWinsAmong } from '../domain/prizes';
import { decimalPounds, humanDate, priceHtml } from './wpFormat';

function orderDetail(db: Db, order: Order) {
  const { billing } = order;
  return {
    id: order.id,
    status: order.status,
    date_created: { date: new Date(order.createdAt).toISOString().replace('T', ' ').slice(0, 19) },
    total: decimalPounds(order.totalMinor),
    payment_method_title: order.paymentMethodTitle,
    product: order.lines.map((line) => ({
      competition_id: line.competition_id,
      title: line.title,
      quantity: line.quantity,
      price: decimalPounds(line.price_minor),
      tickets: line.tickets,
      draw_date: line.draw_date,
      draw_time: line.draw_time,
    })),
    billing,
    shipping: postalAddress(billing),
    order_key: order.orderKey,
    // The instant wins among the order's tickets (an unpaid order has none yet).
    instant_wins: order.lines.flatMap((line) => {
      const competition = getCompetition(db, line.competition_id);
      return competition ? instantWinsAmong(competition, line.tickets) : [];
    }),
  };
}

/** The signed-in customer's orders, tickets and prize claims: every query is scoped to the token's own user. */
export const ordersHandlers = {
  orders: (context, { page, limit }) => {
    const userId = requireUser(context);
    const total = countOrdersOf(context.db, userId);
    return ok({
      success: true,
      total_pages: Math.max(1, Math.ceil(total / limit)),
      data: ordersOfUser(context.db, userId, limit, (page - 1) * limit).map((order) => ({
        order_id_: order.id,
        order_status: order.status,
        order_date: humanDate(order.createdAt),
        order_total: priceHtml(order.totalMinor),
        item_count: order.lines.reduce((sum, line) => sum + line.quantity, 0),
        // Beyond the original plugin's list: a free postal entry (a £0 order) reads as one in the list, not only in its detail.
        payment_method_title: order.paymentMethodTitle,
      })),
    });
  },

  orderDetail: (context, { id }) => {
    const order = orderOfUser(context.db, id, requireUser(context));
    if (!order) throw new WpError(404, 'order_not_found', 'Order not found.');
    return ok({ success: true, data: orderDetail(context.db, order) });
  },

  purchasedCompetitions: (context) => {
    const userId = requireUser(context);
    const drawn = drawnCompetitionIds(context.db);
    const groups = ticketNumbersByCompetitionOf(context.db, userId).flatMap(({ competitionId, tickets }) => {
      const competition = getCompetition(context.db, competitionId);
      if (!competition) return [];
      const { title, image, draw_date, draw_time } = competition;
      return [{ competition_id: competitionId, title, image, draw_date, draw_time, tickets }];
    });
    return ok({
      success: true,
      data: groups.map((group) => ({ competition_id: group.competition_id, total_tickets: group.tickets.length })),
      upcoming: groups.filter((group) => !drawn.has(group.competition_id)),
      drawn: groups.filter((group) => drawn.has(group.competition_id)),
    });
  },

  claimPrize: (context, { ticket_number, competition_id }) => {
    if (!isWinningTicketOf(context.db, requireUser(context), competition_id, ticket_number)) {
      return ok({ success: false, error: 'We could not find a win for that ticket on your account.' });
    }
    return ok({ success: true, message: 'Thanks! Our team will contact you within 48 hours to arrange your prize.' });
  },
} satisfies Partial<EndpointHandlers>;
