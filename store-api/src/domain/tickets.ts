import type { Db } from '../db/database';
import { randomIndex } from './secrets';
import { bool, int, intOrNull, mapRow, mapRows, text, type Row } from '../db/rows';
import { sql } from '../db/statements';
import { POSTAL_ENTRY_METHOD } from './paymentTitles';

/**
 * Picks `quantity` distinct unsold ticket numbers of a competition, uniformly at random. While most numbers
 * are unsold, numbers are drawn uniformly and redrawn when taken (one indexed lookup each, so a checkout
 * does not read every sold ticket); a nearly sold-out competition is sampled from its full list of unsold.
 */
export function pickUnsoldNumbers(db: Db, competitionId: number, total: number, quantity: number): number[] {
  const soldCount = mapRow(sql(db, 'SELECT sold FROM competitions WHERE id = ?').get(competitionId), (row) => int(row, 'sold')) ?? total;
  if (total - soldCount >= 2 * soldCount && quantity * 4 <= total - soldCount) {
    const isSold = sql(db, 'SELECT 1 AS taken FROM tickets WHERE competition_id = ? AND ticket_number = ?');
    const picked = new Set<number>();
    for (let attempts = 0; picked.size < quantity && attempts < quantity * 64; attempts += 1) {
      const candidate = 1 + randomIndex(total);
      if (!picked.has(candidate) && isSold.get(competitionId, candidate) === undefined) picked.add(candidate);
    }
    if (picked.size === quantity) return [...picked].sort((a, b) => a - b);
  }
  return sampleFromAllUnsold(db, competitionId, total, quantity);
}

function sampleFromAllUnsold(db: Db, competitionId: number, total: number, quantity: number): number[] {
  const sold = new Set(soldTickets(db, competitionId).map((ticket) => ticket.ticketNumber));
  const unsold: number[] = [];
  for (let number = 1; number <= total; number += 1) if (!sold.has(number)) unsold.push(number);
  if (unsold.length < quantity) throw new Error(`only ${unsold.length} tickets left`);
  // Partial Fisher-Yates: the first `quantity` places get a uniform random sample.
  for (let index = 0; index < quantity; index += 1) {
    const swap = index + randomIndex(unsold.length - index);
    [unsold[index], unsold[swap]] = [unsold[swap]!, unsold[index]!];
  }
  return unsold.slice(0, quantity).sort((a, b) => a - b);
}

/** Records an order's ticket numbers; `userId` null for a free postal entrant without an account. */
export function recordTickets(db: Db, competitionId: number, numbers: number[], orderId: number, userId: number | null): void {
  const insert = sql(db, 'INSERT INTO tickets (competition_id, ticket_number, order_id, user_id) VALUES (?, ?, ?, ?)');
  for (const number of numbers) insert.run(competitionId, number, orderId, userId);
}

/** A competition's sold tickets with their owners' accounts (null: a postal entrant without one), by ticket number. */
export function soldTickets(db: Db, competitionId: number): { ticketNumber: number; userId: number | null }[] {
  return mapRows(sql(db, 'SELECT ticket_number, user_id FROM tickets WHERE competition_id = ? ORDER BY ticket_number').all(competitionId), (row) => ({
    ticketNumber: int(row, 'ticket_number'),
    userId: intOrNull(row, 'user_id'),
  }));
}

/** A customer's ticket numbers, grouped by competition (ascending). */
export function ticketNumbersByCompetitionOf(db: Db, userId: number): { competitionId: number; tickets: number[] }[] {
  const rows = sql(
    db,
    'SELECT competition_id, GROUP_CONCAT(ticket_number) AS numbers FROM tickets WHERE user_id = ? GROUP BY competition_id ORDER BY competition_id',
  ).all(userId);
  return mapRows(rows, (row) => ({
    competitionId: int(row, 'competition_id'),
    tickets: text(row, 'numbers')
      .split(',')
      .map(Number)
      .sort((a, b) => a - b),
  }));
}

/** A ticket with the order it was entered by: its owner's account (null: a postal entrant without one), and whether it is a free postal entry. */
export interface TicketOrder {
  ticketNumber: number;
  orderId: number;
  userId: number | null;
  postal: boolean;
}

const toTicketOrder = (row: Row): TicketOrder => ({
  ticketNumber: int(row, 'ticket_number'),
  orderId: int(row, 'order_id'),
  userId: intOrNull(row, 'user_id'),
  postal: bool(row, 'postal'),
});

const TICKET_ORDER_QUERY = `SELECT t.ticket_number, t.order_id, t.user_id, o.payment_method = ? AS postal
  FROM tickets t JOIN orders o ON o.id = t.order_id WHERE t.competition_id = ?`;

/** A competition's sold tickets with the order each was entered by, by ticket number. */
export function ticketOrders(db: Db, competitionId: number): TicketOrder[] {
  return mapRows(sql(db, `${TICKET_ORDER_QUERY} ORDER BY t.ticket_number`).all(POSTAL_ENTRY_METHOD, competitionId), toTicketOrder);
}

/** One sold ticket with the order it was entered by (undefined when it is not sold). */
export function ticketOrder(db: Db, competitionId: number, ticketNumber: number): TicketOrder | undefined {
  return mapRow(sql(db, `${TICKET_ORDER_QUERY} AND t.ticket_number = ?`).get(POSTAL_ENTRY_METHOD, competitionId, ticketNumber), toTicketOrder);
}
