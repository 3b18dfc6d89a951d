import { formatDateTime, formatPounds } from '@shop/shared-contracts';
import type { OrderLine } from './orders';

/**
 * The customer's receipt of a paid order (the outbox's stand-in for WooCommerce's "processing order" email):
 * each competition with its ticket numbers, its draw and any instant win. Only a paid order has one.
 */
export function paidOrderReceipt(
  order: { id: number; firstName: string; totalMinor: number; lines: readonly OrderLine[] },
  instantWins: readonly { competition_id: number; ticket_number: number; prize: string }[],
): string {
  const competitions = order.lines.map((line) => {
    const wins = instantWins.filter((win) => win.competition_id === line.competition_id);
    const winText = wins.length > 0 ? ` Instant win: ${wins.map((win) => `ticket ${win.ticket_number} won ${win.prize}`).join(', ')}.` : '';
    return `${line.title}: ${line.quantity} ${line.quantity === 1 ? 'ticket' : 'tickets'}, numbers ${line.tickets.join(', ')}. Draw ${formatDateTime(line.draw_date, line.draw_time)}.${winText}`;
  });
  return [
    `Receipt for order #${order.id}: hi ${order.firstName}, thank you, your payment of ${formatPounds(order.totalMinor / 100)} is confirmed.`,
    ...competitions,
    'Your tickets are always in Account > Orders. Good luck!',
  ].join(' ');
}
