import * as v from 'valibot';
import { CompetitionSchema as CurrentCompetitionSchema } from '../../../../../../shared-contracts/src/entities/competition';

export * from '../../../../../../shared-contracts/src/entities/competition';

/**
 * N+1: a competition may say how its prize reaches the winner. Optional, as a contract minor's new field
 * must be: the API does not send it yet, and a shell on the current contract drops it from answers.
 */
export const CompetitionSchema = v.object({ ...CurrentCompetitionSchema.entries, prize_delivery: v.optional(v.string()) });
export type Competition = v.InferOutput<typeof CompetitionSchema>;
