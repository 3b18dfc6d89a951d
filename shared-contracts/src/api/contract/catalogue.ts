import * as v from 'valibot';
import { CompetitionSchema } from '../../entities/competition';
import * as S from '../schemas';
import { field, PageRequest } from './fields';

const CategoryPageRequest = v.object({ ...PageRequest.entries, category: v.optional(field.text(60), 'all') });

/** Request and response schemas of the competition calls. */
export const catalogueSchemas = {
  competitions: { request: CategoryPageRequest, response: S.CompetitionListResponseSchema },
  drawnNext: { request: PageRequest, response: S.CompetitionListResponseSchema },
  finishedSoldOut: { request: PageRequest, response: S.CompetitionListResponseSchema },
  featured: { request: CategoryPageRequest, response: S.CompetitionListResponseSchema },
  competitionDetail: { request: v.object({ token: field.token(), id: field.positiveInt() }), response: S.CompetitionDetailResponseSchema },
  otherCompetitions: {
    request: v.object({ token: field.token(), id: field.positiveInt(), category: v.optional(field.text(60), ''), limit: field.limit(4) }),
    response: v.object({ success: v.optional(v.boolean(), true), data: v.array(CompetitionSchema) }),
  },
  drawResults: { request: PageRequest, response: S.DrawResultsResponseSchema },
  drawProof: { request: v.object({ competition_id: field.positiveInt() }), response: S.DrawProofResponseSchema },
  winners: { request: PageRequest, response: S.WinnersResponseSchema },
};
