import type { Db } from '../db/database';
import { int, mapRow } from '../db/rows';
import { sql } from '../db/statements';

/** The `spending` table: what each order cost, for responsible-gaming limits. */
const LIMIT_WINDOWS_MS: Record<string, number> = { day: 86_400_000, week: 7 * 86_400_000, month: 30 * 86_400_000 };

export function recordSpending(db: Db, userId: number, amountMinor: number, at: number): void {
  sql(db, 'INSERT INTO spending (user_id, amount_minor, created_at) VALUES (?, ?, ?)').run(userId, amountMinor, at);
}

/** Spending inside the customer's limit window (day, week or month; a month when none is set). */
export function currentSpendingMinor(db: Db, userId: number, limitDuration: string, now = Date.now()): number {
  const window = LIMIT_WINDOWS_MS[limitDuration] ?? LIMIT_WINDOWS_MS.month!;
  const since = now - window;
  return (
    mapRow(sql(db, 'SELECT COALESCE(SUM(amount_minor), 0) AS total FROM spending WHERE user_id = ? AND created_at > ?').get(userId, since), (row) =>
      int(row, 'total'),
    ) ?? 0
  );
}
