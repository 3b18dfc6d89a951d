import type { Competition } from '@shop/shared-contracts';
import { allCompetitions, competitionAsJson, getCompetition, orderByDrawDate } from '../domain/competitions';
import { commitmentOf } from '../domain/drawCommitments';
import { ok, okJson, type EndpointHandlers, type RequestContext } from '../http/context';
import { WpError } from '../http/wpError';
import { sql } from '../db/statements';

/**
 * Competition lists, details, draw results and winners. Lists are paged `{data, page, total_pages, total}`
 * (shared-contracts CompetitionListResponseSchema); the correct answer of a question is never sent.
 */
const open = (competition: Competition) => competition.status === 'open';

/** `{success, data, page, total_pages, total}`, written from each competition's cached JSON. */
function paged(list: readonly Competition[], page: number, limit: number) {
  const total = list.length;
  const data = list
    .slice((page - 1) * limit, page * limit)
    .map(competitionAsJson)
    .join(',');
  return okJson(`{"success":true,"data":[${data}],"page":${page},"total_pages":${Math.max(1, Math.ceil(total / limit))},"total":${total}}`);
}

interface PageInput {
  page: number;
  limit: number;
}

function listed(
  context: RequestContext,
  { page, limit }: PageInput,
  filter: (competition: Competition) => boolean,
  order = (list: readonly Competition[]) => list,
) {
  return paged(order(allCompetitions(context.db).filter(filter)), page, limit);
}

function byCategory(category: string) {
  if (category === 'all') return open;
  if (category === 'instant_win_comps' || category === 'instant-wins') return (c: Competition) => open(c) && c.enable_instant_wins;
  return (c: Competition) => open(c) && c.category === category;
}

export const catalogueHandlers = {
  competitions: (context, input) => listed(context, input, byCategory(input.category)),
  drawnNext: (context, input) => listed(context, input, open, orderByDrawDate),
  finishedSoldOut: (context, input) =>
    listed(
      context,
      input,
      (c) => !open(c),
      (list) => orderByDrawDate(list).reverse(),
    ),
  featured: (context, input) => listed(context, input, byCategory(input.category)),
  competitionDetail: (context, { id }) => {
    const competition = getCompetition(context.db, id);
    if (!competition) throw new WpError(404, 'competition_not_found', `Competition ${id} was not found.`);
    return ok({ success: true, data: competition });
  },
  otherCompetitions: (context, { id, category, limit }) => {
    const others = allCompetitions(context.db).filter((c) => open(c) && c.id !== id);
    const sameFirst = [...others.filter((c) => c.category === category), ...others.filter((c) => c.category !== category)];
    return ok({ success: true, data: sameFirst.slice(0, limit) });
  },
  drawResults: (context, { page, limit }) => {
    const rows = sql(
      context.db,
      `SELECT w.*, c.data, d.commitment, CASE WHEN d.revealed = 1 THEN d.seed END AS seed,
           CASE WHEN d.commitment IS NOT NULL THEN (SELECT COUNT(*) FROM tickets t WHERE t.competition_id = w.competition_id) END AS ticket_count
         FROM winners w JOIN competitions c ON c.id = w.competition_id
         LEFT JOIN draw_commitments d ON d.competition_id = w.competition_id AND w.prize_type = 'main'
         ORDER BY w.won_at DESC LIMIT ? OFFSET ?`,
    ).all(limit, (page - 1) * limit) as {
      competition_id: number;
      ticket_number: number;
      name: string;
      prize: string;
      prize_type: string;
      won_at: number;
      data: string;
      commitment: string | null;
      seed: string | null;
      ticket_count: number | null;
    }[];
    const total = (sql(context.db, 'SELECT COUNT(*) AS n FROM winners').get() as { n: number }).n;
    return ok({
      success: true,
      total_pages: Math.max(1, Math.ceil(total / limit)),
      data: rows.map((row) => {
        const competition = JSON.parse(row.data) as Competition;
        return {
          competition_id: row.competition_id,
          title: competition.title,
          image: competition.image,
          draw_date: competition.draw_date,
          draw_time: competition.draw_time,
          ticket_number: row.ticket_number,
          winner: row.name,
          prize_type: row.prize_type,
          prize: row.prize,
          ...(row.commitment ? { commitment: row.commitment, ticket_count: row.ticket_count ?? 0 } : {}),
          ...(row.seed ? { seed: row.seed } : {}),
        };
      }),
    });
  },
  drawProof: (context, { competition_id: id }) => {
    const competition = getCompetition(context.db, id);
    if (!competition) throw new WpError(404, 'competition_not_found', `Competition ${id} was not found.`);
    if (competition.status === 'open') throw new WpError(400, 'draw_not_closed', 'The draw commitment is published when the competition closes.');
    const commitment = commitmentOf(context.db, id);
    if (!commitment) throw new WpError(404, 'draw_proof_not_found', 'This draw was made before draws were verifiable.');
    const tickets = (
      sql(context.db, 'SELECT ticket_number FROM tickets WHERE competition_id = ? ORDER BY ticket_number').all(id) as { ticket_number: number }[]
    ).map((row) => row.ticket_number);
    const winner = (
      sql(context.db, "SELECT ticket_number FROM winners WHERE competition_id = ? AND prize_type = 'main'").get(id) as { ticket_number: number } | undefined
    )?.ticket_number;
    return ok({
      success: true,
      competition_id: id,
      commitment: commitment.commitment,
      seed: commitment.revealed ? commitment.seed : null,
      tickets,
      winning_ticket: winner ?? null,
    });
  },
  winners: (context, { page, limit }) => {
    const rows = sql(
      context.db,
      `SELECT w.*, c.data FROM winners w JOIN competitions c ON c.id = w.competition_id ORDER BY w.won_at DESC LIMIT ? OFFSET ?`,
    ).all(limit, (page - 1) * limit) as {
      id: number;
      competition_id: number;
      ticket_number: number;
      name: string;
      location: string;
      prize: string;
      won_at: number;
      data: string;
    }[];
    const total = (sql(context.db, 'SELECT COUNT(*) AS n FROM winners').get() as { n: number }).n;
    return ok({
      success: true,
      total_pages: Math.max(1, Math.ceil(total / limit)),
      data: rows.map((row) => {
        const competition = JSON.parse(row.data) as Competition;
        return {
          id: row.id,
          name: row.name,
          location: row.location,
          prize: row.prize,
          competition_id: row.competition_id,
          competition_title: competition.title,
          image: competition.image,
          ticket_number: row.ticket_number,
          won_at: new Date(row.won_at).toISOString(),
        };
      }),
    });
  },
} satisfies Partial<EndpointHandlers>;
