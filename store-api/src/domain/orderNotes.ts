import type { Db } from '../db/database';
import { int, mapRows, text } from '../db/rows';
import { sql } from '../db/statements';

/** A note on an order for the operator (WooCommerce's order notes): why its status changed. */
export function addOrderNote(db: Db, orderId: number, note: string, at: number): void {
  sql(db, 'INSERT INTO order_notes (order_id, note, created_at) VALUES (?, ?, ?)').run(orderId, note, at);
}

export function orderNotes(db: Db, orderId: number): { note: string; createdAt: number }[] {
  return mapRows(sql(db, 'SELECT note, created_at FROM order_notes WHERE order_id = ? ORDER BY id').all(orderId), (row) => ({
    note: text(row, 'note'),
    createdAt: int(row, 'created_at'),
  }));
}
