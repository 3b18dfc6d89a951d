import type { Competition } from '@shop/shared-contracts';
import { allCompetitions, competitionAsJson, getCompetition, orderByDrawDate } from '../domain/competitions';
import { ok, okJson, type EndpointHandlers, type RequestContext } from '../http/context';
import { WpError } from '../http/wpError';

/**
 * Competition lists and details. Lists are paged `{data, page, total_pages, total}`
 * (shared-contracts CompetitionListResponseSchema); the correct answer of a question is never sent.
 */
const open = (competition: Competition) => competition.status === 'open';

export const competitionNotFound = (id: number) => new WpError(404, 'competition_not_found', `Competition ${id} was not found.`);

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
  return paged(order(allCompetitions(context.db, context.now()).filter(filter)), page, limit);
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
  // featured_competition is also the call for all competitions. With the storefront's payload
  // (token, page) it answers every open competition, the featured ones first (allCompetitions' order).
  featured: (context, input) => listed(context, input, byCategory(input.category)),
  competitionDetail: (context, { id }) => {
    const competition = getCompetition(context.db, id, context.now());
    if (!competition) throw competitionNotFound(id);
    return ok({ success: true, data: competition });
  },
  otherCompetitions: (context, { id, category, limit }) => {
    const others = allCompetitions(context.db, context.now()).filter((c) => open(c) && c.id !== id);
    const sameFirst = [...others.filter((c) => c.category === category), ...others.filter((c) => c.category !== category)];
    return ok({ success: true, data: sameFirst.slice(0, limit) });
  },
} satisfies Partial<EndpointHandlers>;
