import * as v from 'valibot';
import { DrawProofResponseSchema, DrawResultsResponseSchema } from '../responses/draws';
import { field, PageRequest } from './fields';

/** Request and response schemas of the draw calls. */
export const drawSchemas = {
  drawResults: { request: PageRequest, response: DrawResultsResponseSchema },
  drawProof: { request: v.object({ competition_id: field.positiveInt() }), response: DrawProofResponseSchema },
};
