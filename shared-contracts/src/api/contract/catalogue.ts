import * as v from 'valibot';
import { CompetitionSchema } from '../../entities/competition';
import { ChatHistoryResponseSchema, CompetitionDetailResponseSchema, CompetitionListResponseSchema, WinnersResponseSchema } from '../responses/catalogue';
import { field, NoBody, PageRequest } from './fields';

const CategoryPageRequest = v.object({ ...PageRequest.entries, category: v.optional(field.text(60), 'all') });

/** Request and response schemas of the competition calls. */
export const catalogueSchemas = {
  competitions: { request: CategoryPageRequest, response: CompetitionListResponseSchema },
  drawnNext: { request: PageRequest, response: CompetitionListResponseSchema },
  finishedSoldOut: { request: PageRequest, response: CompetitionListResponseSchema },
  featured: { request: CategoryPageRequest, response: CompetitionListResponseSchema },
  competitionDetail: { request: v.object({ token: field.token(), id: field.positiveInt() }), response: CompetitionDetailResponseSchema },
  otherCompetitions: {
    request: v.object({ token: field.token(), id: field.positiveInt(), category: v.optional(field.text(60), ''), limit: field.limit(4) }),
    response: v.object({ success: v.optional(v.boolean(), true), data: v.array(CompetitionSchema) }),
  },
  winners: { request: PageRequest, response: WinnersResponseSchema },
  chatHistory: { request: NoBody, response: ChatHistoryResponseSchema },
};
