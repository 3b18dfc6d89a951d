import { winningTicket } from '@shop/shared-contracts';
import type { Db } from '../db/database';
import { getCompetition, isFeatured, saveCompetition } from './competitions';
import { ensureCommitment, revealSeed } from './drawCommitments';
import { toMinor } from './money';
import { displayName } from './prizes';
import { soldTickets } from './tickets';
import { storedProfile } from './users';
import { hasMainWinner, recordWinner } from './winners';

export interface MainDraw {
  competitionId: number;
  title: string;
  ticketNumber: number;
  winner: string;
  ticketCount: number;
}

export class DrawRefused extends Error {}

/**
 * The main draw of a closed competition, by the published rule (shared-contracts rules/drawProof.ts):
 * the winner is computed from the committed seed and the sorted sold tickets, recorded with the
 * competition marked drawn, and the seed is revealed, all in one transaction.
 */
export async function drawMainWinner(db: Db, competitionId: number, wonAt = Date.now()): Promise<MainDraw> {
  const competition = getCompetition(db, competitionId);
  if (!competition) throw new DrawRefused(`no competition ${competitionId}`);
  if (competition.status === 'open') throw new DrawRefused(`competition ${competitionId} is still open: it is drawn once it closes or sells out`);
  if (hasMainWinner(db, competitionId)) throw new DrawRefused(`competition ${competitionId} has already been drawn`);
  const { seed } = ensureCommitment(db, competitionId);
  const sold = soldTickets(db, competitionId);
  if (sold.length === 0) throw new DrawRefused(`competition ${competitionId} has no sold tickets to draw from`);
  const ticketNumber = await winningTicket(
    seed,
    sold.map((ticket) => ticket.ticketNumber),
  );
  const userId = sold.find((ticket) => ticket.ticketNumber === ticketNumber)!.userId;

  return db.transaction(() => {
    if (hasMainWinner(db, competitionId)) throw new DrawRefused(`competition ${competitionId} has already been drawn`);
    if (soldTickets(db, competitionId).length !== sold.length) throw new DrawRefused(`competition ${competitionId} sold tickets during the draw; draw again`);
    const winner = displayName(db, userId);
    recordWinner(db, {
      competitionId,
      ticketNumber,
      userId,
      name: winner,
      location: storedProfile(db, userId).billing_city,
      prize: competition.title,
      prizeValueMinor: toMinor(competition.price_per_ticket * competition.total_sell_tickets * 0.6),
      prizeType: 'main',
      wonAt,
    });
    saveCompetition(db, { ...competition, status: 'drawn' }, isFeatured(db, competitionId));
    revealSeed(db, competitionId);
    return { competitionId, title: competition.title, ticketNumber, winner, ticketCount: sold.length };
  })();
}
