/**
 * Real drand quicknet beacon rounds, recorded for offline tests (the network is out of reach here). Each is
 * what a relay answers for `GET /52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971/public/<round>`.
 * Source: ChainSafe forest, src/beacon/tests/fixtures/drand_quicknet.json (commit
 * 80de5415d2f647bf926dd03f6309b50998a5389a), the same values as its fake_drand_server.rs; the randomness is
 * as recorded there (not computed by the code under test). Import from
 * '@shop/shared-contracts/src/testing/quicknetRounds'.
 */
export interface RecordedRound {
  round: number;
  randomness: string;
  signature: string;
}

export const QUICKNET_ROUNDS: readonly RecordedRound[] = [
  {
    round: 1,
    randomness: '1466a6cd24e327188770752f6134001c64d6efcc590ccc26b721611ad96f165a',
    signature: 'b55e7cb2d5c613ee0b2e28d6750aabbb78c39dcc96bd9d38c2c2e12198df95571de8e8e402a0cc48871c7089a2b3af4b',
  },
  {
    round: 2,
    randomness: '5782d6987841c654515a0e72b2d1ebb4e741234042c37cb19608ae50d93fb60c',
    signature: 'b6b6a585449b66eb12e875b64fcbab3799861a00e4dbf092d99e969a5eac57dd3f798acf61e705fe4f093db926626807',
  },
  {
    round: 3,
    randomness: '7ef4621ace1c6da4eb2eee7cd901f81385bca5b189771ec0f08d0d2566dd1a21',
    signature: 'b3fab6df720b68cc47175f2c777e86d84187caab5770906f515ff1099cb01e4deaa027075d860823e49477b93c72bd64',
  },
  {
    round: 30662982,
    randomness: 'ae76da5137c6d0a0d3b50d325948b26cc3ff1f804cd7bbca29b9250c2bfe8d67',
    signature: '8b3edd0d42a2fa36ac15641a2dea2e4f4895acec2ef72ef39e5b6138f0346fb6b046dde1b4b3d09ff5fe8a6a7acd674a',
  },
  {
    round: 30662990,
    randomness: 'aac361dad26f7e5f5c2460fa905ed6d4e2bf8d21ccb67bbe5100204475b56742',
    signature: '8b2ebe176d153849d5db7f358a3a21be96f8c5d1c26ed2b530fff4419face8909d77f4ee6a211623e2432c30841411b5',
  },
  {
    round: 30662992,
    randomness: 'b21201bdbe54b1e3ca135bf319bbca22b90b8ae30944c4a6790f74267d074827',
    signature: 'b72a64269e84523a73a87db491505b6f1675dfc7f71c69026efdce3996f59ce2d1b446fc00c13beff7fcfd428053a534',
  },
  {
    round: 30663002,
    randomness: '2a231554933f6fd70314fa470152710fac3eba10d052cab996e8f30854fa7f55',
    signature: 'b9e7e1e3d7d9cf17a9f4703abfae4c137acfbef1fdb45715a98422c244a499ea381c7fd759851ed8eeb8a03d778959b3',
  },
];

/** One recorded round by number (a test names rounds it knows are here). */
export function recordedRound(round: number): RecordedRound {
  const found = QUICKNET_ROUNDS.find((entry) => entry.round === round);
  if (!found) throw new Error(`round ${round} is not recorded`);
  return found;
}
