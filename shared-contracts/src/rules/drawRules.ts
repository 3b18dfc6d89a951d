/**
 * The names of the draw rules, apart from the rules themselves so that the entity and response schemas can
 * name them without bringing a rule's code into every page's first load.
 */

/** The first rule (rules/drawProof.ts): HMAC of the sorted tickets under the seed, revealed after the draw. */
export const DRAW_RULE_V1 = 'seed-hmac-v1';
/** Rule v2 (rules/beaconDraw.ts): the committed seed with the drand quicknet beacon round named at close. */
export const DRAW_RULE_V2 = 'drand-quicknet-v2';
export const DRAW_RULES = [DRAW_RULE_V1, DRAW_RULE_V2] as const;
export type DrawRule = (typeof DRAW_RULES)[number];
