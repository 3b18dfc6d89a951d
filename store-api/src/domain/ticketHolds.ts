import type { Db } from '../db/database';
import { sql } from '../db/statements';

/**
 * Tickets an unpaid order keeps off sale while its customer pays on the provider's page (WooCommerce's held
 * stock): counted with the sold tickets in every competition's answer (db/database.ts's triggers), with no
 * ticket numbers yet. Released when the order is paid (its numbers are then allocated), fails, or is
 * cancelled at the end of the hold.
 */
export function holdTickets(db: Db, orderId: number, lines: readonly { competition_id: number; quantity: number }[]): void {
  const insert = sql(db, 'INSERT INTO ticket_holds (order_id, competition_id, quantity) VALUES (?, ?, ?)');
  for (const line of lines) insert.run(orderId, line.competition_id, line.quantity);
}

export function releaseHeldTickets(db: Db, orderId: number): void {
  sql(db, 'DELETE FROM ticket_holds WHERE order_id = ?').run(orderId);
}
