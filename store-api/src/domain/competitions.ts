import type { Competition } from '@shop/shared-contracts';
import type { Db } from '../db/database';
import { commitSeed } from './drawCommitments';

/**
 * Competitions as the API answers them: the stored spec fields plus the live sold count and status,
 * which always come from the tickets table so they can never drift from what was really sold.
 */
interface CompetitionRow { id: number; data: string }

function soldCount(db: Db, competitionId: number): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM tickets WHERE competition_id = ?').get(competitionId) as { n: number }).n;
}

function drawMoment(competition: Competition): number {
  return Date.parse(`${competition.draw_date}T${competition.draw_time || '00:00'}:00Z`);
}

export function withLiveFields(db: Db, stored: Competition, now = Date.now()): Competition {
  const sold = soldCount(db, stored.id);
  let status = stored.status;
  if (status === 'open' && sold >= stored.total_sell_tickets) status = 'sold_out';
  if (status === 'open' && drawMoment(stored) <= now) status = 'closed';
  return { ...stored, total_ticket_sold: sold, status };
}

export function getCompetition(db: Db, id: number): Competition | null {
  const row = db.prepare('SELECT id, data FROM competitions WHERE id = ?').get(id) as CompetitionRow | undefined;
  return row ? withLiveFields(db, JSON.parse(row.data) as Competition) : null;
}

export function allCompetitions(db: Db): Competition[] {
  const rows = db.prepare('SELECT id, data FROM competitions ORDER BY featured DESC, id').all() as CompetitionRow[];
  return rows.map((row) => withLiveFields(db, JSON.parse(row.data) as Competition));
}

export function saveCompetition(db: Db, competition: Competition, featured: boolean): void {
  db.prepare('INSERT OR REPLACE INTO competitions (id, category, featured, data) VALUES (?, ?, ?, ?)').run(
    competition.id,
    competition.category,
    featured ? 1 : 0,
    JSON.stringify(competition),
  );
  commitSeed(db, competition.id);
}

export function isOnSale(competition: Competition): boolean {
  return competition.status === 'open' && !competition.disable_tickets;
}

export function orderByDrawDate(list: Competition[]): Competition[] {
  return [...list].sort((a, b) => drawMoment(a) - drawMoment(b));
}

/** Spec section 5: the sale price counts only when lower and inside the sale window. */
export function effectivePrice(competition: Competition, now = Date.now()): number {
  const sale = competition.sale_price;
  if (sale === null || sale <= 0 || sale >= competition.price_per_ticket) return competition.price_per_ticket;
  const start = Date.parse(`${competition.sale_start_date}T${competition.sale_start_time || '00:00'}:00Z`);
  const end = Date.parse(`${competition.sale_end_date}T${competition.sale_end_time || '23:59'}:00Z`);
  return Number.isFinite(start) && Number.isFinite(end) && now >= start && now <= end ? sale : competition.price_per_ticket;
}
