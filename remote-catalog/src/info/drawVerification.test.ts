import type { DrawStepName, DrawStepResult } from '@shop/shared-contracts';
import { beaconVerificationOutcome, verificationOutcome } from './drawVerification';

describe("the Verify button's answer", () => {
  it.each([
    [
      { commitmentMatches: true, computedTicket: 31, winnerMatches: true, verified: true },
      true,
      'Verified in your browser: the seed matches the commitment, and it picks ticket #31 from the 100 sold tickets, the announced winner.',
    ],
    [
      { commitmentMatches: true, computedTicket: 84, winnerMatches: false, verified: false },
      false,
      'Does not match: the seed picks ticket #84 from the 100 sold tickets, not #31.',
    ],
    [
      { commitmentMatches: false, computedTicket: 82, winnerMatches: false, verified: false },
      false,
      'Does not match: the seed is not the one committed to before the draw.',
    ],
    [
      { commitmentMatches: false, computedTicket: null, winnerMatches: false, verified: false },
      false,
      'Not verified yet: the seed is published after the draw.',
    ],
  ])('%o', (check, verified, message) => {
    expect(verificationOutcome(check, 31, 100)).toEqual({ verified, message });
  });

  it('writes ticket counts the British way', () => {
    expect(verificationOutcome({ commitmentMatches: true, computedTicket: 1319, winnerMatches: true, verified: true }, 1319, 1999).message).toBe(
      'Verified in your browser: the seed matches the commitment, and it picks ticket #1319 from the 1,999 sold tickets, the announced winner.',
    );
  });
});

describe("the Verify button's answer for a rule v2 draw", () => {
  const step = (name: DrawStepName, passed: boolean, reason = ''): DrawStepResult => ({ step: name, passed, waiting: false, reason });
  const names: DrawStepName[] = ['seed', 'beacon', 'round', 'entries', 'winner'];

  it('says every check passed, the beacon signature among them, when they all did', () => {
    const checked = { rule: 'drand-quicknet-v2', verified: true, waiting: false, computedTicket: 412, steps: names.map((name) => step(name, true)) };
    expect(beaconVerificationOutcome(checked, 412, 1999)).toEqual({
      verified: true,
      message:
        "Verified in your browser: all 5 checks passed, drand's signature on the beacon round among them; ticket #412 is the winner the rule gives from the 1,999 entries.",
    });
  });

  it('names the first check that failed, in its own words', () => {
    const reason = 'The signature of round 30662982 does not verify under the quicknet public key.';
    const steps = [step('seed', true), step('beacon', false, reason), step('round', true), step('entries', true), step('winner', true)];
    expect(beaconVerificationOutcome({ rule: 'drand-quicknet-v2', verified: false, waiting: false, computedTicket: 412, steps }, 412, 1999)).toEqual({
      verified: false,
      message: `Not verified: ${reason}`,
    });
  });
});
