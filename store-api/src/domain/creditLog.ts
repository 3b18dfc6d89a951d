import type { Db } from '../db/database';
import { int, mapRow, mapRows, text } from '../db/rows';
import { sql } from '../db/statements';

/** The `credit_log` table: site credit in (prizes, refunds) and out (orders paid with it), per customer. */
export interface CreditEntry {
  description: string;
  amountMinor: number;
  createdAt: number;
}

export function addCredit(db: Db, userId: number, entry: CreditEntry): void {
  sql(db, 'INSERT INTO credit_log (user_id, description, amount_minor, created_at) VALUES (?, ?, ?, ?)').run(
    userId,
    entry.description,
    entry.amountMinor,
    entry.createdAt,
  );
}

/** Newest first. */
export function creditEntriesOf(db: Db, userId: number): CreditEntry[] {
  return mapRows(sql(db, 'SELECT description, amount_minor, created_at FROM credit_log WHERE user_id = ? ORDER BY created_at DESC').all(userId), (row) => ({
    description: text(row, 'description'),
    amountMinor: int(row, 'amount_minor'),
    createdAt: int(row, 'created_at'),
  }));
}

export function siteCreditMinor(db: Db, userId: number): number {
  return mapRow(sql(db, 'SELECT COALESCE(SUM(amount_minor), 0) AS total FROM credit_log WHERE user_id = ?').get(userId), (row) => int(row, 'total')) ?? 0;
}
