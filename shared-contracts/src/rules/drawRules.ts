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

/** The drand quicknet chain (the League of Entropy's unchained 3-second beacon). */
export const QUICKNET = {
  chainHash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
  /**
   * The group public key (96 bytes on G2, hex), pinned: every quicknet round's signature verifies under it
   * (rules/drandBeacon.ts). Here, apart from the BLS code, so a page can show it without loading that code.
   */
  publicKey:
    '83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a',
  scheme: 'bls-unchained-g1-rfc9380',
  /** Seconds between rounds. */
  period: 3,
  /** Unix seconds of round 1. */
  genesisTime: 1692803367,
} as const;
