/**
 * The names of the draw rules and the beacon chain rule v2 draws from, apart from the rules themselves, so
 * that schemas and pages can name them without bringing a rule's code into every page's first load.
 */

/** The first rule (rules/drawProof.ts): HMAC of the sorted tickets under the seed, revealed after the draw. */
export const DRAW_RULE_V1 = 'seed-hmac-v1';
/** Rule v2 (rules/beaconDraw.ts): the committed seed with the drand quicknet beacon round named at close. */
export const DRAW_RULE_V2 = 'drand-quicknet-v2';
export const DRAW_RULES = [DRAW_RULE_V1, DRAW_RULE_V2] as const;
export type DrawRule = (typeof DRAW_RULES)[number];

/** The drand quicknet chain (the League of Entropy's unchained 3-second beacon). Its public key is pinned in ./drandBeacon. */
export const QUICKNET = {
  chainHash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
  scheme: 'bls-unchained-g1-rfc9380',
  /** Seconds between rounds. */
  period: 3,
  /** Unix seconds of round 1. */
  genesisTime: 1692803367,
} as const;
