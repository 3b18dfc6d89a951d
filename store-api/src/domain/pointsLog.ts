import type { Db } from '../db/database';
import { int, mapRow, mapRows, text } from '../db/rows';
import { sql } from '../db/statements';

/** The `points_log` table: loyalty points earned (1 per whole pound spent) and redeemed, per customer. */
export interface PointsEntry {
  description: string;
  type: string;
  points: number;
  createdAt: number;
}

export function addPoints(db: Db, userId: number, entry: PointsEntry): void {
  sql(db, 'INSERT INTO points_log (user_id, description, type, points, created_at) VALUES (?, ?, ?, ?, ?)').run(
    userId,
    entry.description,
    entry.type,
    entry.points,
    entry.createdAt,
  );
}

/** The balance and how many entries there are. */
export function pointsBalanceOf(db: Db, userId: number): { points: number; entries: number } {
  const totals = mapRow(sql(db, 'SELECT COALESCE(SUM(points), 0) AS total, COUNT(*) AS n FROM points_log WHERE user_id = ?').get(userId), (row) => ({
    points: int(row, 'total'),
    entries: int(row, 'n'),
  }));
  return totals ?? { points: 0, entries: 0 };
}

/** One page of entries, newest first. */
export function pointsEntriesOf(db: Db, userId: number, limit: number, offset: number): PointsEntry[] {
  const rows = sql(db, 'SELECT description, type, points, created_at FROM points_log WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?').all(
    userId,
    limit,
    offset,
  );
  return mapRows(rows, (row) => ({
    description: text(row, 'description'),
    type: text(row, 'type'),
    points: int(row, 'points'),
    createdAt: int(row, 'created_at'),
  }));
}
