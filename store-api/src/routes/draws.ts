import { getCompetition } from '../domain/competitions';
import { commitmentOf } from '../domain/drawCommitments';
import { soldTickets } from '../domain/tickets';
import { countWinners, drawResultsPage, mainWinningTicket, winnersPage } from '../domain/winners';
import type { Competition } from '@shop/shared-contracts';
import { ok, type EndpointHandlers, type RequestContext } from '../http/context';
import { WpError } from '../http/wpError';
import { competitionNotFound } from './catalogue';

/** One page of winners as answered: each with its competition (one whose competition is gone is left out). */
function winnersAnswer<T extends { competitionId: number }>(
  context: RequestContext,
  page: T[],
  limit: number,
  answer: (row: T, competition: Competition) => object,
) {
  return ok({
    success: true,
    total_pages: Math.max(1, Math.ceil(countWinners(context.db) / limit)),
    data: page.flatMap((row) => {
      const competition = getCompetition(context.db, row.competitionId);
      return competition ? [answer(row, competition)] : [];
    }),
  });
}

/** Draw results (with each verifiable main draw's proof), the proof of one draw, and the winners list. */
export const drawHandlers = {
  drawResults: (context, { page, limit }) =>
    winnersAnswer(context, drawResultsPage(context.db, limit, (page - 1) * limit), limit, (result, competition) => ({
      competition_id: result.competitionId,
      title: competition.title,
      image: competition.image,
      draw_date: competition.draw_date,
      draw_time: competition.draw_time,
      ticket_number: result.ticketNumber,
      winner: result.name,
      prize_type: result.prizeType,
      prize: result.prize,
      ...(result.commitment ? { commitment: result.commitment, ticket_count: result.ticketCount ?? 0 } : {}),
      ...(result.seed ? { seed: result.seed } : {}),
    })),

  drawProof: (context, { competition_id: id }) => {
    const competition = getCompetition(context.db, id);
    if (!competition) throw competitionNotFound(id);
    if (competition.status === 'open') throw new WpError(400, 'draw_not_closed', 'The draw commitment is published when the competition closes.');
    const commitment = commitmentOf(context.db, id);
    if (!commitment) throw new WpError(404, 'draw_proof_not_found', 'This draw was made before draws were verifiable.');
    return ok({
      success: true,
      competition_id: id,
      commitment: commitment.commitment,
      seed: commitment.revealed ? commitment.seed : null,
      tickets: soldTickets(context.db, id).map((ticket) => ticket.ticketNumber),
      winning_ticket: mainWinningTicket(context.db, id) ?? null,
    });
  },

  winners: (context, { page, limit }) =>
    winnersAnswer(context, winnersPage(context.db, limit, (page - 1) * limit), limit, (winner, competition) => ({
      id: winner.id,
      name: winner.name,
      location: winner.location,
      prize: winner.prize,
      competition_id: winner.competitionId,
      competition_title: competition.title,
      image: competition.image,
      ticket_number: winner.ticketNumber,
      won_at: new Date(winner.wonAt).toISOString(),
    })),
} satisfies Partial<EndpointHandlers>;
