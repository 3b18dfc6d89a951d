import type { InstantWinNotification } from '@shop/shared-contracts';
import type { Db } from '../db/database';
import { sql } from '../db/statements';
import { emptyCart } from './cart';
import { getCompetition } from './competitions';
import { markCouponUsed } from './coupons';
import type { OrderLine } from './orders';
import { addPoints } from './pointsLog';
import { awardInstantWins, drawRewardWins, instantWinsAmong } from './prizes';
import { recordSpending } from './spending';
import { customerHolder } from './ticketHolders';
import { pickUnsoldNumbers, recordTickets } from './tickets';

export interface Fulfilment {
  notices: InstantWinNotification[];
  instantWins: { competition_id: number; ticket_number: number; prize: string }[];
  tickets: { competition_id: number; ticket_numbers: number[] }[];
  lines: OrderLine[];
}

/**
 * What a paid order gets (WooCommerce's payment_complete, with the companion plugin's allocation hooked on
 * it), in the caller's transaction: ticket numbers drawn from the unsold, the order's lines and status
 * `processing`, instant and reward wins, the coupons used, points, spending, and the basket emptied. The
 * same for an order paid at once (checkout) and one paid later through a provider (hostedPayments.ts).
 */
export function fulfilOrder(
  db: Db,
  order: { id: number; userId: number; lines: readonly OrderLine[]; totalMinor: number; coupons: readonly string[]; cartToken: string; now: number },
): Fulfilment {
  const { now } = order;
  const lines = order.lines.map((line) => {
    const competition = getCompetition(db, line.competition_id, now)!;
    return { ...line, tickets: pickUnsoldNumbers(db, competition.id, competition.total_sell_tickets, line.quantity) };
  });
  for (const line of lines) recordTickets(db, line.competition_id, line.tickets, order.id, order.userId);
  sql(db, "UPDATE orders SET status = 'processing', lines = ? WHERE id = ?").run(JSON.stringify(lines), order.id);
  for (const code of order.coupons) markCouponUsed(db, code);
  const notices = lines.flatMap((line) => {
    const competition = getCompetition(db, line.competition_id, now)!;
    const won = awardInstantWins(db, competition, line.tickets, customerHolder(db, order.userId), now);
    drawRewardWins(db, getCompetition(db, competition.id, now)!, competition.total_ticket_sold, now);
    return won;
  });
  const points = Math.floor(order.totalMinor / 100);
  if (points > 0) addPoints(db, order.userId, { description: `Points earned for order #${order.id}`, type: 'order-earn', points, createdAt: now });
  recordSpending(db, order.userId, order.totalMinor, now);
  emptyCart(db, order.cartToken);
  const instantWins = lines.flatMap((line) => instantWinsAmong(getCompetition(db, line.competition_id, now)!, line.tickets));
  const tickets = lines.map((line) => ({ competition_id: line.competition_id, ticket_numbers: line.tickets }));
  return { notices, instantWins, tickets, lines };
}
