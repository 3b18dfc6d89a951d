import { DRAW_RULE_V1, QUICKNET, beaconRoundTime } from '@shop/shared-contracts';
import { getCompetition } from '../domain/competitions';
import { beaconOf, closeDraw, entrantNames, isPostalEntryLabel, parseEntryList, publishedEntryList } from '../domain/beaconDraws';
import { commitmentOf, drawRecordOf, type DrawCommitment } from '../domain/drawCommitments';
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
      const competition = getCompetition(context.db, row.competitionId, context.now());
      return competition ? [answer(row, competition)] : [];
    }),
  });
}

/** What every proof starts with: the rule, the commitment and when it was published, and the seed once revealed. */
const commitmentAnswer = (id: number, commitment: DrawCommitment) => ({
  success: true,
  competition_id: id,
  rule: commitment.rule,
  commitment: commitment.commitment,
  ...(commitment.committedAt ? { committed_at: commitment.committedAt } : {}),
  seed: commitment.revealed ? commitment.seed : null,
});

const proofNotFound = () => new WpError(404, 'draw_proof_not_found', 'This draw was made before draws were verifiable.');

/**
 * The proof of a rule v2 draw (shared-contracts rules/beaconDraw.ts): the commitment, the entry list published
 * at the close with its hash and count (each entry with its holder's first name and initial, and `postal` for
 * a free postal entry), the close and round R, and once drawn the verified beacon, the revealed seed and the
 * winner. Asking for it publishes the close if the draw job has not yet.
 */
function beaconDrawProof(context: RequestContext, id: number, commitment: DrawCommitment) {
  const close = closeDraw(context.db, id, context.now());
  const listText = publishedEntryList(context.db, id);
  const record = drawRecordOf(context.db, id);
  if (!close || listText === null || !record) throw proofNotFound();
  const entrants = entrantNames(context.db, id);
  // A free postal entry is marked by its published label (`postal-<order>`), so the mark is as verifiable as the list.
  const entries = parseEntryList(listText).map((entry) => ({ ...entry, entrant: entrants.get(entry.ticket) ?? '', postal: isPostalEntryLabel(entry.label) }));
  const beacon = beaconOf(context.db, id);
  return ok({
    ...commitmentAnswer(id, commitment),
    state: record.drawn ? 'drawn' : close.entryCount === 0 ? 'no_entries' : 'waiting_for_beacon',
    tickets: entries.map((entry) => entry.ticket),
    winning_ticket: mainWinningTicket(context.db, id) ?? null,
    entries,
    entry_count: close.entryCount,
    entry_list_hash: close.entryListHash,
    closed_at: close.closedAt,
    beacon_round: close.beaconRound,
    beacon_round_time: beaconRoundTime(close.beaconRound),
    beacon: beacon ? { chain_hash: QUICKNET.chainHash, round: beacon.round, signature: beacon.signature, randomness: beacon.randomness } : null,
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
      ...(result.commitment ? { commitment: result.commitment, ticket_count: result.ticketCount ?? 0, rule: result.rule ?? DRAW_RULE_V1 } : {}),
      ...(result.seed ? { seed: result.seed } : {}),
    })),

  drawProof: (context, { competition_id: id }) => {
    const competition = getCompetition(context.db, id, context.now());
    if (!competition) throw competitionNotFound(id);
    const commitment = commitmentOf(context.db, id);
    if (!commitment) throw proofNotFound();
    // Open: only the commitment is published so far; the entry list follows when entries close.
    if (competition.status === 'open') return ok({ ...commitmentAnswer(id, commitment), state: 'open', tickets: [], winning_ticket: null });
    if (commitment.rule !== DRAW_RULE_V1) return beaconDrawProof(context, id, commitment);
    return ok({
      ...commitmentAnswer(id, commitment),
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
