/** A beacon as relays publish it and proofs carry it. */
export interface Beacon {
  round: number;
  /** 48 bytes, hex. */
  signature: string;
  /** SHA-256 of the signature bytes, hex (checked, never trusted). */
  randomness?: string;
}

/** What checking a beacon against the pinned public key finds (rules/beaconDraw.ts, step 3). */
export type BeaconCheck = { valid: true; round: number; signature: string; randomness: string } | { valid: false; reason: string };
