import type { Db } from '../db/database';
import { int, intOrNull, mapRow, mapRows, text, type Row } from '../db/rows';
import { sql } from '../db/statements';

/** The `winners` table: every main draw, instant win and reward win, newest first when listed. */
export type PrizeType = 'main' | 'instant' | 'reward';

export interface NewWinner {
  competitionId: number;
  ticketNumber: number;
  /** The winner's account; null for a free postal entrant without one. */
  userId: number | null;
  name: string;
  location: string;
  prize: string;
  prizeValueMinor: number;
  prizeType: PrizeType;
  wonAt: number;
}

export interface Winner {
  id: number;
  competitionId: number;
  ticketNumber: number;
  name: string;
  location: string;
  prize: string;
  prizeType: string;
  wonAt: number;
}

/** A winner with its draw's proof: the rule, commitment and ticket count of a verifiable main draw, the seed once revealed. */
export interface DrawResult extends Winner {
  commitment: string | null;
  seed: string | null;
  ticketCount: number | null;
  rule: string | null;
}

const toWinner = (row: Row): Winner => ({
  id: int(row, 'id'),
  competitionId: int(row, 'competition_id'),
  ticketNumber: int(row, 'ticket_number'),
  name: text(row, 'name'),
  location: text(row, 'location'),
  prize: text(row, 'prize'),
  prizeType: text(row, 'prize_type'),
  wonAt: int(row, 'won_at'),
});

export function recordWinner(db: Db, winner: NewWinner): void {
  sql(
    db,
    'INSERT INTO winners (competition_id, ticket_number, user_id, name, location, prize, prize_value_minor, prize_type, won_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(
    winner.competitionId,
    winner.ticketNumber,
    winner.userId,
    winner.name,
    winner.location,
    winner.prize,
    winner.prizeValueMinor,
    winner.prizeType,
    winner.wonAt,
  );
}

export function countWinners(db: Db): number {
  return mapRow(sql(db, 'SELECT COUNT(*) AS n FROM winners').get(), (row) => int(row, 'n')) ?? 0;
}

export function winnersPage(db: Db, limit: number, offset: number): Winner[] {
  return mapRows(
    sql(db, 'SELECT id, competition_id, ticket_number, name, location, prize, prize_type, won_at FROM winners ORDER BY won_at DESC LIMIT ? OFFSET ?').all(
      limit,
      offset,
    ),
    toWinner,
  );
}

export function drawResultsPage(db: Db, limit: number, offset: number): DrawResult[] {
  const rows = sql(
    db,
    `SELECT w.id, w.competition_id, w.ticket_number, w.name, w.location, w.prize, w.prize_type, w.won_at, d.commitment, d.rule,
         CASE WHEN d.revealed = 1 THEN d.seed END AS seed,
         CASE WHEN d.commitment IS NOT NULL
           THEN COALESCE(c.entry_count, (SELECT COUNT(*) FROM tickets t WHERE t.competition_id = w.competition_id)) END AS ticket_count
       FROM winners w LEFT JOIN draw_commitments d ON d.competition_id = w.competition_id AND w.prize_type = 'main'
         LEFT JOIN draw_closes c ON c.competition_id = d.competition_id
       ORDER BY w.won_at DESC LIMIT ? OFFSET ?`,
  ).all(limit, offset);
  return mapRows(rows, (row) => ({
    ...toWinner(row),
    commitment: row.commitment === null ? null : text(row, 'commitment'),
    seed: row.seed === null ? null : text(row, 'seed'),
    ticketCount: intOrNull(row, 'ticket_count'),
    rule: row.rule === null ? null : text(row, 'rule'),
  }));
}

/** The number of winners and the value of their prizes, for the home page's strip. */
export function winnerTotals(db: Db): { winners: number; valueMinor: number } {
  const row = mapRow(sql(db, 'SELECT COUNT(*) AS winners, COALESCE(SUM(prize_value_minor), 0) AS value FROM winners').get(), (found) => ({
    winners: int(found, 'winners'),
    valueMinor: int(found, 'value'),
  }));
  return row ?? { winners: 0, valueMinor: 0 };
}

/** The main draw's winning ticket, or undefined before the draw. */
export function mainWinningTicket(db: Db, competitionId: number): number | undefined {
  return mapRow(sql(db, "SELECT ticket_number FROM winners WHERE competition_id = ? AND prize_type = 'main'").get(competitionId), (row) =>
    int(row, 'ticket_number'),
  );
}

export function hasMainWinner(db: Db, competitionId: number): boolean {
  return mainWinningTicket(db, competitionId) !== undefined;
}

/** The competitions whose main draw has been made. */
export function drawnCompetitionIds(db: Db): Set<number> {
  return new Set(mapRows(sql(db, "SELECT DISTINCT competition_id FROM winners WHERE prize_type = 'main'").all(), (row) => int(row, 'competition_id')));
}

/** Whether this customer won something with this ticket of this competition. */
export function isWinningTicketOf(db: Db, userId: number, competitionId: number, ticketNumber: number): boolean {
  return sql(db, 'SELECT 1 FROM winners WHERE competition_id = ? AND ticket_number = ? AND user_id = ?').get(competitionId, ticketNumber, userId) !== undefined;
}
