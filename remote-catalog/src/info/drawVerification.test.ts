import { verificationOutcome } from './drawVerification';

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
