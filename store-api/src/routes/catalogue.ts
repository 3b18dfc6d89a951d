import * as v from 'valibot';
import type { Competition } from '@shop/shared-contracts';
import { allCompetitions, getCompetition, orderByDrawDate } from '../domain/competitions';
import { field, ok, parseBody, type Handler, type RequestContext } from '../http/context';
import { WpError } from '../http/wpError';

/**
 * Competition lists, details, draw results and winners. Lists are paged `{data, page, total_pages, total}`
 * (shared-contracts CompetitionListResponseSchema); the correct answer of a question is never sent.
 */
const PageSchema = v.object({ token: field.token(), page: field.page(), limit: field.limit(12) });
const open = (competition: Competition) => competition.status === 'open';

function paged(list: Competition[], page: number, limit: number) {
  const total = list.length;
  return ok({ success: true, data: list.slice((page - 1) * limit, page * limit), page, total_pages: Math.max(1, Math.ceil(total / limit)), total });
}

function listed(context: RequestContext, filter: (competition: Competition) => boolean, order = (list: Competition[]) => list) {
  const { page, limit } = parseBody(context, PageSchema);
  return paged(order(allCompetitions(context.db).filter(filter)), page, limit);
}

function byCategory(category: string) {
  if (category === 'all') return open;
  if (category === 'instant_win_comps' || category === 'instant-wins') return (c: Competition) => open(c) && c.enable_instant_wins;
  return (c: Competition) => open(c) && c.category === category;
}

export const catalogueRoutes: Record<string, Handler> = {
  'POST /api/v1/competition': (context) => {
    const { category } = parseBody(context, v.object({ category: v.optional(field.text(60), 'all') }));
    return listed(context, byCategory(category));
  },
  'POST /api/v1/drawn_next_competition': (context) => listed(context, open, orderByDrawDate),
  'POST /api/v1/finished_soldout_competition': (context) => listed(context, (c) => !open(c), (list) => orderByDrawDate(list).reverse()),
  'POST /api/v1/featured_competition': (context) => {
    const { category } = parseBody(context, v.object({ category: v.optional(field.text(60), 'all') }));
    return listed(context, byCategory(category));
  },
  'POST /api/v1/getcompetition': (context) => {
    const { id } = parseBody(context, v.object({ id: field.positiveInt() }));
    const competition = getCompetition(context.db, id);
    if (!competition) throw new WpError(404, 'competition_not_found', `Competition ${id} was not found.`);
    return ok({ success: true, data: competition });
  },
  'POST /api/v1/getOtherComps': (context) => {
    const { id, category, limit } = parseBody(context, v.object({ id: field.positiveInt(), category: v.optional(field.text(60), ''), limit: field.limit(4) }));
    const others = allCompetitions(context.db).filter((c) => open(c) && c.id !== id);
    const sameFirst = [...others.filter((c) => c.category === category), ...others.filter((c) => c.category !== category)];
    return ok({ success: true, data: sameFirst.slice(0, limit) });
  },
  'POST /api/v1/draw_results': (context) => {
    const { page, limit } = parseBody(context, PageSchema);
    const rows = context.db
      .prepare(`SELECT w.*, c.data FROM winners w JOIN competitions c ON c.id = w.competition_id ORDER BY w.won_at DESC LIMIT ? OFFSET ?`)
      .all(limit, (page - 1) * limit) as { competition_id: number; ticket_number: number; name: string; prize: string; prize_type: string; won_at: number; data: string }[];
    const total = (context.db.prepare('SELECT COUNT(*) AS n FROM winners').get() as { n: number }).n;
    return ok({
      success: true,
      total_pages: Math.max(1, Math.ceil(total / limit)),
      data: rows.map((row) => {
        const competition = JSON.parse(row.data) as Competition;
        return {
          competition_id: row.competition_id, title: competition.title, image: competition.image, draw_date: competition.draw_date, draw_time: competition.draw_time,
          ticket_number: row.ticket_number, winner: row.name, prize_type: row.prize_type, prize: row.prize,
        };
      }),
    });
  },
  'POST /api/v1/winners': (context) => {
    const { page, limit } = parseBody(context, PageSchema);
    const rows = context.db
      .prepare(`SELECT w.*, c.data FROM winners w JOIN competitions c ON c.id = w.competition_id ORDER BY w.won_at DESC LIMIT ? OFFSET ?`)
      .all(limit, (page - 1) * limit) as { id: number; competition_id: number; ticket_number: number; name: string; location: string; prize: string; won_at: number; data: string }[];
    const total = (context.db.prepare('SELECT COUNT(*) AS n FROM winners').get() as { n: number }).n;
    return ok({
      success: true,
      total_pages: Math.max(1, Math.ceil(total / limit)),
      data: rows.map((row) => {
        const competition = JSON.parse(row.data) as Competition;
        return {
          id: row.id, name: row.name, location: row.location, prize: row.prize, competition_id: row.competition_id,
          competition_title: competition.title, image: competition.image, ticket_number: row.ticket_number, won_at: new Date(row.won_at).toISOString(),
        };
      }),
    });
  },
};
