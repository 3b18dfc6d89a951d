import * as v from 'valibot';
import { CompetitionSchema as CurrentCompetitionSchema } from '../../../../../../shared-contracts/src/entities/competition';

export * from '../../../../../../shared-contracts/src/entities/competition';

/** N-1: a competition from before `live_draw` (the API sends it today; valibot drops a key the schema does not name). */
export const CompetitionSchema = v.omit(CurrentCompetitionSchema, ['live_draw']);
export type Competition = v.InferOutput<typeof CompetitionSchema>;
