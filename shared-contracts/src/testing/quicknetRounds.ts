import recorded from './quicknetRecordedRounds.json';

/**
 * Real drand quicknet beacon rounds, recorded for offline tests (the network is out of reach here). Each is
 * what a relay answers for `GET /52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971/public/<round>`.
 * The values live in quicknetRecordedRounds.json beside this file (its `_source` says where they come from: ChainSafe
 * forest's recorded fixtures, the randomness as recorded there, not computed by the code under test), which
 * the WordPress plugin's PHP test reads too. Import from '@shop/shared-contracts/src/testing/quicknetRounds'.
 */
export interface RecordedRound {
  round: number;
  randomness: string;
  signature: string;
}

export const QUICKNET_ROUNDS: readonly RecordedRound[] = recorded.rounds;

/** One recorded round by number (a test names rounds it knows are here). */
export function recordedRound(round: number): RecordedRound {
  const found = QUICKNET_ROUNDS.find((entry) => entry.round === round);
  if (!found) throw new Error(`round ${round} is not recorded`);
  return found;
}
