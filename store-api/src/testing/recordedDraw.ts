import type { DrawVerification } from '@shop/shared-contracts';
import { recordedRound } from '@shop/shared-contracts/src/testing/quicknetRounds';

/**
 * One rule v2 draw moment with a real recorded quicknet round, for the tests that run a draw's whole life on
 * the shop's own clock.
 */
export const DRAW_ROUND = recordedRound(30662982); // due at 2026-07-23T07:38:30Z
export const DRAW_ROUND_DUE = Date.UTC(2026, 6, 23, 7, 38, 30);
/** The competition's draw moment: 08:37 UK summer time on 23 July 2026, 07:37:00Z. */
export const DRAW_CLOSING = { draw_date: '2026-07-23', draw_time: '08:37' };
/** The draw job's look 30 s after the close: `closed_at` 07:37:30Z, whose first round at least 60 s later is DRAW_ROUND. */
export const CLOSE_SEEN = Date.UTC(2026, 6, 23, 7, 37, 30);

/** Each step of a verification as `name: pass|fail|wait`. */
export const verificationSteps = (result: DrawVerification): string[] =>
  result.steps.map((step) => `${step.step}: ${step.passed ? 'pass' : step.waiting ? 'wait' : 'fail'}`);
