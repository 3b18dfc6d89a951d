import * as v from 'valibot';
import { DrawStateSchema } from '../../entities/competition';
import { numeric, optionalNumeric, text } from '../../entities/primitives';
import { DRAW_RULE_V1, DRAW_RULES } from '../../rules/drawRules';
import { successFlag } from './common';

/** Response schemas of the draw calls (results and proofs): only the draw pages load them. */

/** Designed: a drawn competition and its winning ticket. */
export const DrawResultSchema = v.object({
  competition_id: numeric,
  title: text,
  image: text,
  draw_date: text,
  draw_time: text,
  ticket_number: numeric,
  winner: text,
  prize_type: v.optional(v.picklist(['main', 'instant', 'reward']), 'main'),
  prize: text,
  /** Verifiable main draws (shared-contracts rules/drawProof.ts): SHA-256 of the seed, published at closing. */
  commitment: v.optional(v.string()),
  /** The draw's 32-byte seed in hex, revealed after the draw. */
  seed: v.optional(v.string()),
  /** How many tickets were sold, i.e. drawn from. */
  ticket_count: v.optional(v.number()),
  /** The rule that drew it (rules/beaconDraw.ts); absent from a backend without rule v2 (then it is the first rule). */
  rule: v.optional(v.picklist(DRAW_RULES)),
});

export type DrawResult = v.InferOutput<typeof DrawResultSchema>;

export const DrawResultsResponseSchema = v.object({
  success: successFlag,
  data: v.array(DrawResultSchema),
  total_pages: optionalNumeric,
});

/**
 * Designed: everything needed to verify a main draw (verifyDrawProof, rules/drawVerification.ts). The seed,
 * the beacon and the winner stay null until the draw. `rule` says which rule drew it (absent: the first
 * rule, rules/drawProof.ts, which needs only the first six fields); a rule v2 draw (rules/beaconDraw.ts)
 * also carries the entry list published at close, its hash and count, the close and the beacon round R.
 */
export const DrawProofResponseSchema = v.object({
  success: successFlag,
  competition_id: v.number(),
  commitment: v.string(),
  seed: v.nullable(v.string()),
  /** The entries' ticket numbers, ascending. */
  tickets: v.array(v.number()),
  winning_ticket: v.nullable(v.number()),
  rule: v.optional(v.picklist(DRAW_RULES), DRAW_RULE_V1),
  state: v.optional(DrawStateSchema),
  /** When the commitment was published (at the competition's creation), Unix seconds. */
  committed_at: v.optional(v.number()),
  /**
   * The entry list published at close, by ticket ascending: ticket and label are the list (and its hash);
   * `entrant` (first name and initial) and `postal` (a free postal entry) are shown beside it.
   */
  entries: v.optional(
    v.array(v.object({ ticket: v.number(), label: v.string(), entrant: v.optional(v.string(), ''), postal: v.optional(v.boolean(), false) })),
  ),
  entry_count: v.optional(v.number()),
  entry_list_hash: v.optional(v.string()),
  /** Unix seconds. */
  closed_at: v.optional(v.number()),
  beacon_round: v.optional(v.number()),
  /** Unix seconds. */
  beacon_round_time: v.optional(v.number()),
  /** Round R's beacon as fetched and verified (null until it is). */
  beacon: v.optional(v.nullable(v.object({ chain_hash: v.string(), round: v.number(), signature: v.string(), randomness: v.string() }))),
});

export type DrawProofResponse = v.InferOutput<typeof DrawProofResponseSchema>;
